import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LibraryItem } from '../../../../shared/contracts/playout';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { findListItems } from '../../../testing/queries';
import { findToast, renderApp, signIn } from '../../../testing/render';
import { stubXhr } from '../../../testing/xhr-stub';
import { airplaySubmission, libraryItem } from '../testing/station-fixtures';
import { StationLibrary } from './station-library';

const TRACKS = 'GET /api/station/tracks';
const SUBMISSIONS = 'GET /api/station/submissions';

const MB = 1024 * 1024;
const audioFile = (name = 'Harbour Lights.mp3', type = 'audio/mpeg') =>
  new File([new Uint8Array(2 * MB)], name, { type });

function setup(tracks: LibraryItem[] = [libraryItem()]) {
  signIn('tok');
  let current = tracks;
  const api = stubApi()
    .on(SUBMISSIONS, json({ submissions: [airplaySubmission()] }))
    .on(TRACKS, (request) =>
      request.url.searchParams.get('before') === '30'
        ? json({ tracks: [libraryItem({ id: 29, title: 'Older Track' })], nextCursor: null })
        : json({ tracks: current, nextCursor: current.length > 1 ? 30 : null }),
    )
    .on('PUT /api/station/tracks/40/rotation', (request) => {
      const { inRotation } = request.json() as { inRotation: boolean };
      current = current.map((track) =>
        track.id === 40
          ? { ...track, retiredAt: inRotation ? null : '2026-11-22T10:00:00.000Z' }
          : track,
      );
      return json(current.find((track) => track.id === 40));
    });
  const xhr = stubXhr();
  // The picker's accept list is only a hint; the check under test must hold without it.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderApp(<StationLibrary />);
  return { api, xhr, user };
}

const picker = () => screen.getByLabelText('Audio file');

describe('StationLibrary', () => {
  it('shows the songs waiting for a decision first, then the tracks with source, status and plays', async () => {
    setup([
      libraryItem(),
      libraryItem({
        id: 41,
        title: 'Laser Lagoon',
        artist: 'Neon Rider',
        source: 'song',
        status: 'preparing',
        durationMs: null,
        plays: 1,
      }),
    ]);
    const [submission] = await findListItems('Songs waiting for a decision');
    expect(submission).toHaveTextContent('Night Drive');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(0, 2)).toEqual(['Airplay submissions', 'Upload a track']);

    const [upload, song] = await findListItems('Library tracks');
    expect(upload).toHaveTextContent('Harbour Lights · The Night Crew');
    expect(upload).toHaveTextContent('Upload');
    expect(upload).toHaveTextContent('Ready');
    expect(upload).toHaveTextContent('3:21');
    expect(upload).toHaveTextContent('12 plays');
    expect(song).toHaveTextContent('Artist song');
    expect(song).toHaveTextContent('Preparing');
    expect(song).toHaveTextContent('1 play');
  });

  it('searches by artist or title and filters by rotation', async () => {
    const { api, user } = setup();
    await findListItems('Library tracks');
    await user.type(screen.getByLabelText('Search the library'), '  harbour ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Show'), 'Out of rotation');
    await waitFor(() => expect(api.calls(TRACKS)).toHaveLength(3));
    const asked = api.calls(TRACKS).map((call) => call.url.searchParams.toString());
    expect(asked).toEqual(['rotation=all', 'q=harbour&rotation=all', 'q=harbour&rotation=out']);
  });

  it('takes a track out of rotation and puts it back, with the keyboard', async () => {
    const { api, user } = setup();
    const [track] = await findListItems('Library tracks');
    const takeOut = within(track as HTMLElement).getByRole('button', {
      name: 'Take out of rotation (Harbour Lights)',
    });
    takeOut.focus();
    await user.keyboard('{Enter}');
    expect(await findToast('Out of rotation')).toHaveTextContent(
      '“Harbour Lights” by The Night Crew will not be played.',
    );
    expect(api.calls('PUT /api/station/tracks/40/rotation')[0]?.json()).toEqual({
      inRotation: false,
    });
    // The list is read again, and says so.
    expect(await screen.findByText(/Out of rotation since/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Put back (Harbour Lights)' }));
    expect(await findToast('Back in rotation')).toBeInTheDocument();
    expect(api.calls('PUT /api/station/tracks/40/rotation')[1]?.json()).toEqual({
      inRotation: true,
    });
  });

  it('loads older tracks with the cursor', async () => {
    const { user } = setup([libraryItem(), libraryItem({ id: 31, title: 'Second' })]);
    await findListItems('Library tracks');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older Track')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not audio before sending it, beside the picker', async () => {
    const { xhr, user } = setup();
    await user.upload(picker(), new File(['%PDF'], 'cover.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('“cover.pdf” is not an audio file.');
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAccessibleDescription(/not an audio file/);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(xhr.sent).toHaveLength(0);
  });

  it('needs a title and an artist, said beside each field', async () => {
    const { xhr, user } = setup();
    await user.upload(picker(), audioFile());
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Artist')).toHaveAccessibleDescription('Artist is required');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(xhr.sent).toHaveLength(0);
  });

  it('uploads the file with its title and artist, shows the bytes sent, and empties the form', async () => {
    const { api, xhr, user } = setup();
    await findListItems('Library tracks');
    await user.upload(picker(), audioFile());
    expect(screen.getByLabelText('Title')).toHaveValue('Harbour Lights');
    await user.type(screen.getByLabelText('Artist'), 'The Night Crew');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const request = xhr.last();
    expect([request.method, request.url]).toEqual(['POST', '/api/station/tracks']);
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    const body = request.body as FormData;
    expect(body.get('title')).toBe('Harbour Lights');
    expect(body.get('artist')).toBe('The Night Crew');
    expect((body.get('audio') as File).name).toBe('Harbour Lights.mp3');
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    act(() => request.progress(MB, 2 * MB));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByLabelText('Artist')).toBeDisabled();

    const before = api.calls(TRACKS).length;
    act(() => request.respond(201, libraryItem({ id: 50, status: 'preparing' })));
    expect(await findToast('Uploaded')).toHaveTextContent('“Harbour Lights” by The Night Crew');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Artist')).toHaveValue('');
    await waitFor(() => expect(api.calls(TRACKS).length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal of the file beside the picker', async () => {
    const { xhr, user } = setup();
    await user.upload(picker(), audioFile('renamed.mp3'));
    await user.type(screen.getByLabelText('Artist'), 'Someone');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const reason = 'The file is not audio: its bytes are a PNG image';
    const refusal = await apiError(415, 'NOT_AUDIO', `${reason}.`, [
      { field: 'audio', reason },
    ]).text();
    act(() => xhr.last().respond(415, JSON.parse(refusal)));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText('Artist')).toHaveValue('Someone');
  });
});
