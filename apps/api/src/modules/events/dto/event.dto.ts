import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

/** A sequence number as text: 0 or more, at most 18 digits (a bigint). */
const SEQUENCE = /^[0-9]{1,18}$/;

export class ListEventsQueryDto {
  @ApiPropertyOptional({
    type: 'string',
    pattern: SEQUENCE.source,
    maxLength: 18,
    default: '0',
    description:
      'Return the events with a sequence number greater than this: `0` (the start), the previous page’s `pagination.next_cursor`, ' +
      'or the `sequence` of the last event you processed. A string of digits, of the same type as `next_cursor`; a client that serialises a number (`after=42`) sends the same digits, which are accepted.',
  })
  @IsOptional()
  @Matches(SEQUENCE, { message: 'must be a sequence number of 0 or more, such as the next_cursor of the previous page' })
  after?: string;

  @ApiPropertyOptional({ type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'must be an integer from 1 to 100' })
  @Min(1, { message: 'must be an integer from 1 to 100' })
  @Max(100, { message: 'must be an integer from 1 to 100' })
  limit?: number;
}
