import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isSupported as resumableSupported } from 'tus-js-client';
import type { ArtistSong, ArtistSongList } from '../../../../shared/contracts/songs';
import { SONG_MESSAGES } from '../../../../shared/songs.constants';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, type UploadProgress } from '../../../lib/api-client';
import { uploadSongResumable } from '../api/resumable-upload';
import { songKeys, songQueries, uploadSong } from '../api/song-queries';

export interface SongUploadFields {
  audio: File;
  title: string;
  genre: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The server's own sentence (too large, not audio, over quota…), else the spec's. */
function uploadFailure(error: unknown): string {
  return error instanceof ApiError && error.code
    ? error.friendlyMessage
    : SONG_MESSAGES.uploadFailed.description;
}

/**
 * Uploads one song and follows the real bytes sent (spec section 4 simulated them). Browsers
 * send it in resumable pieces (tus): a dropped connection is tried again, and after a reload
 * choosing the same file goes on where it stopped. Without that support the spec's one-request
 * multipart upload serves. Cancel stops the transfer and deletes what the server received;
 * the browser asks before the page is left while an upload runs.
 */
export function useSongUpload(onUploaded?: (song: ArtistSong | null) => void) {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (fields: SongUploadFields) => {
      const current = new AbortController();
      controller.current = current;
      setProgress({ loaded: 0, total: fields.audio.size });
      const send = resumableSupported ? uploadSongResumable : uploadSong;
      return send(fields, { signal: current.signal, onProgress: setProgress });
    },
    onSuccess: (song) => {
      // The server took the file; when its answer was lost on the way, the list tells.
      if (song)
        queryClient.setQueryData<ArtistSongList>(songQueries.mine().queryKey, (list) =>
          list
            ? {
                ...list,
                songs: [song, ...list.songs.filter((other) => other.id !== song.id)],
                storageUsedBytes: list.storageUsedBytes + song.sizeBytes,
              }
            : list,
        );
      void queryClient.invalidateQueries({ queryKey: songKeys.mine });
      toast(SONG_MESSAGES.uploaded);
      onUploaded?.(song);
    },
    onError: (error) => {
      if (isAbort(error)) {
        toast({ title: 'Upload cancelled', description: 'Nothing was uploaded.' });
        return;
      }
      toast({
        title: SONG_MESSAGES.uploadFailed.title,
        description: uploadFailure(error),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      controller.current = null;
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: songKeys.unfinished });
    },
  });

  const uploading = mutation.isPending;
  useEffect(() => {
    if (!uploading) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [uploading]);

  return {
    upload: mutation.mutate,
    cancel: () => controller.current?.abort(),
    progress,
    uploading,
  };
}
