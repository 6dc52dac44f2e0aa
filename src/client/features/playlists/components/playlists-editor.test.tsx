import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OfficePlaylist } from '../../../../shared/contracts/playlists';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { answerConfirm } from '../../../testing/dialogs';
import { findToast, renderWithUser } from '../../../testing/render';
import { officeEntry, officePlaylist } from '../testing/playlist-fixtures';
import { PlaylistsEditor } from './playlists-editor';

const OFFICE = 'GET /api/playlists/office';
const CATALOGUE = 'GET /api/playlists/office/catalogue';

const sunsetGrid = officeEntry({ id: 3, title: 'Sunset Grid', artist: 'Lazerhawk Jr' });
const neonRain = officeEntry({
  kind: 'song',
  id: 12,
  title: 'Neon Rain',
  artist: 'Neon Rider',
  premium: true,
});
const chromeHeart = officeEntry({ kind: 'song', id: 14, title: 'Chrome Heart' });
const lostTape = officeEntry({ id: 5, title: 'Lost Tape', available: false });

const nightDrive = officePlaylist({
  id: 1,
  title: 'Night Drive 1986',
  published: true,
  entries: [sunsetGrid, lostTape],
});
const novaPicks = officePlaylist({
  id: 2,
  title: 'Nova’s Picks',
  kind: 'dj-special',
  host: 'DJ Nova',
  entries: [chromeHeart],
});

function renderEditor() {
  const api = stubApi()
    .on(OFFICE, json({ playlists: [nightDrive, novaPicks] }))
    .on(CATALOGUE, (request) => {
      const q = request.url.searchParams.get('q') ?? '';
      const all = [sunsetGrid, neonRain, chromeHeart];
      return json({
        entries: all.filter((entry) => entry.title.toLowerCase().includes(q.toLowerCase())),
      });
    });
  const rendered = renderWithUser(<PlaylistsEditor />, { path: '/admin/station?tab=playlists' });
  return { api, ...rendered };
}

