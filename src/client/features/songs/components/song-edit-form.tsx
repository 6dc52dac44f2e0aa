import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ArtistSong, UpdateSongRequest } from '../../../../shared/contracts/songs';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUpdateSong } from '../hooks/use-song-mutations';
import { parsePreviewStart, parseSongPrice, previewStartText, priceText } from './song-fields';
import {
  PriceField,
  type TitleGenre,
  TitleGenreFields,
  titleGenreProblems,
} from './song-title-genre-fields';

type Field = 'title' | 'genre' | 'price' | 'previewStart';
type Problems = Partial<Record<Field, string>>;

const serverField: Record<string, Field> = {
  title: 'title',
  genre: 'genre',
  priceCents: 'price',
  previewStartSeconds: 'previewStart',
};

interface SongEditFormProps {
  song: ArtistSong;
  onDone: () => void;
}

/**
 * Edits a song's title, genre and where its 30-second preview starts, and a premium song's
 * price; sends only what changed.
 */
export function SongEditForm({ song, onDone }: SongEditFormProps) {
  const update = useUpdateSong();
  const [details, setDetails] = useState<TitleGenre>({ title: song.title, genre: song.genre });
  const [price, setPrice] = useState<string>(priceText(song.priceCents));
  const [previewStart, setPreviewStart] = useState(previewStartText(song.previewStartSeconds));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsedPrice = song.isPremium ? parseSongPrice(price) : null;
    const parsedStart = parsePreviewStart(previewStart, song.durationSeconds);
    const found: Problems = {
      ...titleGenreProblems(details),
      price: parsedPrice && 'problem' in parsedPrice ? parsedPrice.problem : undefined,
      previewStart: 'problem' in parsedStart ? parsedStart.problem : undefined,
    };
    setProblems(found);
    setFailure(null);
    if (found.title || found.genre || found.price || found.previewStart) {
      requestAnimationFrame(() =>
        form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    const changes: UpdateSongRequest = {};
    const title = details.title.trim();
    const genre = details.genre.trim();
    if (title !== song.title) changes.title = title;
    if (genre !== song.genre) changes.genre = genre;
    if (parsedPrice && 'priceCents' in parsedPrice && parsedPrice.priceCents !== song.priceCents) {
      changes.priceCents = parsedPrice.priceCents;
    }
    if ('seconds' in parsedStart && parsedStart.seconds !== Math.floor(song.previewStartSeconds)) {
      changes.previewStartSeconds = parsedStart.seconds;
    }
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(
      { id: song.id, changes },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : [];
          const byField: Problems = {};
          for (const { field, reason } of fields) {
            const target = serverField[field];
            if (target) byField[target] = reason;
          }
          if (Object.keys(byField).length > 0) setProblems(byField);
          else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={`Edit “${song.title}”`}
      className="grid gap-3 rounded-xl border border-line bg-surface-2/40 p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TitleGenreFields values={details} onChange={setDetails} problems={problems} />
        <TextField
          label="Preview starts at"
          inputMode="numeric"
          autoComplete="off"
          value={previewStart}
          onChange={(event) => setPreviewStart(event.target.value)}
          hint="Minutes and seconds, like 1:05. Listeners who may not hear the whole song hear 30 seconds from here."
          error={problems.previewStart}
        />
        {song.isPremium ? (
          <PriceField value={price} onValueChange={setPrice} problem={problems.price} />
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="flex gap-2 text-sm wrap-anywhere text-live">
          <AlertTriangle aria-hidden className="size-4 shrink-0" /> {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm ring-1 ring-line" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
