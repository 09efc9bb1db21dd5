import { Injectable, Param, PipeTransform } from '@nestjs/common';
import { isId } from '@ledgerline/domain';

/** The nil UUID: no record has it (ids are UUIDv7). */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

/**
 * A path id that is not even well-formed names no record: it is looked up as the nil UUID, so it
 * gets exactly the answer of an unknown id, the resource's own "… not found", from the one place
 * that says it.
 */
@Injectable()
class RecordIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    return isId(value) ? value.toLowerCase() : NO_RECORD;
  }
}

/** The record id in path parameter `name` (`{id}` unless told). */
export const RecordId = (name = 'id'): ParameterDecorator => Param(name, RecordIdPipe);
