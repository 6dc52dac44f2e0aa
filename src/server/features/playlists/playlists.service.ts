import {
  AUTOMATIC_PLAYLIST_SIZE,
  type AutomaticPlaylist,
  type Catalogue,
  MOST_REQUESTED_DAYS,
  type OfficePlaylist,
  PLAYLIST_ENTRY_UNAVAILABLE,
  PLAYLIST_LIMITS,
  type Playlist,
  type PlaylistList,
  type PlaylistSaveResult,
  type PlaylistSummary,
  type PlaylistValues,
  RESERVED_PLAYLIST_SLUGS,
  STALE_PLAYLIST,
} from '../../../shared/contracts/playlists.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import type { Db } from '../../db/client.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { LOCK_KEYS, transactionLock } from '../../lib/lock-keys.js';
import { freeSlug, slugBase } from '../../lib/slugs.js';
import type { AuditTrail, Queryable } from '../../modules.js';
import type {
  PlaylistFields,
  PlaylistRow,
  PlaylistsRepo,
  ResolvedEntry,
} from './playlists.repo.js';
import { summaryOfRow, toOfficePlaylist, toPlaylistTrack, toSummary } from './playlists.views.js';

/** Whoever edits playlists: the policy reads their roles, the audit trail their name. */
export type PlaylistEditor = Actor & { username: string };

/** Decides which songs a listener hears whole; the others play as their 30-second previews. */
export type ListenablePort = (
  actor: Actor | null,
  songs: readonly { id: number; isPremium: boolean; artistId: number }[],
) => Promise<Set<number>>;

/** A write based on a version someone has since replaced; the answer carries the playlist as it is. */
export class StalePlaylistError extends HttpError {
  constructor(readonly current: OfficePlaylist) {
    super(
      409,
      STALE_PLAYLIST,
      `Someone else changed “${current.title}” since you opened it. Look at the playlist as it is now and make your change again.`,
    );
  }
}

const UNKNOWN = 'There is no such playlist. It may have been taken down.';
const GONE = 'That playlist is no longer there: someone deleted it meanwhile.';
const SLUG_RULES = { fallback: 'playlist', reserved: RESERVED_PLAYLIST_SLUGS };

/** The station's automatic playlists: what they are called and how they are worked out. */
const AUTOMATIC: Record<
  AutomaticPlaylist,
  { title: string; description: string; days: number; from: 'plays' | 'requests' }
> = {
  'played-this-week': {
    title: 'Played this week',
    description: 'The tracks the station played most over the last seven days.',
    days: 7,
    from: 'plays',
  },
  'most-requested': {
    title: 'Most requested',
    description: `The library's tracks listeners asked for most over the last ${MOST_REQUESTED_DAYS} days, requests and votes together.`,
    days: MOST_REQUESTED_DAYS,
    from: 'requests',
  },
};

const isAutomatic = (slug: string): slug is AutomaticPlaylist => Object.hasOwn(AUTOMATIC, slug);

function mayEdit(actor: Actor) {
  if (!can(actor, 'playlists.edit')) {
    throw forbidden('Only DJs and administrators can change the playlists.');
  }
}

const fieldsOf = (input: PlaylistValues): PlaylistFields => ({
  title: input.title,
  kind: input.kind,
  description: input.description,
  // Only a DJ special names its DJ.
  host: input.kind === 'dj-special' ? input.host : '',
  published: input.published,
});

export interface PlaylistsServiceDeps {
  db: Db;
  repo: PlaylistsRepo;
  audit: AuditTrail;
  listenable: ListenablePort;
  now?: () => Date;
}

/**
 * The station's playlists: the crew's, written from the version they read, checked against the
 * library and recorded in the audit trail in the same transaction; the automatic ones worked out
 * from the station's history when asked; each played with the premium rules of its songs.
 */
