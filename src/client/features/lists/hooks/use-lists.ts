import { useMutation, useQuery } from '@tanstack/react-query';
import type { UserList } from '../../../../shared/contracts/lists';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useCacheUpdate } from '../../../lib/cache-update';
import {
  addListMember,
  createList,
  deleteList,
  listQueries,
  removeListMember,
} from '../api/list-queries';

export function useLists() {
  return useQuery(listQueries.all());
}

const useCachedLists = () => useCacheUpdate<UserList[]>(listQueries.all().queryKey);

const replaceList = (updated: UserList) => (lists: UserList[]) =>
  lists.map((list) => (list.id === updated.id ? updated : list));

export function useCreateList() {
  const update = useCachedLists();
  return useMutation({
    mutationFn: createList,
    onSuccess: (list) => {
      update((lists) => [...lists, list]);
      toast({ title: 'List created', description: `“${list.name}” is ready for members.` });
    },
    onError: toastFailure(),
  });
}

export function useDeleteList() {
  const update = useCachedLists();
  return useMutation({
    mutationFn: (list: UserList) => deleteList(list.id),
    onSuccess: (_, deleted) => {
      update((lists) => lists.filter((list) => list.id !== deleted.id));
      toast({ title: 'List deleted', description: `“${deleted.name}” is gone.` });
    },
    onError: toastFailure(),
  });
}

/** Adding and removing a member both answer with the changed list, put in place at once. */
function useMemberChange(request: (listId: number, username: string) => Promise<UserList>) {
  const update = useCachedLists();
  return useMutation({
    mutationFn: ({ listId, username }: { listId: number; username: string }) =>
      request(listId, username),
    onSuccess: (list) => update(replaceList(list)),
    onError: toastFailure(),
  });
}

export const useAddListMember = () => useMemberChange(addListMember);

export const useRemoveListMember = () => useMemberChange(removeListMember);
