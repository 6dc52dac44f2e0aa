import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
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

/** The spec's failure toast: a fixed title and the server's own explanation. */
function failed(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });
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
    onError: (error) => {
      failed('Failed to send request')(error);
      // A conflict (already friends, already asked) means the lists on screen are stale.
      refresh(queryClient, ['requests', 'discover']);
    },
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
    onError: (error) => {
      failed('Failed to accept request')(error);
      refresh(queryClient, ['requests']);
    },
  });
}

export function useDeclineFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFriendRequest,
    onSuccess: () => {
      toast({ title: 'Friend Request Declined' });
      refresh(queryClient, ['requests', 'discover']);
    },
    onError: (error) => {
      failed('Failed to decline request')(error);
      refresh(queryClient, ['requests']);
    },
  });
}

export function useCancelFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFriendRequest,
    onSuccess: () => {
      toast({ title: 'Friend request cancelled' });
      refresh(queryClient, ['requests', 'discover']);
    },
    onError: (error) => {
      failed('Failed to cancel request')(error);
      refresh(queryClient, ['requests']);
    },
  });
}

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
    onError: (error) => {
      failed('Failed to remove friend')(error);
      refresh(queryClient, ['friends']);
    },
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
    onError: failed('Failed to block member'),
  });
}
