import { ListMusic } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OfficeEntry, OfficePlaylist } from '../../../../shared/contracts/playlists';
import { PLAYLIST_KINDS, PLAYLIST_LIMITS } from '../../../../shared/playlists.constants';
import {
  fieldSentence,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form-fields';
import { confirmDiscard } from '../../../lib/unsaved-changes';
import { stalePlaylistOf } from '../api/stale-playlist';
import { type PlaylistSave, useSavePlaylist } from '../hooks/use-playlist-office';
import { PlaylistConflict } from './playlist-conflict';
import { KIND_NAMES } from './playlist-display';
import { PlaylistEntries } from './playlist-entries';
import {
  formValuesOf,
  type PlaylistFormValues,
  playlistFormResolver,
  playlistInputOf,
  sameEntries,
  serverProblems,
} from './playlist-form-values';
import { TrackPicker } from './track-picker';

const DISCARD = 'Discard your changes to this playlist?';

interface PlaylistFormProps {
  /** The playlist to change, or null to make one. */
  playlist: OfficePlaylist | null;
  onDirtyChange: (dirty: boolean) => void;
  /** Called once saved, or when the editor cancels. */
  onClose: () => void;
}

/** Makes or changes one playlist: its fields, its tracks in order, and the track picker. */
export function PlaylistForm({ playlist, onDirtyChange, onClose }: PlaylistFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  /** The version the edit is made from: a conflict, once seen, moves it on. */
  const [base, setBase] = useState(playlist);
  const [adding, setAdding] = useState(playlist === null);
  const [entries, setEntries] = useState<OfficeEntry[]>(playlist?.entries ?? []);
  const [savedEntries, setSavedEntries] = useState<OfficeEntry[]>(playlist?.entries ?? []);
  const [entriesError, setEntriesError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<OfficePlaylist | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePlaylist();
  const form = useForm<PlaylistFormValues>({
    resolver: playlistFormResolver,
    defaultValues: formValuesOf(playlist),
  });
  const {
    handleSubmit,
    register,
    reset,
    setError,
    formState: { isDirty, errors },
  } = form;
  const publishedError = errors.published?.message;
  const dirty = isDirty || !sameEntries(entries, savedEntries);

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const changeEntries = (next: OfficeEntry[]) => {
    setEntriesError(null);
    setEntries(next);
  };

  const handleSave = handleSubmit((values) => {
    setProblem(null);
    setEntriesError(null);
    const input = playlistInputOf(values, entries);
    const request: PlaylistSave =
      !adding && base
        ? { kind: 'update', id: base.id, update: { ...input, version: base.version } }
        : { kind: 'create', input };
    save.mutate(request, {
      onSuccess: () => {
        reset(values);
        setSavedEntries(entries);
        onDirtyChange(false);
        onClose();
      },
      onError: (error) => {
        const current = stalePlaylistOf(error);
        if (current) {
          setConflict(current);
          return;
        }
        if (error instanceof ApiError && error.status === 404 && !adding) {
          setAdding(true);
          setProblem(
            'Someone deleted this playlist meanwhile. Save to add it again as a new playlist.',
          );
          return;
        }
        const problems = serverProblems(error);
        problems.fields.forEach(([field, reason], i) => {
          setError(field, { type: 'server', message: reason }, { shouldFocus: i === 0 });
        });
        setEntriesError(problems.entries);
        if (!problems.fields.length && !problems.entries) setProblem(errorMessage(error));
      },
    });
  });

  const handleCancel = () => {
    if (confirmDiscard(dirty, DISCARD)) onClose();
  };

  const takeTheirs = (current: OfficePlaylist) => {
    setBase(current);
    setConflict(null);
    reset(formValuesOf(current));
    setEntries(current.entries);
    setSavedEntries(current.entries);
  };

  const keepMine = (current: OfficePlaylist) => {
    setBase(current);
    setConflict(null);
  };

  const title = adding ? 'New playlist' : `Edit “${base?.title ?? ''}”`;
  return (
    <form
      noValidate
      onSubmit={handleSave}
      aria-labelledby={headingId}
      className="panel grid gap-5 p-4 sm:p-6"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold wrap-anywhere outline-none"
      >
        <ListMusic aria-hidden className="size-5 shrink-0 text-accent" />
        {title}
      </h3>
      {conflict ? (
        <PlaylistConflict current={conflict} onTakeTheirs={takeTheirs} onKeepMine={keepMine} />
      ) : null}

      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          label="Title"
          autoComplete="off"
          {...fieldProps(form, 'title', PLAYLIST_LIMITS.titleMax)}
        />
        <SelectField label="Kind" {...fieldProps(form, 'kind')}>
          {PLAYLIST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_NAMES[kind]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Host"
        optional
        autoComplete="off"
        hint="Who picked the tracks, for a DJ special."
        {...fieldProps(form, 'host', PLAYLIST_LIMITS.hostMax)}
      />
      <TextAreaField
        label="Description"
        optional
        rows={3}
        {...fieldProps(form, 'description', PLAYLIST_LIMITS.descriptionMax)}
      />
      <div className="grid gap-1">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-accent"
            aria-invalid={publishedError ? true : undefined}
            aria-describedby={`${headingId}-published`}
            {...register('published')}
          />
          <span className="text-sm font-semibold">Published</span>
        </label>
        <p
          id={`${headingId}-published`}
          className={`ps-7 text-xs ${publishedError ? 'font-medium text-live' : 'text-muted'}`}
        >
          {publishedError
            ? fieldSentence('Published', publishedError)
            : 'Listed on /playlists for every listener. A draft is seen here only.'}
        </p>
      </div>

      <PlaylistEntries entries={entries} onChange={changeEntries} error={entriesError} />
      <TrackPicker chosen={entries} onAdd={(entry) => changeEntries([...entries, entry])} />

      {problem ? (
        <p role="alert" className="rounded-xl border border-live/60 bg-live/10 p-3 text-sm">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost ring-1 ring-line" onClick={handleCancel}>
          Cancel
        </button>
        {/* While a conflict waits for an answer, a save would be refused again. */}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending || conflict !== null}
        >
          {save.isPending ? 'Saving…' : adding ? 'Add playlist' : 'Save playlist'}
        </button>
      </div>
    </form>
  );
}
