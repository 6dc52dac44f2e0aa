import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorProfile } from '../../../../shared/contracts/creators';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  becomeCreator,
  CURRENT_USER_KEY,
  creatorListKeys,
  creatorQueries,
  followCreator,
  unfollowCreator,
  updateMyCreatorProfile,
} from '../api/creator-queries';

/** After a creator changed: their page shows the new profile, and card lists ask again. */
function storeProfile(queryClient: QueryClient, profile: CreatorProfile) {
  queryClient.setQueryData(creatorQueries.byUsername(profile.username).queryKey, profile);
  for (const queryKey of creatorListKeys) void queryClient.invalidateQueries({ queryKey });
}

/** The signed-in user's isCreator and following count live in the shell's user query. */
function refreshCurrentUser(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

export function useBecomeCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeCreator,
    onSuccess: (result) => {
      if (result.kind === 'pending') {
        queryClient.setQueryData(creatorQueries.myApplication().queryKey, result.application);
        toast({
          title: 'Application sent',
          description: 'An administrator will look at it soon.',
        });
        return;
      }
      const { profile } = result;
      storeProfile(queryClient, profile);
      void refreshCurrentUser(queryClient);
      toast({
        title: 'You’re a creator now',
        description: 'Your creator page is live. Share a first post with your fans.',
      });
    },
    onError: (error) => {
      // Already a creator (another tab, say): the account menu and dashboard should know it.
      if (error instanceof ApiError && error.code === 'ALREADY_CREATOR') {
        void refreshCurrentUser(queryClient);
      }
    },
  });
}

export function useUpdateCreatorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyCreatorProfile,
    onSuccess: (profile) => {
      storeProfile(queryClient, profile);
      toast({ title: 'Creator profile saved', description: 'Fans see the changes right away.' });
    },
  });
}

/**
 * Follows or unfollows at once on screen, then settles on the server's count; a failure puts
 * the button and count back and says why.
 */
export function useFollowCreator(username: string) {
  const queryClient = useQueryClient();
  const { queryKey } = creatorQueries.byUsername(username);
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followCreator(username) : unfollowCreator(username)),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous && previous.followedByMe !== follow) {
        queryClient.setQueryData(queryKey, {
          ...previous,
          followedByMe: follow,
          followerCount: Math.max(0, previous.followerCount + (follow ? 1 : -1)),
        });
      }
      return { previous };
    },
    onSuccess: (result) => {
      queryClient.setQueryData(queryKey, (current) =>
        current
          ? { ...current, followedByMe: result.following, followerCount: result.followerCount }
          : current,
      );
    },
    onError: (error, follow, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast({
        title: follow ? `Could not follow @${username}` : `Could not unfollow @${username}`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      void refreshCurrentUser(queryClient);
      for (const key of creatorListKeys) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
