import { SONG_TITLE_MAX } from '../../../../shared/songs.constants';
import { TextField } from '../../../components/ui/form-field';
import { SONG_PRICE_HINT } from './song-fields';

interface TitleGenreFieldsProps {
  title: string;
  onTitleChange: (title: string) => void;
  genre: string;
  onGenreChange: (genre: string) => void;
  problems: { title?: string; genre?: string };
}

/** A song's Title (with its counter) and Genre, as the upload and the edit forms ask for them. */
export function TitleGenreFields({
  title,
  onTitleChange,
  genre,
  onGenreChange,
  problems,
}: TitleGenreFieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        value={title}
        onChange={(event) => onTitleChange(event.target.value)}
        autoComplete="off"
        error={problems.title}
        count={{ used: title.trim().length, max: SONG_TITLE_MAX }}
      />
      <TextField
        label="Genre"
        value={genre}
        onChange={(event) => onGenreChange(event.target.value)}
        autoComplete="off"
        error={problems.genre}
      />
    </>
  );
}

interface PriceFieldProps {
  value: string;
  onValueChange: (price: string) => void;
  problem?: string;
  autoFocus?: boolean;
}

/** A premium song's price in dollars, as the edit form and the switch to premium ask for it. */
export function PriceField({ value, onValueChange, problem, autoFocus }: PriceFieldProps) {
  return (
    <TextField
      label="Price (USD)"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      hint={SONG_PRICE_HINT}
      error={problem}
      autoFocus={autoFocus}
    />
  );
}
