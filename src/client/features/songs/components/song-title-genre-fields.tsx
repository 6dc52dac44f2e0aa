import { SONG_GENRE_MAX, SONG_TITLE_MAX } from '../../../../shared/songs.constants';
import { TextField } from '../../../components/ui/form-field';
import { SONG_PRICE_HINT, textProblem } from './song-fields';

/** What the upload and the edit forms ask about a song in words. */
export interface TitleGenre {
  title: string;
  genre: string;
}

/** What is wrong with the title and genre before anything is sent: empty, or too long. */
export const titleGenreProblems = ({ title, genre }: TitleGenre) => ({
  title: textProblem(title, SONG_TITLE_MAX),
  genre: textProblem(genre, SONG_GENRE_MAX),
});

interface TitleGenreFieldsProps {
  values: TitleGenre;
  onChange: (values: TitleGenre) => void;
  problems: { title?: string; genre?: string };
}

/** A song's Title (with its counter) and Genre, as the upload and the edit forms ask for them. */
export function TitleGenreFields({ values, onChange, problems }: TitleGenreFieldsProps) {
  return (
    <>
      <TextField
        label="Title"
        value={values.title}
        onChange={(event) => onChange({ ...values, title: event.target.value })}
        autoComplete="off"
        error={problems.title}
        count={{ used: values.title.trim().length, max: SONG_TITLE_MAX }}
      />
      <TextField
        label="Genre"
        value={values.genre}
        onChange={(event) => onChange({ ...values, genre: event.target.value })}
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
