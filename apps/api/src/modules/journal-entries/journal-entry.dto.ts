import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_LINES, SOURCE_TYPES } from '@ledgerline/ledger-rules';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { ListQueryDto, SortQuery } from '../../common/pagination';
import { EXCHANGE_RATE_DESCRIPTION, ExternalIdField, IsAmount, IsCurrencyCode, IsDateOnly, IsRate, IsText, MetadataField } from '../../common/validation';

export class JournalLineDto {
  @ApiProperty({ maxLength: 36, format: 'uuid' })
  @IsUUID('all', { message: 'must be an account id' })
  account_id!: string;

  @ApiPropertyOptional({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$', maxLength: 31, type: 'string', example: '100.00' })
  @IsOptional()
  @IsAmount()
  debit?: string | number;

  @ApiPropertyOptional({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$', maxLength: 31, type: 'string', example: '0' })
  @IsOptional()
  @IsAmount()
  credit?: string | number;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsText(0, 500)
  description?: string;
}

export class CreateJournalEntryDto {
  @ApiProperty({ maxLength: 10, format: 'date', example: '2026-11-21' })
  @IsDateOnly()
  date!: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsText(0, 1000)
  memo?: string;

  @ApiPropertyOptional({ pattern: '^[A-Za-z]{3}$', maxLength: 3, example: 'USD', description: 'Defaults to the base currency' })
  @IsOptional()
  @IsCurrencyCode()
  currency?: string;

  @ApiPropertyOptional({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,15})?$', maxLength: 31, type: 'string', example: '1', description: EXCHANGE_RATE_DESCRIPTION })
  @IsOptional()
  @IsRate()
  exchange_rate?: string | number;

  @ApiProperty({ type: [JournalLineDto], minItems: 2, maxItems: MAX_LINES })
  @IsArray()
  @ArrayMinSize(2, { message: 'must have at least two lines' })
  @ArrayMaxSize(MAX_LINES, { message: `must have at most ${MAX_LINES} lines` })
  @ValidateNested({ each: true })
  @Type(() => JournalLineDto)
  lines!: JournalLineDto[];

  @MetadataField() metadata?: Record<string, string>;
  @ExternalIdField() external_id?: string;
}

export class ReverseJournalEntryDto {
  @ApiPropertyOptional({ maxLength: 10, format: 'date', description: 'Defaults to the date of the entry it reverses' })
  @IsOptional()
  @IsDateOnly()
  date?: string;
}

export const JOURNAL_SORTS = { date: 'entry.date', created_at: 'entry.created_at' };

export class ListJournalEntriesQueryDto extends ListQueryDto {
  @SortQuery(JOURNAL_SORTS, '-date')
  sort?: string;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid', description: 'Entries with a line on this account' })
  @IsOptional()
  @IsUUID('all', { message: 'must be an account id' })
  account_id?: string;

  @ApiPropertyOptional({ enum: SOURCE_TYPES })
  @IsOptional()
  @IsIn(SOURCE_TYPES, { message: `must be one of ${SOURCE_TYPES.join(', ')}` })
  source_type?: string;

  @ApiPropertyOptional({ maxLength: 36, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'must be a record id' })
  source_id?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date' })
  @IsOptional()
  @IsDateOnly()
  date_from?: string;

  @ApiPropertyOptional({ maxLength: 10, format: 'date' })
  @IsOptional()
  @IsDateOnly()
  date_to?: string;
}