const form = () => within(screen.getByRole('form'));
const entryTitles = () =>
  within(form().getByRole('list', { name: 'Tracks in this playlist' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.firstChild?.textContent);

/** Opens a new playlist and searches the library for a word, once its results show. */
async function startNew(user: UserEvent, title = 'Chrome Dreams') {
  await user.click(await screen.findByRole('button', { name: 'New playlist' }));
  await user.type(form().getByRole('textbox', { name: /^Title/ }), title);
  await user.selectOptions(form().getByRole('combobox', { name: 'Kind' }), 'mood');
}

async function search(user: UserEvent, words: string) {
  const box = form().getByRole('searchbox', { name: /^Search the library/ });
  await user.clear(box);
  await user.type(box, words);
}

const results = () => within(form().getByRole('list', { name: 'Search results' }));

describe('PlaylistsEditor', () => {
  it('lists every playlist with its kind, whether it is published, and its tracks', async () => {
    renderEditor();
    const list = await screen.findByRole('list', { name: 'Station playlists' });
    const [drive, nova] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(drive as HTMLElement).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Night Drive 1986',
    );
    expect(drive).toHaveTextContent('Era');
    expect(drive).toHaveTextContent('Published');
    expect(drive).toHaveTextContent('2 tracks');
    expect(drive).toHaveTextContent('1 track is no longer in the library');
    expect(
      within(drive as HTMLElement).getByRole('link', { name: 'View Night Drive 1986' }),
    ).toHaveAttribute('href', '/playlists/night-drive-1986');
    expect(nova).toHaveTextContent('DJ special');
    expect(nova).toHaveTextContent('Draft');
    expect(nova).toHaveTextContent('1 track · picked by DJ Nova');
    expect(within(nova as HTMLElement).queryByRole('link')).toBeNull();
    expect(
      within(nova as HTMLElement).getByRole('button', { name: 'Edit Nova’s Picks' }),
    ).toBeVisible();
    expect(
      within(nova as HTMLElement).getByRole('button', { name: 'Delete Nova’s Picks' }),
    ).toBeVisible();
  });

  it('builds a playlist from the track picker, in the order chosen, and adds it', async () => {
    const { api, user, queryClient } = renderEditor();
    api.on('POST /api/playlists/office', (request) =>
      json(
        officePlaylist({
          ...(request.json() as object as OfficePlaylist),
          id: 7,
          title: 'Chrome Dreams',
          entries: [neonRain, sunsetGrid],
        }),
        201,
      ),
    );
    await startNew(user);
    // The newest of the library, before any search.
    expect(await screen.findByRole('button', { name: 'Add Sunset Grid' })).toBeVisible();
    expect(results().getAllByRole('listitem')).toHaveLength(3);
    await user.click(results().getByRole('button', { name: 'Add Sunset Grid' }));

    await search(user, 'neon');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(1));
    const neon = results().getByRole('listitem');
    expect(neon).toHaveTextContent('Premium');
    expect(neon).toHaveTextContent('Artist song');
    await user.click(results().getByRole('button', { name: 'Add Neon Rain' }));
    expect(results().getByRole('button', { name: 'Added Neon Rain' })).toBeDisabled();
    expect(entryTitles()).toEqual(['Sunset Grid', 'Neon Rain']);

    await user.click(form().getByRole('button', { name: 'Move Neon Rain up' }));
    expect(entryTitles()).toEqual(['Neon Rain', 'Sunset Grid']);
    // Focus stays with the track that moved; at the top it can only go down again.
    expect(form().getByRole('button', { name: 'Move Neon Rain down' })).toHaveFocus();

    await user.click(form().getByRole('checkbox', { name: 'Published' }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(form().getByRole('button', { name: 'Add playlist' }));
    expect(await findToast('Playlist added')).toBeInTheDocument();
    expect(api.calls('POST /api/playlists/office')[0]?.json()).toEqual({
      title: 'Chrome Dreams',
      kind: 'mood',
      host: '',
      description: '',
      published: true,
      entries: [
        { kind: 'song', id: 12 },
        { kind: 'track', id: 3 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['playlists'] });
  });

  it('searches once the typing pauses, not at every key', async () => {
    const { api, user } = renderEditor();
    await startNew(user);
    await screen.findByRole('button', { name: 'Add Sunset Grid' });
    await search(user, 'chrome');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(1));
    const asked = api.calls(CATALOGUE).map((call) => call.url.searchParams.get('q'));
    expect(asked).toEqual(['', 'chrome']);
  });

  it('says when nothing matches the search', async () => {
    const { user } = renderEditor();
    await startNew(user);
    await search(user, 'zzz');
    expect(await form().findByText('Nothing matches “zzz”')).toBeVisible();
  });

  it('moves and removes tracks with buttons named by the track', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit Night Drive 1986' }));
    expect(entryTitles()).toEqual(['Sunset Grid', 'Lost Tape']);
    expect(form().getByRole('button', { name: 'Move Sunset Grid up' })).toBeDisabled();
    expect(form().getByRole('button', { name: 'Move Lost Tape down' })).toBeDisabled();

    await user.click(form().getByRole('button', { name: 'Move Sunset Grid down' }));
    expect(entryTitles()).toEqual(['Lost Tape', 'Sunset Grid']);
    expect(form().getByRole('button', { name: 'Move Sunset Grid up' })).toHaveFocus();

    await user.click(form().getByRole('button', { name: 'Remove Lost Tape' }));
    expect(entryTitles()).toEqual(['Sunset Grid']);
    expect(form().getByRole('button', { name: 'Remove Sunset Grid' })).toHaveFocus();
  });

  it('marks a track that is no longer in the library', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit Night Drive 1986' }));
    const [, lost] = within(
      form().getByRole('list', { name: 'Tracks in this playlist' }),
    ).getAllByRole('listitem') as HTMLElement[];
    expect(lost).toHaveTextContent('Unavailable: no longer in the library, listeners skip it');
  });

  it('refuses a playlist without a title beside the field, and sends nothing', async () => {
    const { api, user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'New playlist' }));
    await user.click(form().getByRole('button', { name: 'Add playlist' }));
    expect(await form().findByText('Title is required')).toBeVisible();
    expect(form().getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/playlists/office')).toHaveLength(0);
  });

  it('puts the server’s reasons beside the fields and the tracks they are about', async () => {
    const { api, user } = renderEditor();
    api.on(
      'POST /api/playlists/office',
      apiError(400, 'VALIDATION_FAILED', 'Check the playlist.', [
        { field: 'host', reason: 'must name a member of the crew' },
        { field: 'entries.0', reason: 'must name a station track or a song' },
      ]),
    );
    await startNew(user);
    await user.click(await screen.findByRole('button', { name: 'Add Sunset Grid' }));
    await user.click(form().getByRole('button', { name: 'Add playlist' }));
    expect(await form().findByText('Host must name a member of the crew')).toBeVisible();
    expect(form().getByRole('textbox', { name: /^Host/ })).toHaveFocus();
    expect(form().getByText('Tracks must name a station track or a song')).toBeVisible();
  });

  it('tells when a track left the library before the save', async () => {
    const { api, user } = renderEditor();
    const reason = 'Sunset Grid is no longer in the library: remove it and save again.';
    api.on('POST /api/playlists/office', apiError(400, 'PLAYLIST_ENTRY_UNAVAILABLE', reason));
    await startNew(user);
    await user.click(await screen.findByRole('button', { name: 'Add Sunset Grid' }));
    await user.click(form().getByRole('button', { name: 'Add playlist' }));
    const alert = await form().findByText(reason);
    expect(alert).toHaveAttribute('role', 'alert');
  });

  it('shows the newer version on a conflict and saves from it when asked', async () => {
    const { api, user } = renderEditor();
    const theirs = { ...nightDrive, title: 'Night Drive 1987', entries: [sunsetGrid], version: 2 };
    api.on('PUT /api/playlists/office/1', (request) => {
      const body = request.json() as { version: number };
      if (body.version === 1) {
        return json(
          { error: { status: 409, code: 'STALE_PLAYLIST', message: 'Changed.' }, current: theirs },
          409,
        );
      }
      return json({ ...theirs, ...(body as object), entries: [sunsetGrid], version: 3 });
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Night Drive 1986' }));
    await user.type(form().getByRole('textbox', { name: /^Host/ }), 'Mara Lux');
    await user.click(form().getByRole('button', { name: 'Save playlist' }));

    const conflict = await form().findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else changed this playlist');
    expect(within(conflict).getByTestId('current-playlist')).toHaveTextContent(
      '“Night Drive 1987”, an era playlist, published1 track: Sunset Grid',
    );
    expect(form().getByRole('button', { name: 'Save playlist' })).toBeDisabled();

    await user.click(
      within(conflict).getByRole('button', { name: 'Start again from their version' }),
    );
    expect(form().getByRole('textbox', { name: /^Title/ })).toHaveValue('Night Drive 1987');
    expect(form().getByRole('textbox', { name: /^Host/ })).toHaveValue('');
    expect(entryTitles()).toEqual(['Sunset Grid']);
    await user.click(form().getByRole('button', { name: 'Save playlist' }));
    expect(await findToast('Playlist saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/playlists/office/1').at(-1)?.json()).toEqual({
      title: 'Night Drive 1987',
      kind: 'era',
      host: '',
      description: '',
      published: true,
      entries: [{ kind: 'track', id: 3 }],
      version: 2,
    });
  });

  it('keeps the edits over a newer version when told to', async () => {
    const { api, user } = renderEditor();
    const theirs = { ...novaPicks, description: 'Their words.', version: 4 };
    api.on('PUT /api/playlists/office/2', (request) => {
      const body = request.json() as { version: number };
      return body.version === 4
        ? json({ ...theirs, ...(body as object), entries: [chromeHeart], version: 5 })
        : json(
            {
              error: { status: 409, code: 'STALE_PLAYLIST', message: 'Changed.' },
              current: theirs,
            },
            409,
          );
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Nova’s Picks' }));
    await user.type(form().getByRole('textbox', { name: /^Description/ }), 'Mine.');
    await user.click(form().getByRole('button', { name: 'Save playlist' }));
    const conflict = await form().findByRole('alert');
    await user.click(within(conflict).getByRole('button', { name: 'Keep my changes' }));
    await user.click(form().getByRole('button', { name: 'Save playlist' }));
    expect(await findToast('Playlist saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/playlists/office/2').at(-1)?.json()).toMatchObject({
      description: 'Mine.',
      version: 4,
    });
  });

  it('deletes a playlist after asking, naming the version shown', async () => {
    const { api, user } = renderEditor();
    api.on('DELETE /api/playlists/office/2', noContent());
    await user.click(await screen.findByRole('button', { name: 'Delete Nova’s Picks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this playlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete playlist' }));
    expect(await findToast('Playlist deleted')).toBeInTheDocument();
    const [call] = api.calls('DELETE /api/playlists/office/2');
    expect(call?.url.searchParams.get('version')).toBe('1');
  });

  it('asks before unsaved changes are thrown away, the tracks’ order too', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Edit Night Drive 1986' }));
    await user.click(form().getByRole('button', { name: 'Move Sunset Grid down' }));
    const confirm = answerConfirm(false);
    await user.click(screen.getByRole('button', { name: 'Edit Nova’s Picks' }));
    expect(confirm).toHaveBeenCalledWith('Discard your changes to the playlist you are editing?');
    expect(entryTitles()).toEqual(['Lost Tape', 'Sunset Grid']);

    // Moved back, nothing is left to lose.
    await user.click(form().getByRole('button', { name: 'Move Sunset Grid up' }));
    await user.click(screen.getByRole('button', { name: 'Edit Nova’s Picks' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(form().getByRole('heading', { level: 3 })).toHaveTextContent('Edit “Nova’s Picks”');
  });
});
