import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AirplaySubmission, StationTrack } from '../../../../shared/contracts/playout';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import {
  decideAirplay,
  playNext,
  skipTrack,
  stationKeys,
  stationQueries,
  submitForAirplay,
  withdrawFromAirplay,
} from '../api/station-queries';

const refresh = (queryClient: QueryClient, key: readonly string[]) =>
  queryClient.invalidateQueries({ queryKey: key });

const trackName = (track: Pick<StationTrack, 'artist' | 'title'>) =>
  `“${track.title}” by ${track.artist}`;

/** Ends the track on air; the next one starts. */
export function useSkipTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipTrack,
    onSuccess: () => toast({ title: 'Skipped', description: 'The next track is starting.' }),
    onError: toastFailure('Could not skip'),
    onSettled: () => refresh(queryClient, stationKeys.queue),
  });
}

/** Puts a library track on next; the answer is the new queue. */
export function usePlayNext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (track: StationTrack) => playNext(track.id),
    onSuccess: (queue, track) => {
      queryClient.setQueryData(stationQueries.queue().queryKey, queue);
      toast({ title: 'Playing next', description: `${trackName(track)} plays after this one.` });
    },
    onError: toastFailure('Could not queue the track'),
  });
}

/**
 * A change to an airplay submission: its toast says what happened to the song, and the
 * submissions are fetched again whether it worked or not.
 */
function useSubmissionChange<Input>(
  request: (input: Input) => Promise<AirplaySubmission>,
  success: (submission: AirplaySubmission) => { title: string; description: string },
  failure: string,
  alsoChanged: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (submission) => toast(success(submission)),
    onError: toastFailure(failure),
    onSettled: () =>
      Promise.all(
        [stationKeys.submissions, ...alsoChanged].map((key) => refresh(queryClient, key)),
      ),
  });
}

/** Approves or declines an artist's song for airplay, with an optional note to the artist. */
export const useDecideAirplay = () =>
  useSubmissionChange(
    (input: { submission: AirplaySubmission; decision: 'approved' | 'declined'; note: string }) =>
      decideAirplay(input.submission.id, input.decision, input.note),
    (submission) =>
      submission.status === 'approved'
        ? {
            title: 'Approved for airplay',
            description: `“${submission.song.title}” joins the rotation.`,
          }
        : { title: 'Declined', description: `“${submission.song.title}” stays off air.` },
    'Could not decide',
    // An approved song joins the library at once.
    [stationKeys.tracks, stationKeys.library, stationKeys.queue],
  );

/** Submits one of the artist's published songs for airplay. */
export const useSubmitForAirplay = () =>
  useSubmissionChange(
    (songId: number) => submitForAirplay(songId),
    (submission) => ({
      title: 'Submitted for airplay',
      description: `A DJ will listen to “${submission.song.title}” and decide.`,
    }),
    'Could not submit the song',
  );

/** Takes the artist's song off the station, or out of the DJs' queue of submissions. */
export const useWithdrawFromAirplay = () =>
  useSubmissionChange(
    (submission: AirplaySubmission) => withdrawFromAirplay(submission.id),
    (submission) => ({
      title: 'Withdrawn',
      description: `“${submission.song.title}” is no longer submitted for airplay.`,
    }),
    'Could not withdraw the song',
  );
