import { type ChangeEvent, useRef } from 'react';
import {
  NOT_AN_IMAGE_REASON,
  SHOWCASE_IMAGE_MAX_BYTES,
  SHOWCASE_IMAGE_MAX_LABEL,
  SHOWCASE_IMAGE_TYPES,
} from '../../../../shared/showcase.constants';
import { TextField } from '../../../components/ui/form-field';

/** Why a chosen file will not do, before it is sent; the server checks the bytes again. */
export function imageProblem(file: File): string | undefined {
  // The picker's accept list is only a hint, and a file's type is read from its name.
  if (!(SHOWCASE_IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE_REASON;
  if (file.size > SHOWCASE_IMAGE_MAX_BYTES) return `must be at most ${SHOWCASE_IMAGE_MAX_LABEL}`;
  return undefined;
}

interface ImagePickerProps {
  label: string;
  /** How the picture is used: "Cut to 16:9…". */
  hint: string;
  error?: string;
  /** A good file, or null when the choice was cleared or refused (with the reason). */
  onChoose: (file: File | null, problem?: string) => void;
  /** The uploaded picture can be taken off (back to the built-in one or the initials). */
  removal?: { label: string; pending: boolean; onRemove: () => void };
}

/** A labelled file input for one picture, its rules as the hint and its problem beside it. */
export function ImagePicker({ label, hint, error, onChoose, removal }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? imageProblem(file) : undefined;
    if (problem && input.current) input.current.value = '';
    onChoose(problem ? null : file, problem);
  };

  return (
    <div className="grid gap-2">
      <TextField
        ref={input}
        label={label}
        type="file"
        accept={SHOWCASE_IMAGE_TYPES.join(',')}
        optional
        hint={`${hint} PNG, JPEG or WebP, up to ${SHOWCASE_IMAGE_MAX_LABEL}.`}
        error={error}
        onChange={handleChange}
      />
      {removal ? (
        <div>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={removal.pending}
            onClick={removal.onRemove}
          >
            {removal.pending ? 'Removing…' : removal.label}
          </button>
        </div>
      ) : null}
    </div>
  );
}
