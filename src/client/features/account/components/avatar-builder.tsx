import { useState } from 'react';
import type { MyAccount } from '../../../../shared/contracts/account';
import {
  type AvatarData,
  EYE_COLORS,
  HAIR_COLORS,
  SKIN_TONES,
} from '../../../../shared/contracts/friends';
import {
  AvatarFace,
  EYE_PALETTE,
  HAIR_PALETTE,
  SKIN_PALETTE,
} from '../../../components/ui/avatar-face';
import { useUpdateAvatarData } from '../hooks/use-my-account';

/** Where a member without a saved face starts. */
const STARTING_FACE: AvatarData = {
  hairColor: HAIR_COLORS[0],
  eyeColor: EYE_COLORS[0],
  skinTone: SKIN_TONES[0],
};

function capitalise(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

interface SwatchGroupProps<Value extends string> {
  legend: string;
  name: string;
  options: readonly Value[];
  palette: Record<Value, string>;
  value: Value;
  onChange: (value: Value) => void;
}

/** One choice as a radio group: native radios keep arrow keys and screen readers working. */
function SwatchGroup<Value extends string>({
  legend,
  name,
  options,
  palette,
  value,
  onChange,
}: SwatchGroupProps<Value>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-line bg-bg-2 py-1 pr-3 pl-1 text-sm has-checked:border-accent has-checked:ring-2 has-checked:ring-accent/50 has-focus-visible:ring-2 has-focus-visible:ring-cyan"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <span
              aria-hidden
              className="size-6 rounded-full ring-1 ring-line"
              style={{ backgroundColor: palette[option] }}
            />
            {capitalise(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Hair, eyes and skin with a live preview; saved as the member's drawn face. */
export function AvatarBuilder({
  account,
  onAccountChange,
}: {
  account: MyAccount;
  /** Keeps the header's user (its drawn face) in step after a save. */
  onAccountChange?: (account: MyAccount) => void;
}) {
  const saved = account.avatarData ?? STARTING_FACE;
  const [face, setFace] = useState<AvatarData>(saved);
  const save = useUpdateAvatarData(onAccountChange);
  const changed =
    !account.avatarData ||
    face.hairColor !== saved.hairColor ||
    face.eyeColor !== saved.eyeColor ||
    face.skinTone !== saved.skinTone;

  const set =
    <Key extends keyof AvatarData>(key: Key) =>
    (value: AvatarData[Key]) =>
      setFace((current) => ({ ...current, [key]: value }));

  return (
    <form
      className="grid gap-8 md:grid-cols-[auto_1fr] md:items-start"
      aria-label="Avatar builder"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(face);
      }}
    >
      <div className="panel grid justify-items-center gap-3 p-6 md:sticky md:top-24">
        <AvatarFace
          data={face}
          size="lg"
          label={`Preview: ${face.hairColor} hair, ${face.eyeColor} eyes, ${face.skinTone} skin`}
        />
        <p className="text-sm text-muted">Preview</p>
      </div>
      <div className="panel grid gap-6 p-5 sm:p-6">
        <SwatchGroup
          legend="Hair colour"
          name="hairColor"
          options={HAIR_COLORS}
          palette={HAIR_PALETTE}
          value={face.hairColor}
          onChange={set('hairColor')}
        />
        <SwatchGroup
          legend="Eye colour"
          name="eyeColor"
          options={EYE_COLORS}
          palette={EYE_PALETTE}
          value={face.eyeColor}
          onChange={set('eyeColor')}
        />
        <SwatchGroup
          legend="Skin tone"
          name="skinTone"
          options={SKIN_TONES}
          palette={SKIN_PALETTE}
          value={face.skinTone}
          onChange={set('skinTone')}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={save.isPending || !changed}>
            {save.isPending ? 'Saving…' : 'Save avatar'}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={save.isPending || !changed || !account.avatarData}
            onClick={() => setFace(saved)}
          >
            Undo changes
          </button>
        </div>
      </div>
    </form>
  );
}
