import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AudioRejected, type InspectOptions, inspectAudio } from './audio-checks.js';
import { resolveFfmpegPath } from './ffmpeg.js';
import { cutShort, ENCODERS, makeAudio, scratchDir, tone } from './testing/test-audio.js';

let dir: string;
let remove: () => Promise<void>;
const file = (name: string) => join(dir, name);
const LIMITS: InspectOptions = { maxBytes: 50 * 1024 * 1024, maxSeconds: 30 * 60 };

/** The refusal inspectAudio throws, or a failure when it accepts the file. */
async function refusal(path: string, options: InspectOptions = LIMITS): Promise<AudioRejected> {
  const outcome = await inspectAudio(path, options).then(
    (info) => new Error(`accepted: ${JSON.stringify(info)}`),
    (error: unknown) => error,
  );
  if (!(outcome instanceof AudioRejected)) throw outcome;
  return outcome;
}

beforeAll(async () => {
  ({ dir, remove } = await scratchDir());
  await Promise.all([
    ...Object.entries(ENCODERS).map(([ext, codec]) => make(`tone.${ext}`, [...tone(3), ...codec])),
    make('tagged.mp3', [
      ...tone(3),
      ...ENCODERS.mp3,
      ...['-metadata', 'title=Neon Nights', '-metadata', 'artist=Night Driver'],
    ]),
    // VBR without a Xing header: the container states no length, music-metadata counts it.
    make('vbr-no-xing.mp3', [...tone(3), '-c:a', 'libmp3lame', '-q:a', '4', '-write_xing', '0']),
    make('picture.png', ['-f', 'lavfi', '-i', 'color=c=red:s=16x16', '-frames:v', '1']),
  ]);
});
afterAll(() => remove());

const make = (name: string, args: string[]) => makeAudio(file(name), args);

describe('inspectAudio accepts real audio by its bytes', () => {
  it.each([
    ['mp3', 'audio/mpeg', 'mp3'],
    ['m4a', 'audio/x-m4a', 'm4a'],
    ['flac', 'audio/flac', 'flac'],
    ['wav', 'audio/wav', 'wav'],
    ['opus', 'audio/ogg; codecs=opus', 'opus'],
    ['ogg', 'audio/ogg', 'ogg'],
  ])('accepts a 3-second %s tone with its type and length', async (name, mime, ext) => {
    const info = await inspectAudio(file(`tone.${name}`), LIMITS);
    expect(info).toMatchObject({ mime, ext });
    // MP4's sample entry says 2 channels for AAC whatever the stream holds (the spec's default),
    // and music-metadata repeats it; the other containers tell the truth about this mono tone.
    expect(info.channels).toBe(name === 'm4a' ? 2 : 1);
    expect(info.durationSeconds).toBeGreaterThan(2.8);
    expect(info.durationSeconds).toBeLessThan(3.2);
    expect(info.sampleRate).toBe(name === 'opus' ? 48000 : 44100);
    expect(info.bitrate).toBeGreaterThan(0);
  });

  it('reads title and artist from the tags', async () => {
    const info = await inspectAudio(file('tagged.mp3'), LIMITS);
    expect(info).toMatchObject({ title: 'Neon Nights', artist: 'Night Driver' });
    expect((await inspectAudio(file('tone.flac'), LIMITS)).title).toBeNull();
  });

  it('goes by the bytes, not the name: an Ogg file called .mp3, an upload with no extension', async () => {
    await copyFile(file('tone.ogg'), file('misnamed.mp3'));
    await copyFile(file('tone.flac'), file('upload-7f3a'));
    expect(await inspectAudio(file('misnamed.mp3'), LIMITS)).toMatchObject({ ext: 'ogg' });
    expect(await inspectAudio(file('upload-7f3a'), LIMITS)).toMatchObject({ ext: 'flac' });
  });

  it('measures a VBR MP3 that states no length', async () => {
    const info = await inspectAudio(file('vbr-no-xing.mp3'), LIMITS);
    expect(Math.abs(info.durationSeconds - 3)).toBeLessThan(0.2);
  });

  it('accepts complete files with untidy ends: junk after an MP3, a WAV of unknown length', async () => {
    const junk = Buffer.alloc(1000, 0x5a);
    await writeFile(file('junk.mp3'), Buffer.concat([await readFile(file('tone.mp3')), junk]));
    // Written to a pipe, a WAV writer cannot go back to fill in the sizes: 0xFFFFFFFF stays.
    await makeAudio(file('streamed.wav'), [...tone(3), ...ENCODERS.wav]);
    const streamed = await readFile(file('streamed.wav'));
    const dataAt = streamed.indexOf('data');
    streamed.writeUInt32LE(0xffffffff, dataAt + 4);
    await writeFile(file('streamed.wav'), streamed);

    expect((await inspectAudio(file('junk.mp3'), LIMITS)).durationSeconds).toBeCloseTo(3, 0);
    expect((await inspectAudio(file('streamed.wav'), LIMITS)).durationSeconds).toBeCloseTo(3, 1);
  });
});

