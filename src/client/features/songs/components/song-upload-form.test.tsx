import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SONG_MESSAGES } from '../../../../shared/songs.constants';
import { stubApi } from '../../../testing/api-stub';
import { findToast, renderApp, signIn } from '../../../testing/render';
import { stubXhr } from '../../../testing/xhr-stub';
import { artistSong } from '../testing/song-fixtures';
import { SongUploadForm } from './song-upload-form';

// Here the page uploads in one request, as browsers without resumable uploads do; the
// resumable path has its own tests.
vi.mock('tus-js-client', async (original) => ({
  ...(await original<typeof import('tus-js-client')>()),
  isSupported: false,
}));

const MB = 1024 * 1024;
const audioFile = (name = 'Night Drive.mp3', bytes = 3 * MB, type = 'audio/mpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

function setup() {
  signIn('tok');
  const api = stubApi();
  const xhr = stubXhr();
  // The picker's accept list is only a hint; the check under test must hold without it.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderApp(<SongUploadForm />);
  return { api, xhr, user };
}

const picker = () => screen.getByLabelText('Audio file');

describe('SongUploadForm', () => {
  it('offers a picker for audio files only', () => {
    setup();
    expect(picker()).toHaveAttribute('accept', 'audio/*');
    expect(screen.getByLabelText('Genre')).toHaveValue('synthwave');
  });

  it('refuses a file that is not audio with the spec toast, and sends nothing', async () => {
    const { api, xhr, user } = setup();
    await user.upload(picker(), new File(['%PDF'], 'cover.pdf', { type: 'application/pdf' }));
    expect(await findToast(SONG_MESSAGES.invalidFile.title)).toHaveTextContent(
      'Please select an audio file.',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an audio file to upload.');
    expect(xhr.sent).toHaveLength(0);
    expect(api.requests).toHaveLength(0);
  });

  it('fills the title with the file name without its extension, and both stay editable', async () => {
    const { user } = setup();
    await user.upload(picker(), audioFile('Neon.Boulevard (final mix).flac'));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Neon.Boulevard (final mix)');
    await user.clear(title);
    await user.type(title, 'Neon Boulevard');
    const genre = screen.getByLabelText('Genre');
    await user.clear(genre);
    await user.type(genre, 'darksynth');
    expect(title).toHaveValue('Neon Boulevard');
    expect(genre).toHaveValue('darksynth');
  });

  it('refuses a file over 500 MB before sending it', async () => {
    const { xhr, user } = setup();
    const huge = audioFile('huge.wav', 1, 'audio/wav');
    Object.defineProperty(huge, 'size', { value: 501 * MB });
    await user.upload(picker(), huge);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“huge.wav” is 501.0 MB; a song can be at most 500.0 MB.',
    );
    expect(xhr.sent).toHaveLength(0);
  });

  it('uploads with the api client’s credentials and shows the real bytes sent', async () => {
    const { xhr, user } = setup();
    await user.upload(picker(), audioFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/artist/songs/upload');
    expect(request.withCredentials).toBe(true);
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    const body = request.body as FormData;
    expect(body.get('title')).toBe('Night Drive');
    expect(body.get('genre')).toBe('synthwave');
    expect((body.get('audio') as File).name).toBe('Night Drive.mp3');

    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => request.progress(1.5 * MB, 3 * MB));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', '50%, 1.5 MB of 3.0 MB');
    expect(screen.getByText('50%').parentElement).toHaveTextContent('50% · 1.5 MB of 3.0 MB');
    expect(screen.getByLabelText('Title')).toBeDisabled();

    act(() => request.progress(3 * MB, 3 * MB));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Sent. Checking your file…')).toBeInTheDocument();

    act(() => request.respond(201, artistSong({ status: 'processing' })));
    expect(await findToast(SONG_MESSAGES.uploaded.title)).toHaveTextContent(
      SONG_MESSAGES.uploaded.description,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('cancels the upload, keeping what was typed', async () => {
    const { xhr, user } = setup();
    await user.upload(picker(), audioFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => xhr.last().progress(MB, 3 * MB));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(xhr.last().aborted).toBe(true);
    expect(await findToast('Upload cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Night Drive');
  });

  it('says why the server refused the upload', async () => {
    const { xhr, user } = setup();
    await user.upload(picker(), audioFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const message = 'This upload would pass your 2 GB of storage: delete a song first.';
    act(() => xhr.last().respond(413, { error: { status: 413, code: 'OVER_QUOTA', message } }));
    expect(await findToast(message)).toHaveTextContent(SONG_MESSAGES.uploadFailed.title);
    expect(screen.getByLabelText('Title')).toHaveValue('Night Drive');
  });

  it('falls back to the spec’s sentence when the connection drops', async () => {
    const { xhr, user } = setup();
    await user.upload(picker(), audioFile());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    act(() => xhr.last().fail());
    expect(await findToast(SONG_MESSAGES.uploadFailed.description)).toHaveTextContent(
      SONG_MESSAGES.uploadFailed.title,
    );
  });
});
