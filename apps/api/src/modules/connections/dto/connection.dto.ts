import { PickType } from '@nestjs/swagger';
import { ListQueryDto, SortQuery } from '../../../common/pagination';

export const CONNECTION_SORTS = { created_at: 'connection.created_at', updated_at: 'connection.updated_at' };

export class ListConnectionsQueryDto extends PickType(ListQueryDto, ['limit', 'page', 'cursor'] as const) {
  @SortQuery(CONNECTION_SORTS, '-created_at')
  sort?: string;
}
