// What the tip button and the tip form share. Its own module, so the button can load the form
// lazily without the two importing each other.

/** A song the fan heard on the station: the play the tip names, and the song as it aired. */
export interface HeardOnAir {
  playId: number;
  /** "Title" by Artist, as the dialog shows it. */
  song: string;
}

export interface TipProps {
  username: string;
  displayName: string;
  /** A tip for a song heard on air: noted on the receipt and the artist's statement. */
  heardOnAir?: HeardOnAir | undefined;
}

/** Focuses the chosen amount (the browser would focus the first control, the close button). */
export function focusAmount(within: ParentNode | null | undefined) {
  within?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
}
