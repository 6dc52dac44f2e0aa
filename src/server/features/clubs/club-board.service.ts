import { CLUB_POSTS_PAGE_SIZE } from '../../../shared/clubs.constants.js';
import type { ClubPost, ClubPostsPage } from '../../../shared/contracts/clubs.js';
import { type Actor, can, canSeeInsideClub } from '../../../shared/domain/policies.js';
import type { Db } from '../../db/client.js';
import { countOf } from '../../lib/count-of.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { AuditTrail } from '../../modules.js';
import type { ClubBoardRepo } from './club-board.repo.js';
import { insideRefusal, subjectFor } from './clubs.access.js';
import type { ClubsRepo } from './clubs.repo.js';
import type { ClubActor } from './clubs.service.js';
import { toClubPost } from './clubs.views.js';

export interface ClubBoardDeps {
  db: Db;
  repo: ClubsRepo;
  boardRepo: ClubBoardRepo;
  audit: AuditTrail;
  now?: () => Date;
}

const NO_SUCH_CLUB = 'There is no such club. It may have been deleted.';

/**
 * A club's message board. It keeps the live chat's rules where they make sense: the same
 * length limit, no NUL characters (both checked by the contract), and a member muted in the
 * live chat is muted here too until the mute ends. The pace (a few messages a minute) is held
 * by the route's rate limit; the chat's slow mode is a setting of the one live room, not of
 * clubs, so it does not apply.
 */
export function createClubBoardService({
  db,
  repo,
  boardRepo,
  audit,
  now = () => new Date(),
}: ClubBoardDeps) {
  async function found(slug: string) {
    const club = await repo.findBySlug(slug);
    if (!club) throw notFound(NO_SUCH_CLUB);
    return club;
  }

  return {
    async page(viewer: Actor | null, slug: string, before?: number): Promise<ClubPostsPage> {
      const club = await found(slug);
      const subject = await subjectFor(repo, db, club, viewer?.id ?? null);
      if (!canSeeInsideClub(viewer, subject)) throw insideRefusal();
      // One more than a page says whether there is an older page.
      const rows = await boardRepo.posts(club.id, before, CLUB_POSTS_PAGE_SIZE + 1);
      const posts = rows.slice(0, CLUB_POSTS_PAGE_SIZE).map(toClubPost);
      const last = posts[posts.length - 1];
      return { posts, nextCursor: rows.length > CLUB_POSTS_PAGE_SIZE && last ? last.id : null };
    },

    async post(actor: ClubActor, slug: string, message: string): Promise<ClubPost> {
      const at = now();
      const mutedUntil = await boardRepo.chatMutedUntil(actor.username, at);
      if (mutedUntil) {
        const minutes = Math.ceil((mutedUntil.getTime() - at.getTime()) / 60_000);
        throw new HttpError(
          403,
          'MUTED',
          `A moderator muted you in the live chat, and that holds on club boards too. You can write again in ${countOf(minutes, 'minute')}.`,
        );
      }
      const row = await db.transaction(async (tx) => {
        // Held so a club deleted meanwhile refuses the message rather than failing on it.
        const club = await repo.hold(tx, slug);
        if (!club) throw notFound(NO_SUCH_CLUB);
        const subject = await subjectFor(repo, tx, club, actor.id);
        if (!can(actor, 'club.post', subject)) {
          throw forbidden(`Join “${club.name}” to write on its board.`);
        }
        return boardRepo.insertPost(tx, club.id, actor.id, message);
      });
      const written = await boardRepo.postWithAuthor(row.id);
      if (!written) throw notFound('That message was deleted at once.');
      return toClubPost(written);
    },

    /** Deletes a message (kept as a marked row): its writer, the club's owner or an administrator. */
    async remove(actor: ClubActor, slug: string, postId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const club = await repo.hold(tx, slug);
        if (!club) throw notFound(NO_SUCH_CLUB);
        const post = await boardRepo.livePost(tx, club.id, postId);
        if (!post) throw notFound('That message is already gone.');
        if (!can(actor, 'club.deletePost', { ownerId: post.userId, clubOwnerId: club.ownerId })) {
          throw forbidden('Only its writer, the club’s owner or an administrator can delete it.');
        }
        if (!(await boardRepo.deletePost(tx, post.id, actor.id))) {
          throw notFound('That message is already gone.');
        }
        // An administrator deleting someone else's message in someone else's club is moderation.
        if (actor.id !== post.userId && actor.id !== club.ownerId) {
          await audit.append(tx, {
            actor,
            action: 'clubs.deletePost',
            summary: `Clubs: deleted a message on the board of “${club.name}”`,
            targetType: 'club_post',
            targetId: post.id,
            before: { clubId: club.id, userId: post.userId, message: post.message },
          });
        }
      });
    },
  };
}

export type ClubBoardService = ReturnType<typeof createClubBoardService>;
