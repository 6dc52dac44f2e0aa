import {
  type DecidedSongRequestList,
  SONG_REQUEST_COOLDOWN_MINUTES,
  type SongRequest,
  type SongRequestInput,
  type SongRequestList,
} from '../../../shared/contracts/requests.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { countOf } from '../../lib/count-of.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { AuditTrail } from '../../modules.js';
import type { RequestsRepo } from './requests.repo.js';
import { toDecidedSongRequest, toSongRequest } from './requests.views.js';

const COOLDOWN_MS = SONG_REQUEST_COOLDOWN_MINUTES * 60_000;

/** Who is asking: a member by account, anyone else by the listener cookie and their address. */
export interface Listener {
  /** `user:<id>`, `listener:<cookie>`, or `address:<hash>` for a caller without a cookie. */
  key: string;
  /** A hash of the client address; anonymous listeners are also held to the cooldown by it. */
  address: string;
  user: { id: number; username: string } | null;
}

/** A DJ or administrator working through the queue, as the audit trail names them. */
export type Crew = Actor & { username: string };

/** The queue's decisions are the crew's: the route admits DJs and admins, and the policy agrees. */
function decidesRequests(actor: Actor) {
  if (!can(actor, 'requests.decide')) {
    throw forbidden('Only DJs and administrators can decide song requests.');
  }
}

const crewKey = (actor: Actor) => `user:${actor.id}`;

const minutesPhrase = (ms: number) => countOf(Math.max(1, Math.ceil(ms / 60_000)), 'minute');

export function createRequestsService({
  repo,
  audit,
  now = () => new Date(),
}: {
  repo: RequestsRepo;
  /** Where each decision is recorded, in the same transaction as the decision. */
  audit: AuditTrail;
  now?: () => Date;
}) {
  /** When this listener may request again, or null if they may now. */
  async function nextRequestAt(listener: Listener): Promise<Date | null> {
    const since = new Date(now().getTime() - COOLDOWN_MS);
    const latest = await repo.latestSince(
      since,
      listener.key,
      listener.user ? undefined : listener.address,
    );
    return latest ? new Date(latest.getTime() + COOLDOWN_MS) : null;
  }

  async function found(id: number, voterKey: string) {
    const row = await repo.find(id, voterKey);
    if (!row) throw notFound('That request does not exist.');
    return row;
  }

  const duplicate = (artist: string, track: string) =>
    new HttpError(
      409,
      'DUPLICATE_REQUEST',
      `“${track}” by ${artist} is already on the request list. Give it your vote instead.`,
    );

  return {
    async list(listener: Listener): Promise<SongRequestList> {
      const [open, recentlyPlayed, next] = await Promise.all([
        repo.open(listener.key),
        repo.recentlyPlayed(listener.key),
        nextRequestAt(listener),
      ]);
      return {
        open: open.map(toSongRequest),
        recentlyPlayed: recentlyPlayed.map(toSongRequest),
        nextRequestAt: next?.toISOString() ?? null,
      };
    },

    async create(input: SongRequestInput, listener: Listener): Promise<SongRequest> {
      const next = await nextRequestAt(listener);
      if (next) {
        const wait = next.getTime() - now().getTime();
        throw new HttpError(
          429,
          'REQUEST_COOLDOWN',
          `One request every ${SONG_REQUEST_COOLDOWN_MINUTES} minutes, please: you can request another song in ${minutesPhrase(wait)}. Meanwhile, vote for the songs already requested.`,
        ).withHeaders({ 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) });
      }
      if (await repo.findOpenSong(input.artist, input.track)) {
        throw duplicate(input.artist, input.track);
      }
      let id: number;
      try {
        id = await repo.create({
          artist: input.artist,
          track: input.track,
          message: input.message || null,
          requestedBy: listener.user?.username ?? (input.name || null),
          requesterKey: listener.key,
          requesterAddress: listener.address,
          userId: listener.user?.id ?? null,
        });
      } catch (error) {
        // Two listeners asked for the same song at the same moment.
        if (isUniqueViolation(error)) throw duplicate(input.artist, input.track);
        throw error;
      }
      return toSongRequest(await found(id, listener.key));
    },

    async vote(id: number, listener: Listener): Promise<SongRequest> {
      const request = await found(id, listener.key);
      if (request.status !== 'open') {
        throw new HttpError(
          409,
          'REQUEST_CLOSED',
          'Voting has closed: that request was already decided.',
        );
      }
      if (!(await repo.vote(id, listener.key))) {
        throw new HttpError(409, 'ALREADY_VOTED', 'You have already voted for this request.');
      }
      return toSongRequest(await found(id, listener.key));
    },

    /** The latest decisions, for the crew's desk. */
    async recentlyDecided(actor: Actor): Promise<DecidedSongRequestList> {
      decidesRequests(actor);
      const rows = await repo.recentlyDecided(crewKey(actor));
      return { requests: rows.flatMap((row) => toDecidedSongRequest(row) ?? []) };
    },

    /** Marks an open request played or declined, and records who did it with the decision. */
    async decide(actor: Crew, id: number, status: 'played' | 'declined'): Promise<SongRequest> {
      decidesRequests(actor);
      const key = crewKey(actor);
      const decided = await repo.transaction(async (tx) => {
        const request = await repo.find(id, key, tx);
        if (!request) throw notFound('That request does not exist.');
        if (request.status !== 'open' || !(await repo.decide(id, status, actor.id, tx))) {
          throw new HttpError(
            409,
            'REQUEST_CLOSED',
            `That request was already marked ${request.status === 'open' ? 'by someone else' : request.status}.`,
          );
        }
        await audit.append(tx, {
          actor: { id: actor.id, username: actor.username },
          action: `request.${status}`,
          summary: `${status === 'played' ? 'Played' : 'Declined'} the request “${request.track}” by ${request.artist}`,
          targetType: 'song_request',
          targetId: id,
          before: { status: 'open' },
          after: { status },
        });
        return repo.find(id, key, tx);
      });
      if (!decided) throw notFound('That request does not exist.');
      return toSongRequest(decided);
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