describe('inspectAudio refuses what is not a song, saying why', () => {
  it('refuses a PNG picture renamed .mp3, naming what it is', async () => {
    await copyFile(file('picture.png'), file('picture.mp3'));
    const refused = await refusal(file('picture.mp3'));
    expect(refused.code).toBe('NOT_AUDIO');
    expect(refused.message).toBe('The file is not audio: its bytes are a PNG image');
  });

  it('refuses a text file renamed .mp3', async () => {
    await writeFile(file('notes.mp3'), 'These are my lyrics, not my song.\n'.repeat(50));
    const refused = await refusal(file('notes.mp3'));
    expect(refused.code).toBe('NOT_AUDIO');
    expect(refused.message).toMatch(/^The file is not audio/);
  });

  it.each([
    ['mp3', 0.5],
    ['mp3', 0.1],
    ['flac', 0.5],
    ['flac', 0.1],
    ['wav', 0.5],
    ['opus', 0.5],
    ['ogg', 0.5],
    ['m4a', 0.5],
  ])('refuses a %s file cut to %s of its bytes as unreadable', async (ext, fraction) => {
    const cut = await cutShort(file(`tone.${ext}`), file(`cut-${fraction}.${ext}`), fraction);
    const refused = await refusal(cut);
    expect(refused.code).toBe('UNREADABLE');
    expect(refused.message).toMatch(/^The audio could not be read: /);
  });

  it.each([
    {
      title: 'refuses a file over the size limit before reading it',
      name: 'tone.wav',
      limit: { maxBytes: 100 * 1024 },
      refused: { code: 'TOO_LARGE', message: 'The file is 0.3 MB; the limit is 100 KB' },
    },
    {
      title: 'words the size limit in megabytes',
      name: 'tone.wav',
      limit: { maxBytes: 200_000 },
      refused: { message: 'The file is 0.3 MB; the limit is 0.1 MB' },
    },
    {
      title: 'refuses a song over the length limit',
      name: 'tone.mp3',
      limit: { maxSeconds: 2 },
      refused: {
        code: 'TOO_LONG',
        message: 'The audio is 3.1 seconds long; the limit is 2 seconds',
      },
    },
    {
      title: 'refuses a song over the length limit even when it states no length',
      name: 'vbr-no-xing.mp3',
      limit: { maxSeconds: 1 },
      refused: { code: 'TOO_LONG' },
    },
  ])('$title', async ({ name, limit, refused }) => {
    expect(await refusal(file(name), { ...LIMITS, ...limit })).toMatchObject(refused);
  });

  it('refuses an empty file', async () => {
    await writeFile(file('empty.mp3'), '');
    const refused = await refusal(file('empty.mp3'));
    expect(refused).toMatchObject({
      code: 'EMPTY',
      message: 'The file is empty: it has no bytes in it',
    });
  });
});

describe('inspectAudio with the npm-shipped ffmpeg (what a fresh machine runs)', () => {
  it('accepts whole files and refuses cut ones alike', async () => {
    const ffmpeg = resolveFfmpegPath({ searchPath: dir });
    const options = { ...LIMITS, ffmpeg };
    for (const ext of Object.keys(ENCODERS)) {
      const info = await inspectAudio(file(`tone.${ext}`), options);
      expect(Math.abs(info.durationSeconds - 3), ext).toBeLessThan(0.2);
    }
    for (const ext of ['mp3', 'flac']) {
      const cut = await cutShort(file(`tone.${ext}`), file(`npm-cut.${ext}`), 0.5);
      await expect(inspectAudio(cut, options)).rejects.toMatchObject({ code: 'UNREADABLE' });
    }
  });
});
