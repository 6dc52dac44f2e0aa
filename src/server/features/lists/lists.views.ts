import type { UserList } from '../../../shared/contracts/lists.js';
import type { ListsService } from './lists.service.js';

type ListRow = Awaited<ReturnType<ListsService['create']>>;

/** A list as its owner sees it. */
export const toUserList = (list: ListRow): UserList => ({
  id: list.id,
  name: list.name,
  description: list.description,
  members: list.members,
  createdAt: list.createdAt.toISOString(),
});
