import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SongRequest, SongRequestCreate } from '../../../../shared/contracts/requests';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  createSongRequest,
  decideSongRequest,
  requestQueries,
  voteForSongRequest,
} from '../api/request-queries';

export function useSongRequests() {
  return useQuery(requestQueries.board());
}

/** Votes and counts change with every listener's action, so each one refetches the board. */
function useRefreshBoard() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: requestQueries.board().queryKey });
}

/** A decision moves a request from the board to the crew's list of decisions. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestQueries.board().queryKey }),
      queryClient.invalidateQueries({ queryKey: requestQueries.decided().queryKey }),
    ]);
}

const songName = (request: SongRequest) => `“${request.track}” by ${request.artist}`;

export function useCreateSongRequest() {
  const refresh = useRefreshBoard();
  return useMutation({
    mutationFn: (body: SongRequestCreate) => createSongRequest(body),
    onSuccess: (request) => {
      toast({
        title: 'Request sent!',
        description: `${songName(request)} is on the list, with your vote.`,
      });
    },
    onSettled: refresh,
  });
}

export function useVoteForSongRequest() {
  const refresh = useRefreshBoard();
  return useMutation({
    mutationFn: (request: SongRequest) => voteForSongRequest(request.id),
    onSuccess: (request) => {
      toast({ title: 'Vote counted', description: `${songName(request)} moves up the list.` });
    },
    onError: (error) => {
      const already = error instanceof ApiError && error.code === 'ALREADY_VOTED';
      toast({
        title: already ? 'Already voted' : 'Error',
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: refresh,
  });
}

export function useDecideSongRequest() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ request, status }: { request: SongRequest; status: 'played' | 'declined' }) =>
      decideSongRequest(request.id, status),
    onSuccess: (request) => {
      toast(
        request.status === 'played'
          ? { title: 'Marked played', description: `${songName(request)} went out on air.` }
          : { title: 'Request declined', description: `${songName(request)} left the list.` },
      );
    },
    onError: (error) => {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: refresh,
  });
}
