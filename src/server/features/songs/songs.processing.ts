import { join } from 'node:path';
import { PREVIEW_SECONDS } from '../../../shared/songs.constants.js';
import { cutPreview, transcodeToMp3, waveformPeaks } from '../../lib/media/audio-processing.js';
import type { MediaStorage } from '../../lib/storage/storage.js';
import { type SongProcessor, withTempDir } from './songs.service.js';

/** The waveform a player draws: this many bars across the song. */
const PEAK_POINTS = 800;

/**
 * Makes what listeners hear from an original: a 192 kbps MP3 to stream, a 30-second preview from
 * the artist's chosen start, and the waveform's peaks. Reads the stored original where it lies
 * (a bucket lends a temporary copy) and writes its results in a temporary folder.
 */
export function createSongProcessor(storage: MediaStorage): SongProcessor {
  return {
    process: (song) => storage.withLocalFile(song.originalKey, (original) => made(song, original)),
  };

  function made(song: Parameters<SongProcessor['process']>[0], original: string) {
    return withTempDir(async (dir) => {
      const stream = join(dir, 'stream.mp3');
      const preview = join(dir, 'preview.mp3');
      const tags = { title: song.title };
      await transcodeToMp3(original, stream, { bitrateKbps: 192, tags });
      await cutPreview(original, preview, {
        startSeconds: song.previewStartMs / 1000,
        seconds: PREVIEW_SECONDS,
        durationSeconds: song.durationMs / 1000,
        tags,
      });
      const peaks = await waveformPeaks(stream, { points: PEAK_POINTS });
      const streamKey = `songs/${song.id}/stream.mp3`;
      const previewKey = `songs/${song.id}/preview.mp3`;
      await storage.putFile(streamKey, stream, 'audio/mpeg');
      await storage.putFile(previewKey, preview, 'audio/mpeg');
      return { streamKey, previewKey, peaks };
    });
  }
}
