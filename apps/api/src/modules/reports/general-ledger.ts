import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { ListQueryDto } from '../../common/pagination';
import { PeriodQueryDto, ReportAccount } from './report-query';

export class GeneralLedgerQueryDto extends IntersectionType(PeriodQueryDto, PickType(ListQueryDto, ['limit', 'page', 'cursor'] as const)) {
  @ApiPropertyOptional({ maxLength: 36, format: 'uuid', description: 'Only this account' })
  @IsOptional()
  @IsUUID('all', { message: 'must be an account id' })
  account_id?: string;
}

export class GeneralLedgerLine {
  @ApiProperty({ format: 'uuid' }) line_id!: string;
  @ApiProperty({ format: 'uuid' }) journal_entry_id!: string;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ enum: ['manual', 'sale', 'invoice', 'payment'] }) source_type!: string;
  @ApiProperty({ format: 'uuid', description: 'The sale, invoice or payment the entry posts; for a manual entry, the entry itself' }) source_id!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'The entry’s memo' }) memo!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The line’s own description' }) description!: string | null;
  @ApiProperty({ example: '550.00' }) debit!: string;
  @ApiProperty({ example: '0.00' }) credit!: string;
  @ApiProperty({ example: '5550.00', description: 'The account’s balance after this line, debit-positive' }) balance!: string;
}

export class GeneralLedgerAccount extends ReportAccount {
  @ApiProperty({ example: '0.00', description: 'Balance at the end of the day before `from`, debit-positive' }) opening_balance!: string;
  @ApiProperty({ example: '6710.00', description: 'Debits of the whole period' }) debit!: string;
  @ApiProperty({ example: '80.00', description: 'Credits of the whole period' }) credit!: string;
  @ApiProperty({ example: '6630.00', description: 'Balance at the end of `to`, debit-positive' }) closing_balance!: string;
  @ApiProperty({ type: [GeneralLedgerLine], description: 'This page’s lines of the account, in date order' }) lines!: GeneralLedgerLine[];
}

export class GeneralLedgerResponse {
  @ApiProperty({ format: 'date' }) from!: string;
  @ApiProperty({ format: 'date' }) to!: string;
  @ApiProperty({ example: 'USD', description: 'The base currency' }) currency!: string;
  @ApiProperty({ type: [GeneralLedgerAccount], description: 'The accounts this page shows, in chart order' }) accounts!: GeneralLedgerAccount[];
}
