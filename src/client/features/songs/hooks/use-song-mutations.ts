import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ArtistSong,
  ArtistSongList,
  PublicSong,
  SongPrivacyRequest,
  UpdateSongRequest,
} from '../../../../shared/contracts/songs';
import { SONG_MESSAGES } from '../../../../shared/songs.constants';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import {
  deleteSong,
  reportPlay,
  setSongLike,
  setSongPrivacy,
  songKeys,
  songQueries,
  startSongPurchase,
  updateSong,
} from '../api/song-queries';

const mineKey = songQueries.mine().queryKey;

/** Puts a changed song into the artist's list at once; creator pages ask again. */
function storeSong(queryClient: QueryClient, changed: ArtistSong) {
  queryClient.setQueryData<ArtistSongList>(mineKey, (list) =>
    list
      ? { ...list, songs: list.songs.map((song) => (song.id === changed.id ? changed : song)) }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: songKeys.creators });
}

interface PrivacyChange extends SongPrivacyRequest {
  id: number;
}

/** Spec: "Make Premium" (with a price) or "Make Free", then the toast 'Song Updated'. */
export function useSetSongPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PrivacyChange) => setSongPrivacy(id, body),
    onSuccess: (changed) => {
      storeSong(queryClient, changed);
      toast(SONG_MESSAGES.privacy);
    },
    onError: toastFailure('Could not update the song'),
  });
}

export function useUpdateSong() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateSongRequest }) =>
      updateSong(id, changes),
    onSuccess: (changed) => {
      storeSong(queryClient, changed);
      toast({ title: 'Song saved', description: `“${changed.title}” is up to date.` });
    },
  });
}

export function useDeleteSong(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (song: ArtistSong) => deleteSong(song.id),
    onSuccess: (_, song) => {
      queryClient.setQueryData<ArtistSongList>(mineKey, (list) =>
        list
          ? {
              ...list,
              songs: list.songs.filter((other) => other.id !== song.id),
              storageUsedBytes: Math.max(0, list.storageUsedBytes - song.sizeBytes),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: songKeys.all });
      toast({ title: 'Song deleted', description: `“${song.title}” and its files are gone.` });
      onDeleted?.();
    },
    onError: toastFailure('Could not delete the song'),
  });
}

/** Reports an honest listen; a counted play shows up in the song's count at once. */
export function useReportPlay(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, listenedSeconds }: { id: number; listenedSeconds: number }) =>
      reportPlay(id, listenedSeconds),
    onSuccess: (result, { id }) => {
      if (!result.counted) return;
      queryClient.setQueryData<PublicSong[]>(songQueries.byCreator(username).queryKey, (songs) =>
        songs?.map((song) => (song.id === id ? { ...song, playCount: result.playCount } : song)),
      );
    },
    // A report that did not arrive is not the listener's problem: the music plays on.
  });
}

/** Likes a song or takes the like back; the heart and count change at once, and go back on failure. */
export function useLikeSong(username: string) {
  const queryClient = useQueryClient();
  const key = songQueries.byCreator(username).queryKey;
  const patch = (id: number, change: (song: PublicSong) => PublicSong) =>
    queryClient.setQueryData<PublicSong[]>(key, (songs) =>
      songs?.map((song) => (song.id === id ? change(song) : song)),
    );
  return useMutation({
    mutationFn: ({ id, liked }: { id: number; liked: boolean }) => setSongLike(id, liked),
    onMutate: async ({ id, liked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PublicSong[]>(key)?.find((song) => song.id === id);
      patch(id, (song) =>
        song.liked === liked
          ? song
          : { ...song, liked, likeCount: Math.max(0, song.likeCount + (liked ? 1 : -1)) },
      );
      return { before };
    },
    onSuccess: (result, { id }) => patch(id, (song) => ({ ...song, ...result })),
    onError: (error, { id }, context) => {
      const before = context?.before;
      if (before) patch(id, () => before);
      toastFailure('Could not save your like')(error);
    },
  });
}

/** Opens a song's checkout and goes there (the page says how: see useGoToCheckout). */
export function usePurchaseSong(onCheckout: (url: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (song: PublicSong) => startSongPurchase(song.id),
    onSuccess: (started) => onCheckout(started.url),
    onError: (error) => {
      toastFailure('Could not start the purchase')(error);
      // Bought already (another tab) or made free meanwhile: the list on screen is out of date.
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        void queryClient.invalidateQueries({ queryKey: songKeys.creators });
      }
    },
  });
}
