import { Injectable, Param, PipeTransform } from '@nestjs/common';
import { isId } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';

/** A path id that is not even well-formed names no record: 404, like any unknown id. */
@Injectable()
class RecordIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isId(value)) throw DomainError.notFound('Record');
    return value.toLowerCase();
  }
}

export const RecordId = (): ParameterDecorator => Param('id', RecordIdPipe);
