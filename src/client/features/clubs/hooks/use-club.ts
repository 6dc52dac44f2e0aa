import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { clubPath } from '../../../../shared/clubs.constants';
import type {
  ClubDetail,
  ClubMembership,
  CreateClubInput,
  UpdateClubInput,
} from '../../../../shared/contracts/clubs';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import {
  CLUBS_ROOT,
  clubQueries,
  createClub,
  deleteClub,
  inviteMember,
  removeMember,
  setMembership,
  updateClub,
} from '../api/club-queries';

/** Everything the clubs' pages read, refreshed after a change anywhere in them. */
function useRefreshClubs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CLUBS_ROOT] });
}

/** The member's place in the club; asked only once someone is known to be signed in. */
export function useClubMembership(slug: string, signedIn: boolean) {
  return useQuery({ ...clubQueries.membership(slug), enabled: signedIn });
}

/**
 * Joins or leaves. The button and the count come from the server's answer, not a guess, so
 * they show what was really saved; the board and members are read again (an invite-only club's
 * open to a new member).
 */
export function useSetMembership(slug: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: (action: 'join' | 'leave') => setMembership(slug, action),
    onSuccess: (membership, action) => {
      queryClient.setQueryData<ClubMembership>(clubQueries.membership(slug).queryKey, membership);
      queryClient.setQueryData<ClubDetail>(
        clubQueries.detail(slug).queryKey,
        (detail) =>
          detail && { ...detail, club: { ...detail.club, memberCount: membership.memberCount } },
      );
      toast({ title: action === 'join' ? 'Welcome to the club!' : 'You left the club' });
      void refresh();
    },
    onError: toastFailure(undefined, () => void refresh()),
  });
}

/** Starts a club and opens its page, where the owner can invite the first members. */
export function useCreateClub() {
  const [, navigate] = useLocation();
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: (input: CreateClubInput) => createClub(input),
    onSuccess: (club) => {
      void refresh();
      toast({ title: 'Club started', description: `“${club.name}” is ready for members.` });
      navigate(clubPath(club.slug));
    },
  });
}

export function useUpdateClub(slug: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: (input: UpdateClubInput) => updateClub(slug, input),
    onSuccess: (club) => {
      queryClient.setQueryData<ClubDetail>(
        clubQueries.detail(slug).queryKey,
        (detail) => detail && { ...detail, club },
      );
      toast({ title: 'Club saved' });
      void refresh();
    },
  });
}

export function useDeleteClub(slug: string) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteClub(slug),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [CLUBS_ROOT, slug] });
      void queryClient.invalidateQueries({ queryKey: [CLUBS_ROOT] });
      toast({ title: 'Club deleted' });
      navigate('/clubs');
    },
    onError: toastFailure('The club was not deleted'),
  });
}

export function useInviteMember(slug: string) {
  return useMutation({
    mutationFn: (username: string) => inviteMember(slug, username),
    onSuccess: (_, username) =>
      toast({ title: 'Invitation sent', description: `${username} can now join the club.` }),
  });
}

export function useRemoveMember(slug: string) {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: (username: string) => removeMember(slug, username),
    onSuccess: (_, username) => {
      toast({ title: 'Member removed', description: `${username} is no longer in the club.` });
      void refresh();
    },
    onError: toastFailure('The member was not removed'),
  });
}
