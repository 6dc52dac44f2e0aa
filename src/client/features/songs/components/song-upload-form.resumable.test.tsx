import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtistSong } from '../../../../shared/contracts/songs';
import { SONG_MESSAGES } from '../../../../shared/songs.constants';
import { dismissToast } from '../../../components/ui/toast-store';
import type { UploadProgress } from '../../../lib/api-client';
import { stubApi } from '../../../testing/api-stub';
import { findToast, renderApp, signIn } from '../../../testing/render';
import type { UnfinishedUpload } from '../api/resumable-upload';
import * as resumable from '../api/resumable-upload';
import { artistSong } from '../testing/song-fixtures';
import { SongUploadForm } from './song-upload-form';

vi.mock('../api/resumable-upload', () => ({
  uploadSongResumable: vi.fn(),
  unfinishedUploads: vi.fn(),
  bytesReceived: vi.fn(),
  forgetUnfinished: vi.fn(),
  discardUnfinished: vi.fn(),
}));

const MB = 1024 * 1024;
const audioFile = (name = 'Night Drive.wav', bytes = 4 * MB) =>
  new File([new Uint8Array(bytes)], name, { type: 'audio/wav' });

interface Transfer {
  fields: { audio: File; title: string; genre: string };
  signal?: AbortSignal;
  progress: (loaded: number, total: number) => void;
  finish: (song: ArtistSong | null) => void;
  fail: (error: Error) => void;
}

const upload = vi.mocked(resumable.uploadSongResumable);
let transfers: Transfer[];

beforeEach(() => {
  transfers = [];
  upload.mockImplementation(
    (fields, options = {}) =>
      new Promise((resolve, reject) => {
        options.signal?.addEventListener('abort', () =>
          reject(new DOMException('The upload was cancelled.', 'AbortError')),
        );
        transfers.push({
          fields,
          signal: options.signal,
          progress: (loaded, total) => options.onProgress?.({ loaded, total } as UploadProgress),
          finish: resolve,
          fail: reject,
        });
      }),
  );
  vi.mocked(resumable.unfinishedUploads).mockResolvedValue([]);
  vi.mocked(resumable.bytesReceived).mockResolvedValue(null);
  vi.mocked(resumable.forgetUnfinished).mockResolvedValue();
  vi.mocked(resumable.discardUnfinished).mockResolvedValue();
});

// Each test reads its own toasts.
afterEach(() => dismissToast());

function setup() {
  signIn('tok');
  const api = stubApi();
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderApp(<SongUploadForm artistId={42} />);
  return { api, user };
}

const picker = () => screen.getByLabelText('Audio file');
const lastTransfer = () => {
  const transfer = transfers.at(-1);
  if (!transfer) throw new Error('no upload was started');
  return transfer;
};

const stopped: UnfinishedUpload = {
  key: 'tus::tus-br-Night Drive.wav::1',
  url: '/api/artist/songs/tus/42-abc',
  fileName: 'Night Drive.wav',
  size: 4 * MB,
  title: 'Night Drive (club edit)',
  genre: 'darksynth',
};

describe('SongUploadForm with resumable uploads', () => {
  it('sends the file in resumable pieces and shows the bytes the server has', async () => {
    const { user } = setup();
    await user.upload(picker(), audioFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const transfer = lastTransfer();
    expect(transfer.fields.title).toBe('Night Drive');
    expect(transfer.fields.genre).toBe('synthwave');
    expect(transfer.fields.audio.name).toBe('Night Drive.wav');
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    act(() => transfer.progress(MB, 4 * MB));
    expect(bar).toHaveAttribute('aria-valuetext', '25%, 1.0 MB of 4.0 MB');

    act(() => transfer.finish(artistSong({ status: 'processing' })));
    expect(await findToast(SONG_MESSAGES.uploaded.title)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('still counts the upload as done when the server’s last answer was lost', async () => {
    const { api, user } = setup();
    await user.upload(picker(), audioFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => lastTransfer().finish(null));
    expect(await findToast(SONG_MESSAGES.uploaded.title)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(api.requests).toHaveLength(0);
  });

  it('cancels through the signal, which deletes what was sent', async () => {
    const { user } = setup();
    await user.upload(picker(), audioFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => lastTransfer().progress(2 * MB, 4 * MB));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(lastTransfer().signal?.aborted).toBe(true);
    expect(await findToast('Upload cancelled')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Night Drive');
  });

  it('offers an upload a reload cut short, with how far it got, and picks it up from the same file', async () => {
    vi.mocked(resumable.unfinishedUploads).mockResolvedValue([stopped]);
    vi.mocked(resumable.bytesReceived).mockResolvedValue(MB);
    const { user } = setup();

    const notice = await screen.findByRole('status', { name: 'Unfinished uploads' });
    expect(notice).toHaveTextContent(
      '“Night Drive.wav” stopped at 25% (1.0 MB of 4.0 MB). Choose the same file again to go on from there.',
    );
    expect(resumable.unfinishedUploads).toHaveBeenCalledWith(42);

    await user.upload(picker(), audioFile());
    expect(
      screen.getByText('Picks up at 25%: only the rest of this file will be sent.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Night Drive (club edit)');
    expect(screen.getByLabelText('Genre')).toHaveValue('darksynth');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(lastTransfer().fields.title).toBe('Night Drive (club edit)');
    expect(screen.queryByRole('status', { name: 'Unfinished uploads' })).not.toBeInTheDocument();
  });

  it('forgets an upload the server no longer holds, and discards one on request', async () => {
    const gone = { ...stopped, key: 'tus::gone::2', url: '/api/artist/songs/tus/42-gone' };
    vi.mocked(resumable.unfinishedUploads).mockResolvedValue([gone, stopped]);
    vi.mocked(resumable.bytesReceived).mockImplementation(async (upload) =>
      upload.key === gone.key ? null : 3 * MB,
    );
    const { user } = setup();
    const notice = await screen.findByRole('status', { name: 'Unfinished uploads' });
    await waitFor(() => expect(resumable.forgetUnfinished).toHaveBeenCalledWith(gone));
    expect(within(notice).getAllByRole('listitem')).toHaveLength(1);

    vi.mocked(resumable.unfinishedUploads).mockResolvedValue([]);
    await user.click(
      within(notice).getByRole('button', {
        name: 'Discard the unfinished upload of Night Drive.wav',
      }),
    );
    await waitFor(() =>
      expect(resumable.discardUnfinished).toHaveBeenCalledWith(
        expect.objectContaining({ key: stopped.key, received: 3 * MB }),
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Unfinished uploads' })).not.toBeInTheDocument(),
    );
  });
});
