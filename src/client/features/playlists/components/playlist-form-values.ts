import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  type OfficeEntry,
  type OfficePlaylist,
  PLAYLIST_ENTRY_UNAVAILABLE,
  type PlaylistInput,
  playlistInputSchema,
} from '../../../../shared/contracts/playlists';
import type { PlaylistKind } from '../../../../shared/playlists.constants';
import { ApiError } from '../../../lib/api-client';
import { trackKey } from '../hooks/use-playlist-player';

/** The playlist's own fields as the form holds them; its tracks are kept beside the form. */
export interface PlaylistFormValues {
  title: string;
  kind: PlaylistKind;
  host: string;
  description: string;
  published: boolean;
}

export type PlaylistFormField = keyof PlaylistFormValues;

const FORM_FIELDS: readonly PlaylistFormField[] = [
  'title',
  'kind',
  'host',
  'description',
  'published',
];

export function formValuesOf(playlist: OfficePlaylist | null): PlaylistFormValues {
  return {
    title: playlist?.title ?? '',
    kind: playlist?.kind ?? 'era',
    host: playlist?.host ?? '',
    description: playlist?.description ?? '',
    published: playlist?.published ?? false,
  };
}

/** What the API takes: the fields, and the tracks in order as what they are and their id. */
export function playlistInputOf(values: PlaylistFormValues, entries: readonly OfficeEntry[]) {
  return {
    ...values,
    entries: entries.map(({ kind, id }) => ({ kind, id })),
  } satisfies PlaylistInput;
}

/** The same tracks in the same order. */
export function sameEntries(a: readonly OfficeEntry[], b: readonly OfficeEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => sameTrack(entry, b[i]));
}

const sameTrack = (a: OfficeEntry, b: OfficeEntry | undefined) =>
  b !== undefined && trackKey(a) === trackKey(b);

const fieldOf = (path: string): PlaylistFormField | 'entries' | undefined => {
  const head = path.split('.')[0] ?? '';
  if (head === 'entries') return 'entries';
  return FORM_FIELDS.find((field) => field === head);
};

/** The contract's own rules, so the form refuses exactly what the server would, by field. */
export const playlistFormResolver: Resolver<PlaylistFormValues> = async (values) => {
  const parsed = playlistInputSchema.safeParse({ ...values, entries: [] });
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<PlaylistFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (!field || field === 'entries' || errors[field]) continue;
    errors[field] = { type: 'contract', message: issue.message };
  }
  return { values: {}, errors };
};

/** The server's reasons, by where they belong: a field of the form, or the list of tracks. */
export function serverProblems(error: unknown): {
  fields: [PlaylistFormField, string][];
  entries: string | null;
} {
  if (!(error instanceof ApiError)) return { fields: [], entries: null };
  const found = new Map<PlaylistFormField, string>();
  let entries: string | null = null;
  for (const problem of error.fields) {
    const field = fieldOf(problem.field);
    if (field === 'entries') entries ??= problem.reason;
    else if (field && !found.has(field)) found.set(field, problem.reason);
  }
  if (error.code === PLAYLIST_ENTRY_UNAVAILABLE) entries ??= error.friendlyMessage;
  return { fields: [...found], entries };
}
