import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LibraryItem } from '../../../../shared/contracts/playout';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import type { UploadProgress } from '../../../lib/api-client';
import {
  type StationUploadFields,
  setTrackRotation,
  stationKeys,
  uploadStationTrack,
} from '../api/station-queries';

/** What a change to the library moves: the list, the DJ panel's search and what comes next. */
const LIBRARY_VIEWS = [stationKeys.tracks, stationKeys.library, stationKeys.queue] as const;

function useRefreshLibrary() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(LIBRARY_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

const named = (track: Pick<LibraryItem, 'title' | 'artist'>) =>
  `“${track.title}” by ${track.artist}`;

/** Takes a track out of rotation or puts it back. */
export function useTrackRotation() {
  const refresh = useRefreshLibrary();
  return useMutation({
    mutationFn: (input: { track: LibraryItem; inRotation: boolean }) =>
      setTrackRotation(input.track.id, input.inRotation),
    onSuccess: (track, { inRotation }) =>
      toast(
        inRotation
          ? { title: 'Back in rotation', description: `${named(track)} can be played again.` }
          : { title: 'Out of rotation', description: `${named(track)} will not be played.` },
      ),
    onError: toastFailure('Could not change the rotation'),
    onSettled: refresh,
  });
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads one track to the station's library and follows the bytes really sent; cancel stops
 * the transfer. Failures are the caller's to show beside the form's fields.
 */
export function useStationUpload(onUploaded: (track: LibraryItem) => void) {
  const refresh = useRefreshLibrary();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (fields: StationUploadFields) => {
      const current = new AbortController();
      controller.current = current;
      setProgress({ loaded: 0, total: fields.audio.size });
      return uploadStationTrack(fields, { signal: current.signal, onProgress: setProgress });
    },
    onSuccess: (track) => {
      toast({
        title: 'Uploaded',
        description: `${named(track)} is in the library; it can air once its on-air copy is made.`,
      });
      onUploaded(track);
    },
    onError: (error) => {
      if (isAbort(error))
        toast({ title: 'Upload cancelled', description: 'Nothing was uploaded.' });
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
      void refresh();
    },
  });

  return {
    upload: mutation.mutate,
    cancel: () => controller.current?.abort(),
    progress,
    uploading: mutation.isPending,
    error: mutation.error && !isAbort(mutation.error) ? mutation.error : null,
    reset: mutation.reset,
  };
}
