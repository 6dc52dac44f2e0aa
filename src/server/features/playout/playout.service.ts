import type {
  AirplaySubmission,
  AirplaySubmissionList,
  StationLibrary,
  StationQueue,
} from '../../../shared/contracts/playout.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { AuditTrail } from '../../modules.js';
import type { AirplayRepo } from './airplay.repo.js';
import type { CrewActor } from './library.service.js';
import type { AutoDj } from './playout.autodj.js';
import type { PlayoutRepo } from './playout.repo.js';
import type { StationRuntime } from './playout.station.js';
import { toStationTrack, toSubmission } from './playout.views.js';

const UPCOMING_SHOWN = 10;
const LIBRARY_SHOWN = 50;

type Notify = (
  userId: number,
  notice: { title: string; body: string; link: string | null },
) => Promise<void>;

/**
 * The station's controls for DJs (what is coming, skip, queue a song next) and the path for
 * artists onto the air (submit a published song; a DJ approves or declines it).
 */
export function createPlayoutService(deps: {
  repo: PlayoutRepo;
  airplay: AirplayRepo;
  autodj: AutoDj;
  /** Null when this instance runs no built-in station (an external Icecast, or the AutoDJ off). */
  runtime: {
    station: StationRuntime;
    stream: { current(): { track: { id: string }; startedAt: Date } | null; onAir(): boolean };
  } | null;
  listeners: () => number;
  notify: Notify;
  /** Where airplay decisions are recorded, in the transaction that makes them. */
  audit: AuditTrail;
  /** Makes approved songs' on-air copies now, in the background. */
  prepareSongs: () => void;
}) {
  const mayProgram = (actor: Actor) => {
    if (!can(actor, 'station.program')) throw forbidden('Only DJs and admins run the station.');
  };
  const mayDecide = (actor: Actor) => {
    if (!can(actor, 'airplay.decide')) {
      throw forbidden('Only DJs and admins decide what goes on air.');
    }
  };

  async function submissionRow(id: number) {
    const [row] = await deps.airplay.submissions({ id });
    if (!row) throw notFound('That airplay submission does not exist.');
    return row;
  }
  const submissionById = async (id: number) => toSubmission(await submissionRow(id));

  return {
    async queue(actor: Actor): Promise<StationQueue> {
      mayProgram(actor);
      const upcoming = await deps.autodj.upcoming(UPCOMING_SHOWN);
      const playing = deps.runtime?.stream.current() ?? null;
      const playout = playing ? await deps.repo.loadPlayout() : undefined;
      const currentTrack =
        playing && playout?.trackId ? await deps.repo.playableTrack(playout.trackId) : undefined;
      return {
        onAir: deps.runtime?.stream.onAir() ?? false,
        current:
          playing && currentTrack
            ? {
                track: toStationTrack(currentTrack),
                startedAt: playing.startedAt.toISOString(),
                endsAt: new Date(
                  playing.startedAt.getTime() + (currentTrack.durationMs ?? 0),
                ).toISOString(),
              }
            : null,
        upcoming: upcoming.map((choice) => ({
          track: toStationTrack(choice.track),
          reason: choice.reason,
          requestedBy: choice.requestedBy,
        })),
        listeners: deps.listeners(),
      };
    },

    async queueNext(actor: Actor, trackId: number): Promise<StationQueue> {
      mayProgram(actor);
      const track = await deps.repo.playableTrack(trackId);
      if (!track) throw notFound('That track is not in the station’s library.');
      await deps.repo.enqueue(track.id, actor.id);
      deps.runtime?.station.replan();
      return this.queue(actor);
    },

    async skip(actor: Actor): Promise<void> {
      mayProgram(actor);
      if (!deps.runtime?.stream.onAir()) {
        throw new HttpError(409, 'STATION_OFF_AIR', 'Nothing is on air to skip.');
      }
      await deps.runtime.station.skip();
    },

    async library(actor: Actor, q: string): Promise<StationLibrary> {
      mayProgram(actor);
      const tracks = await deps.repo.searchPlayable(q, LIBRARY_SHOWN);
      return { tracks: tracks.map(toStationTrack) };
    },

    async submit(actor: Actor, songId: number): Promise<AirplaySubmission> {
      const song = await deps.repo.songForAirplay(songId);
      if (!song || song.hiddenAt) throw notFound('That song does not exist.');
      if (!can(actor, 'airplay.submit', { ownerId: song.artistId })) {
        throw forbidden('Only the song’s artist can submit it for airplay.');
      }
      if (song.status !== 'ready') {
        throw new HttpError(
          409,
          'SONG_NOT_READY',
          'The song is still being processed. Submit it once it is published.',
        );
      }
      let id: number | undefined;
      try {
        id = await deps.airplay.insertSubmission(song.id, actor.id);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      if (id === undefined) {
        throw new HttpError(
          409,
          'ALREADY_SUBMITTED',
          'This song is already waiting for a decision or approved for airplay.',
        );
      }
      return submissionById(id);
    },

    async withdraw(actor: Actor, id: number): Promise<AirplaySubmission> {
      const row = await submissionRow(id);
      if (!can(actor, 'airplay.submit', { ownerId: row.creatorId })) {
        throw forbidden('Only the song’s artist can withdraw it.');
      }
      const changed = await deps.airplay.setSubmissionStatus(
        id,
        ['pending', 'approved'],
        'withdrawn',
        { by: actor.id, note: null },
      );
      if (!changed) {
        throw new HttpError(409, 'SUBMISSION_CLOSED', `That submission is ${row.status}.`);
      }
      await deps.repo.retireSongTracks(changed.songId);
      return submissionById(id);
    },

    async mine(actor: Actor): Promise<AirplaySubmissionList> {
      const rows = await deps.airplay.submissions({ creatorId: actor.id });
      return { submissions: rows.map(toSubmission) };
    },

    async list(actor: Actor, status?: AirplaySubmission['status']): Promise<AirplaySubmissionList> {
      mayDecide(actor);
      const rows = await deps.airplay.submissions(status ? { status } : {});
      return { submissions: rows.map(toSubmission) };
    },

    /**
     * Approves or declines a song. An approved song joins the library at once (its on-air copy
     * is made in the background), so the crew sees it there; the decision, the library's new
     * track and the audit entry commit together.
     */
    async decide(
      actor: CrewActor,
      id: number,
      decision: 'approved' | 'declined',
      note: string,
    ): Promise<AirplaySubmission> {
      mayDecide(actor);
      const before = await submissionRow(id);
      const song = decision === 'approved' ? await deps.repo.songForAirplay(before.songId) : null;
      const changed = await deps.airplay.transaction(async (tx) => {
        const decided = await deps.airplay.setSubmissionStatus(
          id,
          ['pending'],
          decision,
          { by: actor.id, note: note || null },
          tx,
        );
        if (!decided) return undefined;
        if (song && song.status === 'ready' && !song.hiddenAt) {
          await deps.repo.addSongTrack(
            {
              songId: song.id,
              creatorId: song.artistId,
              artist: song.artistName,
              title: song.title,
              isPreview: song.isPremium,
            },
            tx,
          );
        }
        const verb = decision === 'approved' ? 'Approved' : 'Declined';
        await deps.audit.append(tx, {
          actor: { id: actor.id, username: actor.username },
          action: `airplay.${decision}`,
          summary: `${verb} “${before.songTitle}” by ${before.displayName} for airplay`,
          targetType: 'airplay_submission',
          targetId: id,
          before: { status: before.status },
          after: { status: decision },
          ...(note ? { note } : {}),
        });
        return decided;
      });
      if (!changed) {
        throw new HttpError(
          409,
          'SUBMISSION_CLOSED',
          `That submission was already ${before.status === 'pending' ? 'decided' : before.status}.`,
        );
      }
      if (decision === 'approved') deps.prepareSongs();
      // The song and its artist are as they were read before the decision.
      await deps.notify(before.creatorId, {
        title: decision === 'approved' ? 'Your song is going on air' : 'Airplay declined',
        body:
          decision === 'approved'
            ? `“${before.songTitle}” joins the station’s rotation.${note ? ` ${note}` : ''}`
            : `“${before.songTitle}” was not taken for airplay this time.${note ? ` ${note}` : ''}`,
        link: '/artist-dashboard',
      });
      return submissionById(id);
    },
  };
}

export type PlayoutService = ReturnType<typeof createPlayoutService>;
