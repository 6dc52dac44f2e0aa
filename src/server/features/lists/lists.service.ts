import {
  type CreateListRequest,
  MAX_LIST_MEMBERS_PER_ACCOUNT,
  MAX_LISTS_PER_ACCOUNT,
  MAX_MEMBERS_PER_LIST,
} from '../../../shared/contracts/lists.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { ListsRepo } from './lists.repo.js';

export interface ListLimits {
  lists: number;
  membersPerList: number;
  membersPerAccount: number;
}

export const LIST_LIMITS: ListLimits = {
  lists: MAX_LISTS_PER_ACCOUNT,
  membersPerList: MAX_MEMBERS_PER_LIST,
  membersPerAccount: MAX_LIST_MEMBERS_PER_ACCOUNT,
};

/** Lists are private to their owner: someone else's list answers 404, never 403. */
export function createListsService({
  repo,
  limits = LIST_LIMITS,
}: {
  repo: ListsRepo;
  limits?: ListLimits;
}) {
  async function owned(ownerId: number, id: number) {
    const list = await repo.findOwned(ownerId, id);
    if (!list) throw notFound('That list does not exist.');
    return list;
  }

  return {
    listFor: (ownerId: number) => repo.listFor(ownerId),

    async create(ownerId: number, body: CreateListRequest) {
      const list = await repo.create(ownerId, body.name, body.description ?? '', limits.lists);
      if (!list) {
        throw new HttpError(
          409,
          'TOO_MANY_LISTS',
          `You have ${limits.lists} lists, the most one account can keep. Delete one to make another.`,
        );
      }
      return list;
    },

    async remove(ownerId: number, id: number) {
      if (!(await repo.remove(ownerId, id))) throw notFound('That list does not exist.');
    },

    async addMember(ownerId: number, id: number, username: string) {
      const list = await owned(ownerId, id);
      const userId = await repo.userIdByName(username);
      if (!userId) {
        throw new HttpError(404, 'USER_NOT_FOUND', `There is no user called ${username}.`, [
          { field: 'username', reason: 'does not exist' },
        ]);
      }
      const result = await repo.addMember(ownerId, list.id, userId, {
        perList: limits.membersPerList,
        perAccount: limits.membersPerAccount,
      });
      if (result === 'no-list') throw notFound('That list does not exist.');
      if (result === 'list-full') {
        throw new HttpError(
          409,
          'LIST_FULL',
          `“${list.name}” has ${limits.membersPerList} people, the most one list can hold. Take someone off it to add more.`,
        );
      }
      if (result === 'account-full') {
        throw new HttpError(
          409,
          'TOO_MANY_LIST_MEMBERS',
          `Your lists hold ${limits.membersPerAccount.toLocaleString('en-US')} people in all, the most one account can keep. Take someone off a list to add more.`,
        );
      }
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
