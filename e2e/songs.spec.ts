import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ffmpegPath } from '../src/server/lib/media/ffmpeg.js';
import { SONG_UPLOAD_PIECE_BYTES } from '../src/shared/songs.constants.js';
import { expect, type SignedInAccount, test } from './support/fixtures.js';
import { openPage } from './support/site.js';

/** The resumable upload sends 16 MiB a request; this file takes two, so progress stops between. */
const SONG_SECONDS = 130;
let folder: string;
let wavPath: string;

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'e2e-songs-'));
  wavPath = join(folder, 'Night Run.wav');
  // A real recording-sized WAV: two tones that swell and fade, so the waveform has a shape.
  execFileSync(ffmpegPath(), [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=0.6*sin(2*PI*220*t)*(0.55+0.45*sin(2*PI*0.2*t))|0.6*sin(2*PI*330*t)*(0.55+0.45*sin(2*PI*0.15*t)):s=44100:d=${SONG_SECONDS}`,
    '-c:a',
    'pcm_s16le',
    wavPath,
  ]);
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

const songItem = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });

/** The audio element beside a song's play button. */
const audioOf = (item: Locator) => item.locator('audio');

/** Plays a song and waits until the browser has really played some of it. */
async function playBriefly(item: Locator, label: string) {
  await item.getByRole('button', { name: `Play ${label}` }).click();
  await expect
    .poll(() => audioOf(item).evaluate((audio: HTMLAudioElement) => audio.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.3);
  await item.getByRole('button', { name: `Pause ${label}` }).click();
}

const durationOf = (item: Locator) =>
  audioOf(item).evaluate((audio: HTMLAudioElement) => audio.duration);

/** Every value the upload's progress bar shows, kept in the page as it changes. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function uploadedSong(creator: SignedInAccount, page: Page, title: string) {
  const res = await page.request.get('/api/artist/songs', { headers: creator.headers });
  const songs = (await res.json()).songs as { id: number; title: string; sizeBytes: number }[];
  const song = songs.find((candidate) => candidate.title === title);
  if (!song) throw new Error(`no song called ${title}`);
  return song;
}

test.describe('Artists’ music', () => {
  test('a creator uploads a song with real progress, plays it and makes it premium; a fan hears the preview, subscribes and hears it all', async ({
    page,
    newAccount,
  }) => {
    test.setTimeout(150_000);
    const creator = await newAccount({ prefix: 'musician', isCreator: true });
    const priced = await page.request.patch('/api/creators/me', {
      headers: creator.headers,
      data: { subscriptionPriceCents: 499 },
    });
    expect(priced.status()).toBe(200);
    await creator.signIn(page.context());
    await openPage(page, '/artist-dashboard');
    await expect(page.getByRole('heading', { name: 'Artist dashboard' })).toBeVisible();

    await recordProgress(page);
    await page.getByRole('button', { name: 'Upload Music' }).click();
    await page.getByLabel('Audio file').setInputFiles(wavPath);
    await expect(page.getByLabel('Title')).toHaveValue('Night Run');
    await expect(page.getByLabel('Genre')).toHaveValue('synthwave');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Upload Successful').first()).toBeVisible({ timeout: 30_000 });
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    // The bytes really sent: the bar stopped part way between the two pieces of the file.
    expect(
      seen.some((value) => value > 0 && value < 100),
      `progress seen: ${seen}`,
    ).toBe(true);

    const item = songItem(page, 'Night Run');
    await expect(item.getByRole('button', { name: 'Play “Night Run”' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(item.getByText('Processing…')).toHaveCount(0);
    await expect(item.getByRole('slider', { name: 'Position in “Night Run”' })).toBeVisible();
    await playBriefly(item, '“Night Run”');
    expect(await durationOf(item)).toBeCloseTo(SONG_SECONDS, 0);

    await item.getByRole('button', { name: 'Make Premium' }).click();
    await item.getByRole('button', { name: 'Confirm price' }).click();
    await expect(page.getByText('Song Updated').first()).toBeVisible();
    await expect(item.getByRole('button', { name: 'Make Free' })).toBeVisible();
    const song = await uploadedSong(creator, page, 'Night Run');
    expect(song.sizeBytes).toBe(statSync(wavPath).size);

    // A fan: the preview only, and no way to the whole file.
    const fan = await newAccount({ prefix: 'listener' });
    const fanPage = await fan.newPage();
    await openPage(fanPage, `/creator/${creator.username}`);
    const fanItem = songItem(fanPage, 'Night Run');
    await expect(fanItem.getByText('Preview · 30 s')).toBeVisible();
    await expect(audioOf(fanItem)).toHaveAttribute('src', `/api/songs/${song.id}/preview`);
    await playBriefly(fanItem, 'the preview of “Night Run”');
    expect(await durationOf(fanItem)).toBeCloseTo(30, 0);
    const refused = await fanPage.request.get(`/api/songs/${song.id}/stream`, {
      headers: { ...fan.headers, range: 'bytes=0-' },
    });
    expect(refused.status()).toBe(403);

    // Subscribing with the test card opens the whole song.
    await fanPage.getByRole('button', { name: 'Subscribe · $4.99/month' }).click();
    await expect(fanPage).toHaveURL(/\/checkout\/[\w-]+$/);
    await fanPage.getByLabel('Name on card').fill('Night Listener');
    await fanPage.getByLabel('Card number').fill('4242 4242 4242 4242');
    await fanPage.getByLabel('Expiry').fill('12/39');
    await fanPage.getByLabel('CVC').fill('123');
    await fanPage.getByRole('button', { name: 'Pay $4.99' }).click();
    await expect(fanPage).toHaveURL(`/creator/${creator.username}`);
    await expect(fanPage.getByText('Subscribed!').first()).toBeVisible();
    await expect(fanItem.getByText('Premium · Full song')).toBeVisible();
    await expect(audioOf(fanItem)).toHaveAttribute('src', `/api/songs/${song.id}/stream`);
    await playBriefly(fanItem, '“Night Run”');
    expect(await durationOf(fanItem)).toBeCloseTo(SONG_SECONDS, 0);

    // And likes it.
    await fanItem.getByRole('button', { name: 'Like “Night Run”, 0 likes' }).click();
    await expect(fanItem.getByRole('button', { name: 'Like “Night Run”, 1 like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a file that is not audio gets “Invalid File” and nothing is sent', async ({
    page,
    newAccount,
  }) => {
    const creator = await newAccount({ prefix: 'musician', isCreator: true });
    await creator.signIn(page.context());
    await openPage(page, '/artist-dashboard');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/artist/songs/')) sent.push(request.url());
    });
    await page.getByLabel('Audio file').setInputFiles({
      name: 'liner notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Side A: Night Run'),
    });
    await expect(page.getByText('Invalid File').first()).toBeVisible();
    await expect(page.getByText('Please select an audio file.').first()).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
    expect(sent).toEqual([]);
  });

  test('an upload cut short by a reload goes on from where it stopped', async ({
    page,
    newAccount,
  }) => {
    test.setTimeout(90_000);
    const creator = await newAccount({ prefix: 'musician', isCreator: true });
    await creator.signIn(page.context());
    await openPage(page, '/artist-dashboard');

    // The connection "drops" before the second piece: its request is held until the reload.
    let pieces = 0;
    let heldResolve = () => {};
    const held = new Promise<void>((resolve) => {
      heldResolve = resolve;
    });
    await page.route('**/api/artist/songs/tus/*', async (route) => {
      if (route.request().method() === 'PATCH' && ++pieces === 2) {
        heldResolve();
        return;
      }
      await route.continue();
    });
    await page.getByLabel('Audio file').setInputFiles(wavPath);
    await page.getByLabel('Title').fill('Night Run (long drive)');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await held;
    const piece = SONG_UPLOAD_PIECE_BYTES;
    const percent = Math.floor((piece / statSync(wavPath).size) * 100);
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    );

    // The reload ends the held request unsent; only then does the network come back.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const notice = page.getByRole('status', { name: 'Unfinished uploads' });
    await expect(notice).toContainText(`“Night Run.wav” stopped at ${percent}% (16.0 MB of`, {
      timeout: 10_000,
    });
    await expect(notice).toContainText('Choose the same file again to go on from there.');

    const offsets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/artist/songs/tus/')) {
        offsets.push(request.headers()['upload-offset'] ?? '');
      }
    });
    await page.getByLabel('Audio file').setInputFiles(wavPath);
    await expect(
      page.getByText(`Picks up at ${percent}%: only the rest of this file will be sent.`),
    ).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Night Run (long drive)');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Upload Successful').first()).toBeVisible({ timeout: 30_000 });
    expect(offsets).toEqual([String(piece)]);
    await expect(notice).toHaveCount(0);

    const song = await uploadedSong(creator, page, 'Night Run (long drive)');
    expect(song.sizeBytes).toBe(statSync(wavPath).size);
    await expect(
      songItem(page, 'Night Run (long drive)').getByRole('button', {
        name: 'Play “Night Run (long drive)”',
      }),
    ).toBeVisible({ timeout: 60_000 });
  });
});
