import { AlertTriangle, Upload, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import {
  STATION_TRACK_TEXT_MAX,
  STATION_UPLOAD_MAX_BYTES,
  STATION_UPLOAD_MAX_SECONDS,
} from '../../../../shared/contracts/playout';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage, type UploadProgress } from '../../../lib/api-client';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useStationUpload } from '../hooks/use-library-mutations';

const FORMATS = 'MP3, AAC/M4A, FLAC, WAV or Ogg';
const RULES = `${FORMATS}, up to ${STATION_UPLOAD_MAX_BYTES / (1024 * 1024)} MB and ${STATION_UPLOAD_MAX_SECONDS / 60} minutes.`;

interface Problems {
  audio?: string;
  title?: string;
  artist?: string;
  /** What the server said that is about no one field. */
  form?: string;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** "Neon Boulevard (final mix).flac" → "Neon Boulevard (final mix)". */
const titleFromFileName = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, STATION_TRACK_TEXT_MAX);

/** The checks the form makes before anything is sent; the server makes them all again. */
function checkFile(file: File): string | undefined {
  // The picker's accept list is only a hint: any file can still be chosen.
  if (!file.type.startsWith('audio/')) {
    return `“${file.name}” is not an audio file. Choose an ${FORMATS} file.`;
  }
  if (file.size > STATION_UPLOAD_MAX_BYTES) {
    return `“${file.name}” is ${megabytes(file.size)}; a track can be at most ${megabytes(STATION_UPLOAD_MAX_BYTES)}.`;
  }
  return undefined;
}

/** The server's refusal, beside the field it is about where it names one. */
function serverProblems(error: unknown): Problems {
  if (!(error instanceof ApiError)) return { form: errorMessage(error) };
  const found: Problems = {};
  for (const { field, reason } of error.fields) {
    if (field === 'audio' || field === 'title' || field === 'artist') found[field] ??= reason;
  }
  return Object.keys(found).length ? found : { form: error.friendlyMessage };
}

function Progress({
  name,
  progress,
  onCancel,
}: {
  name: string;
  progress: UploadProgress | null;
  onCancel: () => void;
}) {
  const total = progress?.total ?? 0;
  const percent =
    total > 0 ? Math.floor((Math.min(progress?.loaded ?? 0, total) / total) * 100) : 0;
  const sent = total > 0 && percent >= 100;
  return (
    <div className="grid gap-2 rounded-xl border border-line bg-surface-2/40 p-3">
      <p className="text-sm font-semibold wrap-anywhere">
        {sent ? 'Sent. Checking the file…' : `Uploading “${name}”`}
        <span className="ms-2 font-normal text-muted tabular-nums">{percent}%</span>
      </p>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-surface-2 ring-1 ring-line"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-accent to-violet motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div>
        <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
          <X aria-hidden size={16} /> Cancel upload
        </button>
      </div>
    </div>
  );
}

/** The crew's upload of a track to the station's own library: a file, its title and artist. */
export function LibraryUploadForm() {
  const headingId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [artist, setArtist] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const { upload, cancel, progress, uploading } = useStationUpload(() => {
    setFile(null);
    setTitle('');
    setArtist('');
    setProblems({});
    if (fileInput.current) fileInput.current.value = '';
  });
  useUnsavedChanges(uploading || file !== null || title.trim() !== '' || artist.trim() !== '');

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? checkFile(chosen) : undefined;
    setProblems((current) => ({
      title: current.title,
      artist: current.artist,
      ...(problem ? { audio: problem } : {}),
    }));
    if (!chosen || problem) {
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
    if (!title.trim()) setTitle(titleFromFileName(chosen.name));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {
      ...(file ? {} : { audio: 'Choose an audio file to upload.' }),
      ...(title.trim() ? {} : { title: 'is required' }),
      ...(artist.trim() ? {} : { artist: 'is required' }),
    };
    setProblems(found);
    const form = event.currentTarget;
    if (!file || found.title || found.artist) {
      // After React has marked the fields, the first one wrong takes the focus.
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    upload(
      { audio: file, title: title.trim(), artist: artist.trim() },
      { onError: (error) => setProblems(serverProblems(error)) },
    );
  };

  return (
    <section aria-labelledby={headingId} className="panel grid content-start gap-4 p-5 sm:p-6">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
          <Upload aria-hidden className="size-5 text-accent" />
          Upload a track
        </h2>
        <p className="mt-1 text-sm text-muted">{RULES}</p>
      </div>
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <fieldset disabled={uploading} className="grid min-w-0 gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={fileId} className="text-sm font-semibold">
              Audio file
            </label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept="audio/*"
              onChange={handleFileChange}
              aria-invalid={problems.audio ? true : undefined}
              aria-describedby={problems.audio ? `${fileId}-error` : undefined}
              className="input min-w-0 cursor-pointer text-sm file:me-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-accent/15 file:px-3 file:py-1 file:font-semibold file:text-accent-strong"
            />
            {problems.audio ? (
              <p
                id={`${fileId}-error`}
                role="alert"
                className="flex items-center gap-2 text-sm font-medium wrap-anywhere text-live"
              >
                <AlertTriangle aria-hidden className="size-4 shrink-0" /> {problems.audio}
              </p>
            ) : null}
          </div>
          <TextField
            label="Title"
            value={title}
            maxLength={STATION_TRACK_TEXT_MAX}
            onChange={(event) => setTitle(event.target.value)}
            error={problems.title}
          />
          <TextField
            label="Artist"
            value={artist}
            maxLength={STATION_TRACK_TEXT_MAX}
            onChange={(event) => setArtist(event.target.value)}
            error={problems.artist}
          />
        </fieldset>
        {problems.form ? (
          <p role="alert" className="text-sm font-medium wrap-anywhere text-live">
            {problems.form}
          </p>
        ) : null}
        {uploading && file ? (
          <Progress name={file.name} progress={progress} onCancel={cancel} />
        ) : (
          <div>
            <button type="submit" className="btn btn-primary">
              <Upload aria-hidden size={18} /> Upload
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