export function createPlaylistsService({
  db,
  repo,
  audit,
  listenable,
  now = () => new Date(),
}: PlaylistsServiceDeps) {
  async function automatic(slug: AutomaticPlaylist) {
    const spec = AUTOMATIC[slug];
    const at = now();
    const entries =
      spec.from === 'plays'
        ? await repo.mostPlayed(at, spec.days, AUTOMATIC_PLAYLIST_SIZE)
        : await repo.mostRequested(at, spec.days, AUTOMATIC_PLAYLIST_SIZE);
    const head = {
      slug,
      title: spec.title,
      category: 'station' as const,
      description: spec.description,
      host: '',
      updatedAt: at,
    };
    return { summary: toSummary(head, entries), entries };
  }

  async function officeView(tx: Queryable, row: PlaylistRow): Promise<OfficePlaylist> {
    const entries = (await repo.entriesOf(tx, [row.id])).get(row.id) ?? [];
    return toOfficePlaylist(row, entries);
  }

  /** The playlist as it stands, refusing a write made from an older version of it. */
  async function current(tx: Queryable, id: number, version: number) {
    const row = await repo.find(tx, id);
    if (!row) throw notFound(GONE);
    if (row.version !== version) throw new StalePlaylistError(await officeView(tx, row));
    return row;
  }

  /** Every entry must be one listeners can hear now; the refusal names the entries that are not. */
  async function checkEntries(input: PlaylistValues) {
    const heard = await repo.heardAmong(input.entries);
    const fields = input.entries.flatMap((ref, index) =>
      heard.has(`${ref.kind}:${ref.id}`)
        ? []
        : [
            {
              field: `entries.${index}`,
              reason:
                ref.kind === 'song'
                  ? 'is not a published song'
                  : 'is not a track of the station’s library in rotation',
            },
          ],
    );
    if (fields.length > 0) {
      throw new HttpError(
        400,
        PLAYLIST_ENTRY_UNAVAILABLE,
        fields.length === 1
          ? 'One of the tracks is no longer in the library. Take it out and save again.'
          : `${fields.length} of the tracks are no longer in the library. Take them out and save again.`,
        fields,
      );
    }
  }

  /** A crew playlist listeners may open: published, or any to those who edit them. */
  async function visibleRow(actor: Actor | null, slug: string) {
    const row = await repo.bySlug(slug);
    if (!row || (row.publishedAt === null && !(actor && can(actor, 'playlists.edit')))) {
      throw notFound(UNKNOWN);
    }
    return row;
  }

  /** Summaries of crew playlists, each with its entries counted. */
  async function summariesOf(rows: PlaylistRow[]): Promise<Map<string, PlaylistSummary>> {
    const entries = await repo.entriesOf(
      db,
      rows.map((row) => row.id),
    );
    return new Map(rows.map((row) => [row.slug, summaryOfRow(row, entries.get(row.id) ?? [])]));
  }

  return {
    /** The crew's published playlists, the latest changed first, then the station's own. */
    async list(): Promise<PlaylistList> {
      const rows = await repo.list(false);
      const [crew, ...station] = await Promise.all([
        summariesOf(rows),
        ...Object.keys(AUTOMATIC).map((slug) => automatic(slug as AutomaticPlaylist)),
      ]);
      return { playlists: [...crew.values(), ...station.map((one) => one.summary)] };
    },

    /** One playlist with its tracks as this listener hears them. */
    async detail(actor: Actor | null, slug: string): Promise<Playlist> {
      let summary: PlaylistSummary;
      let entries: ResolvedEntry[];
      if (isAutomatic(slug)) {
        ({ summary, entries } = await automatic(slug));
      } else {
        const row = await visibleRow(actor, slug);
        entries = (await repo.entriesOf(db, [row.id])).get(row.id) ?? [];
        summary = summaryOfRow(row, entries);
      }
      const heard = entries.filter((entry) => entry.available);
      const full = await listenable(
        actor,
        heard.flatMap((entry) =>
          entry.kind === 'song' && entry.artistId !== null
            ? [{ id: entry.id, isPremium: entry.premium, artistId: entry.artistId }]
            : [],
        ),
      );
      return {
        ...summary,
        tracks: heard.map((entry) => toPlaylistTrack(entry, full)),
        saved: actor ? await repo.isSaved(actor.id, summary.slug) : false,
      };
    },

    /** The member's saved playlists still to be had, the latest saved first. */
    async saved(actor: Actor): Promise<PlaylistList> {
      const slugs = await repo.savedBy(actor.id);
      const rows = (await repo.list(false)).filter((row) => slugs.includes(row.slug));
      const crew = await summariesOf(rows);
      const station = new Map<string, PlaylistSummary>(
        await Promise.all(
          slugs
            .filter(isAutomatic)
            .map(async (slug) => [slug, (await automatic(slug)).summary] as const),
        ),
      );
      return {
        playlists: slugs.flatMap((slug) => crew.get(slug) ?? station.get(slug) ?? []),
      };
    },

    /** Keeps a playlist in the member's lists, or lets it go; doing it twice changes nothing. */
    async save(actor: Actor, slug: string, saved: boolean): Promise<PlaylistSaveResult> {
      if (saved) {
        if (!isAutomatic(slug)) {
          const row = await repo.bySlug(slug);
          if (!row || row.publishedAt === null) throw notFound(UNKNOWN);
        }
        await repo.save(actor.id, slug);
      } else {
        await repo.unsave(actor.id, slug);
      }
      return { slug, saved };
    },

    async office(actor: Actor): Promise<{ playlists: OfficePlaylist[] }> {
      mayEdit(actor);
      const rows = await repo.list(true);
      const entries = await repo.entriesOf(
        db,
        rows.map((row) => row.id),
      );
      return { playlists: rows.map((row) => toOfficePlaylist(row, entries.get(row.id) ?? [])) };
    },

    async catalogue(actor: Actor, q: string): Promise<Catalogue> {
      mayEdit(actor);
      const found = await repo.catalogue(q, PLAYLIST_LIMITS.catalogueShown);
      return {
        entries: found.map((entry) => ({
          kind: entry.kind,
          id: entry.id,
          title: entry.title,
          artist: entry.artist,
          durationMs: entry.durationMs,
          premium: entry.premium,
          available: entry.available,
        })),
      };
    },

    async create(actor: PlaylistEditor, input: PlaylistValues): Promise<OfficePlaylist> {
      mayEdit(actor);
      await checkEntries(input);
      const fields = fieldsOf(input);
      return db.transaction(async (tx) => {
        // One maker of slugs at a time, so two playlists named alike get two addresses.
        await tx.execute(transactionLock(LOCK_KEYS.playlistSlugs));
        const base = slugBase(fields.title, SLUG_RULES);
        const slug = freeSlug(base, await repo.slugsLike(tx, base));
        const created = await repo.insert(tx, slug, fields, actor.id);
        await repo.replaceEntries(tx, created.id, input.entries);
        const after = await officeView(tx, created);
        await audit.append(tx, {
          actor,
          action: 'playlists.create',
          summary: `Playlists: added ${labelOf(fields)} “${fields.title}” with ${input.entries.length} tracks${fields.published ? '' : ' (draft)'}`,
          targetType: 'playlist',
          targetId: created.id,
          after,
        });
        return after;
      });
    },

    async update(
      actor: PlaylistEditor,
      id: number,
      input: PlaylistValues & { version: number },
    ): Promise<OfficePlaylist> {
      mayEdit(actor);
      await checkEntries(input);
      const fields = fieldsOf(input);
      return db.transaction(async (tx) => {
        const before = await officeView(tx, await current(tx, id, input.version));
        const row = await repo.update(tx, id, input.version, fields);
        // Changed between the read and the write: the newer version wins.
        if (!row) throw new StalePlaylistError(await officeView(tx, await current(tx, id, 0)));
        await repo.replaceEntries(tx, id, input.entries);
        const after = await officeView(tx, row);
        const what =
          before.published === after.published
            ? 'changed'
            : after.published
              ? 'published'
              : 'took down';
        await audit.append(tx, {
          actor,
          action: 'playlists.update',
          summary: `Playlists: ${what} “${after.title}” (${after.entries.length} tracks)`,
          targetType: 'playlist',
          targetId: id,
          before,
          after,
        });
        return after;
      });
    },

    async remove(actor: PlaylistEditor, id: number, version: number): Promise<void> {
      mayEdit(actor);
      await db.transaction(async (tx) => {
        const before = await officeView(tx, await current(tx, id, version));
        const removed = await repo.remove(tx, id, version);
        if (!removed) throw new StalePlaylistError(await officeView(tx, await current(tx, id, 0)));
        await audit.append(tx, {
          actor,
          action: 'playlists.delete',
          summary: `Playlists: deleted “${before.title}”`,
          targetType: 'playlist',
          targetId: id,
          before,
        });
      });
    },
  };
}

const labelOf = (fields: PlaylistFields) =>
  fields.kind === 'dj-special' ? 'DJ special' : `${fields.kind} playlist`;

export type PlaylistsService = ReturnType<typeof createPlaylistsService>;
