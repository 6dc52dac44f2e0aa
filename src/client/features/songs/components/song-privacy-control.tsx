import { Lock, LockOpen } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ArtistSong } from '../../../../shared/contracts/songs';
import { useSetSongPrivacy } from '../hooks/use-song-mutations';
import { parseSongPrice, priceText } from './song-fields';
import { PriceField } from './song-title-genre-fields';

/**
 * The spec's one button per song, 'Make Premium' or 'Make Free'. Making a song premium asks
 * for its price first (from $0.01 to $99.99, $0.99 unless the song had one); free is one tap.
 */
export function SongPrivacyControl({ song }: { song: ArtistSong }) {
  const privacy = useSetSongPrivacy();
  const [asking, setAsking] = useState(false);
  const formId = useId();

  if (song.isPremium) {
    return (
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={privacy.isPending}
        onClick={() => privacy.mutate({ id: song.id, isPremium: false })}
      >
        <LockOpen aria-hidden size={16} /> {privacy.isPending ? 'Saving…' : 'Make Free'}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-expanded={asking}
        aria-controls={asking ? formId : undefined}
        onClick={() => setAsking((open) => !open)}
      >
        <Lock aria-hidden size={16} /> Make Premium
      </button>
      {asking ? (
        <PriceForm
          id={formId}
          initial={priceText(song.priceCents)}
          pending={privacy.isPending}
          onCancel={() => setAsking(false)}
          onPrice={(priceCents) =>
            privacy.mutate(
              { id: song.id, isPremium: true, priceCents },
              { onSuccess: () => setAsking(false) },
            )
          }
        />
      ) : null}
    </>
  );
}

interface PriceFormProps {
  id: string;
  initial: string;
  pending: boolean;
  onPrice: (priceCents: number) => void;
  onCancel: () => void;
}

function PriceForm({ id, initial, pending, onPrice, onCancel }: PriceFormProps) {
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseSongPrice(typed);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setProblem(undefined);
    onPrice(parsed.priceCents);
  };

  return (
    <form
      id={id}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Premium price"
      className="grid basis-full gap-3 rounded-xl border border-accent/50 bg-accent/10 p-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-start"
    >
      <PriceField value={typed} onValueChange={setTyped} problem={problem} autoFocus />
      <div className="flex flex-wrap gap-2 sm:pt-7">
        <button type="submit" className="btn btn-primary btn-sm" disabled={pending}>
          {pending ? 'Saving…' : 'Confirm price'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm ring-1 ring-line" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
