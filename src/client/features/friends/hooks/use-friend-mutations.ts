import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import {
  acceptFriendRequest,
  blockMember,
  cancelFriendRequest,
  declineFriendRequest,
  friendshipKeys,
  removeFriend,
  sendFriendRequest,
} from '../api/friend-queries';

type ListName = keyof typeof friendshipKeys;

function refresh(queryClient: QueryClient, lists: ListName[]) {
  for (const name of lists) {
    void queryClient.invalidateQueries({ queryKey: friendshipKeys[name] });
  }
}

export function useSendFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: { id: number; username: string }) => sendFriendRequest(user.id),
    onSuccess: (result, user) => {
      // They had already asked: the two requests became one friendship at once.
      if (result.status === 'accepted') {
        toast({
          title: 'Friend Request Accepted!',
          description: `You and @${user.username} are friends now.`,
        });
        refresh(queryClient, ['friends', 'requests', 'discover', 'listening']);
        return;
      }
      toast({ title: 'Friend Request Sent!', description: `@${user.username} will see it.` });
      refresh(queryClient, ['requests', 'discover']);
    },
    // A conflict (already friends, already asked) means the lists on screen are stale.
    onError: toastFailure('Failed to send request', () =>
      refresh(queryClient, ['requests', 'discover']),
    ),
  });
}

export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    onSuccess: (friend) => {
      toast({
        title: 'Friend Request Accepted!',
        description: `You and @${friend.username} are friends now.`,
      });
      refresh(queryClient, ['friends', 'requests', 'discover', 'listening']);
    },
    onError: toastFailure('Failed to accept request', () => refresh(queryClient, ['requests'])),
  });
}

/** Declining a request made to you and cancelling one you made both end the request. */
function useEndRequest(end: (requestId: number) => Promise<void>, title: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: end,
    onSuccess: () => {
      toast({ title });
      refresh(queryClient, ['requests', 'discover']);
    },
    onError: toastFailure(failure, () => refresh(queryClient, ['requests'])),
  });
}

export const useDeclineFriendRequest = () =>
  useEndRequest(declineFriendRequest, 'Friend Request Declined', 'Failed to decline request');

export const useCancelFriendRequest = () =>
  useEndRequest(cancelFriendRequest, 'Friend request cancelled', 'Failed to cancel request');

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (friend: { id: number; username: string }) => removeFriend(friend.id),
    onSuccess: (_, friend) => {
      toast({
        title: 'Friend Removed',
        description: `@${friend.username} is no longer on your list.`,
      });
      refresh(queryClient, ['friends', 'discover', 'listening']);
    },
    onError: toastFailure('Failed to remove friend', () => refresh(queryClient, ['friends'])),
  });
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: { username: string }) => blockMember(person.username),
    onSuccess: (_, person) => {
      toast({
        title: 'Member blocked',
        description: `@${person.username} can no longer send you friend requests or find you in Discover.`,
      });
      refresh(queryClient, ['friends', 'requests', 'discover', 'listening']);
    },
    onError: toastFailure('Failed to block member'),
  });
}
