import { AlertTriangle, Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ArtistSong } from '../../../../shared/contracts/songs';
import {
  DEFAULT_SONG_GENRE,
  SONG_GENRE_MAX,
  SONG_MAX_BYTES,
  SONG_MAX_SECONDS,
  SONG_MESSAGES,
  SONG_TITLE_MAX,
} from '../../../../shared/songs.constants';
import { toast } from '../../../components/ui/toast-store';
import { useSongUpload } from '../hooks/use-song-upload';
import { useUnfinishedUploads } from '../hooks/use-unfinished-uploads';
import { formatMegabytes, titleFromFileName } from './song-display';
import { type TitleGenre, TitleGenreFields, titleGenreProblems } from './song-title-genre-fields';
import { resumeHint, UnfinishedUploadList } from './unfinished-uploads';
import { UploadProgressBar } from './upload-progress';

const RULES = `MP3, AAC/M4A, FLAC, WAV or Ogg, up to ${SONG_MAX_BYTES / (1024 * 1024)} MB and ${SONG_MAX_SECONDS / 60} minutes.`;

interface FieldProblems {
  file?: string;
  title?: string;
  genre?: string;
}

interface SongUploadFormProps {
  /** The signed-in artist: whose unfinished uploads this browser may offer to pick up. */
  artistId?: number;
  /** Each new number asks for the form: it scrolls into view and focuses the file picker. */
  focusRequest?: number;
  /** The new song; null when the server took the file but its answer was lost on the way. */
  onUploaded?: (song: ArtistSong | null) => void;
}

const BLANK_DETAILS: TitleGenre = { title: '', genre: DEFAULT_SONG_GENRE };

/**
 * The spec's upload form: an audio file, its title (the file name without extension) and
 * genre ('synthwave'), both editable. A file that is not audio is refused before anything is
 * sent; the upload shows the bytes really sent and can be cancelled.
 */
export function SongUploadForm({ artistId, focusRequest = 0, onUploaded }: SongUploadFormProps) {
  const headingId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState<TitleGenre>(BLANK_DETAILS);
  const [problems, setProblems] = useState<FieldProblems>({});
  const unfinished = useUnfinishedUploads(artistId);
  const resuming = file
    ? unfinished.uploads.find(
        (upload) => upload.fileName === file.name && upload.size === file.size,
      )
    : undefined;

  const reset = () => {
    setFile(null);
    setDetails(BLANK_DETAILS);
    setProblems({});
    if (fileInput.current) fileInput.current.value = '';
  };
  const { upload, cancel, progress, uploading } = useSongUpload((song) => {
    reset();
    onUploaded?.(song);
  });

  useEffect(() => {
    if (focusRequest === 0) return;
    fileInput.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    fileInput.current?.focus();
  }, [focusRequest]);

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblems({});
    const refuse = () => {
      event.target.value = '';
      setFile(null);
    };
    if (!chosen) return refuse();
    // The picker's accept list is only a hint: any file can still be chosen or dropped.
    if (!chosen.type.startsWith('audio/')) {
      toast({ ...SONG_MESSAGES.invalidFile, variant: 'destructive' });
      return refuse();
    }
    if (chosen.size > SONG_MAX_BYTES) {
      setProblems({
        file: `“${chosen.name}” is ${formatMegabytes(chosen.size)}; a song can be at most ${formatMegabytes(SONG_MAX_BYTES)}.`,
      });
      return refuse();
    }
    setFile(chosen);
    // The same file as an unfinished upload goes on with what was typed for it then.
    const earlier = unfinished.uploads.find(
      (upload) => upload.fileName === chosen.name && upload.size === chosen.size,
    );
    setDetails(({ genre }) => ({
      title: (earlier?.title || titleFromFileName(chosen.name)).slice(0, SONG_TITLE_MAX),
      genre: earlier?.genre ? earlier.genre.slice(0, SONG_GENRE_MAX) : genre,
    }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setProblems({ file: 'Choose an audio file to upload.' });
      fileInput.current?.focus();
      return;
    }
    const found = titleGenreProblems(details);
    if (found.title || found.genre) {
      setProblems(found);
      const form = event.currentTarget;
      form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    upload({ audio: file, title: details.title.trim(), genre: details.genre.trim() });
  };

  return (
    <section aria-labelledby={headingId} className="panel grid gap-4 p-5 sm:p-6">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <Upload aria-hidden className="size-5 text-accent" /> Upload Music
        </h2>
        <p className="mt-1 text-sm text-muted">{RULES}</p>
      </div>
      {uploading ? null : (
        <UnfinishedUploadList
          uploads={unfinished.uploads}
          onDiscard={unfinished.discard}
          disabled={unfinished.discarding}
        />
      )}
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <fieldset disabled={uploading} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5 sm:col-span-2">
            <label htmlFor={fileId} className="text-sm font-semibold">
              Audio file
            </label>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept="audio/*"
              onChange={handleFileChange}
              aria-invalid={problems.file ? true : undefined}
              aria-describedby={problems.file ? `${fileId}-error` : undefined}
              className="input min-w-0 cursor-pointer text-sm file:me-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-accent/15 file:px-3 file:py-1 file:font-semibold file:text-accent-strong"
            />
            {resuming && !uploading ? (
              <p className="text-sm text-muted">{resumeHint(resuming)}</p>
            ) : null}
            {problems.file ? (
              <p
                id={`${fileId}-error`}
                role="alert"
                className="flex items-center gap-2 text-sm font-medium wrap-anywhere text-live"
              >
                <AlertTriangle aria-hidden className="size-4 shrink-0" /> {problems.file}
              </p>
            ) : null}
          </div>
          <TitleGenreFields values={details} onChange={setDetails} problems={problems} />
        </fieldset>
        {uploading && file ? (
          <UploadProgressBar
            fileName={file.name}
            progress={progress}
            total={file.size}
            onCancel={cancel}
          />
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
