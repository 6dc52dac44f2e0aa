import {
  type CreateListRequest,
  type UserList,
  userListSchema,
  userListsSchema,
} from '../../../../shared/contracts/lists';
import { addressQuery } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

const LISTS_URL = '/api/lists';

export const listQueries = {
  all: () => addressQuery(LISTS_URL, userListsSchema, (answer) => answer.lists),
};

export async function createList(body: CreateListRequest): Promise<UserList> {
  return userListSchema.parse(await apiRequest(LISTS_URL, { method: 'POST', body }));
}

export function deleteList(id: number): Promise<void> {
  return apiRequest(`${LISTS_URL}/${id}`, { method: 'DELETE' });
}

export async function addListMember(id: number, username: string): Promise<UserList> {
  const json = await apiRequest(`${LISTS_URL}/${id}/members`, {
    method: 'POST',
    body: { username },
  });
  return userListSchema.parse(json);
}

export async function removeListMember(id: number, username: string): Promise<UserList> {
  const json = await apiRequest(`${LISTS_URL}/${id}/members/${encodeURIComponent(username)}`, {
    method: 'DELETE',
  });
  return userListSchema.parse(json);
}
