import type { CreateListRequest } from '../../../shared/contracts/me.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { ListsRepo } from './lists.repo.js';

export const MAX_LISTS_PER_USER = 50;
export const MAX_MEMBERS_PER_LIST = 500;

/** Lists are private to their owner: someone else's list answers 404, never 403. */
export function createListsService({ repo }: { repo: ListsRepo }) {
  async function owned(ownerId: number, id: number) {
    const list = await repo.findOwned(ownerId, id);
    if (!list) throw notFound('That list does not exist.');
    return list;
  }

  return {
    listFor: (ownerId: number) => repo.listFor(ownerId),

    async create(ownerId: number, body: CreateListRequest) {
      if ((await repo.listFor(ownerId)).length >= MAX_LISTS_PER_USER) {
        throw new HttpError(
          409,
          'TOO_MANY_LISTS',
          `You can keep at most ${MAX_LISTS_PER_USER} lists.`,
        );
      }
      return repo.create(ownerId, body.name, body.description ?? '');
    },

    async remove(ownerId: number, id: number) {
      if (!(await repo.remove(ownerId, id))) throw notFound('That list does not exist.');
    },

    async addMember(ownerId: number, id: number, username: string) {
      const list = await owned(ownerId, id);
      if (list.members.length >= MAX_MEMBERS_PER_LIST) {
        throw new HttpError(
          409,
          'LIST_FULL',
          `A list holds at most ${MAX_MEMBERS_PER_LIST} people.`,
        );
      }
      const userId = await repo.userIdByName(username);
      if (!userId) {
        throw new HttpError(404, 'USER_NOT_FOUND', `There is no user called ${username}.`, [
          { field: 'username', reason: 'does not exist' },
        ]);
      }
      await repo.addMember(list.id, userId);
      return owned(ownerId, id);
    },

    async removeMember(ownerId: number, id: number, username: string) {
      const list = await owned(ownerId, id);
      const userId = await repo.userIdByName(username);
      if (userId) await repo.removeMember(list.id, userId);
      return owned(ownerId, id);
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
