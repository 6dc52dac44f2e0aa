import { apiRequest } from '../../../lib/api-client';

/**
 * Reports one honest listen of an artist's song heard in a playlist, as the song pages do; the
 * server decides whether it counts. The player shows no play count, so the answer is not read,
 * and a failed report never interrupts the music.
 */
export async function reportSongListen(songId: number, listenedSeconds: number): Promise<void> {
  await apiRequest(`/api/songs/${songId}/plays`, {
    method: 'POST',
    body: { listenedSeconds },
  }).catch(() => undefined);
}
