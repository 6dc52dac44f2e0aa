import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bytesReceived,
  discardUnfinished,
  forgetUnfinished,
  type UnfinishedUpload,
  unfinishedUploads,
} from '../api/resumable-upload';
import { SONGS_ROOT, songKeys } from '../api/song-queries';

/** An upload this browser left unfinished, with how much of it the server holds. */
export interface ResumableUpload extends UnfinishedUpload {
  /** Bytes the server holds; null when the server could not be asked just now. */
  received: number | null;
}

export const unfinishedUploadsQuery = (artistId: number) =>
  queryOptions({
    queryKey: [SONGS_ROOT, 'unfinished', artistId] as const,
    queryFn: async (): Promise<ResumableUpload[]> => {
      const found: ResumableUpload[] = [];
      for (const upload of await unfinishedUploads(artistId)) {
        const received = await bytesReceived(upload).catch(() => undefined);
        // Expired, finished or deleted on the server: nothing is left to go on from.
        if (received === null) await forgetUnfinished(upload);
        else found.push({ ...upload, received: received ?? null });
      }
      return found;
    },
    staleTime: 0,
  });

/** The uploads an artist may pick up again in this browser, and a way to drop one. */
export function useUnfinishedUploads(artistId: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...unfinishedUploadsQuery(artistId ?? 0),
    enabled: artistId !== undefined,
  });
  const discard = useMutation({
    mutationFn: (upload: ResumableUpload) => discardUnfinished(upload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: songKeys.unfinished }),
  });
  return { uploads: query.data ?? [], discard: discard.mutate, discarding: discard.isPending };
}
