import {
  type becomeCreatorRequestSchema,
  CREATOR_SEARCH_PAGE_SIZE,
  FEATURED_CREATOR_COUNT,
  type updateCreatorRequestSchema,
} from '../../../shared/contracts/creators.js';
import { STATS_WINDOW_DAYS } from '../../../shared/posts.constants.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { UserRow } from '../../views/user.views.js';
import type { ApplicationRow, ApplicationsRepo } from './applications.repo.js';
import type { CreatorRow, CreatorsRepo } from './creators.repo.js';
import { createCreatorSearch, toCreatorQuery } from './creators.search.js';

type BecomeCreatorInput = ReturnType<typeof becomeCreatorRequestSchema.parse>;
type UpdateCreatorInput = ReturnType<typeof updateCreatorRequestSchema.parse>;

/** A member became a creator, or (in beta mode) applied and waits for approval. */
export type BecomeCreatorResult =
  | { kind: 'creator'; creator: CreatorRow }
  | { kind: 'pending'; application: ApplicationRow };

export interface Notice {
  title: string;
  body: string;
  link: string | null;
}

export interface CreatorsServiceDeps {
  repo: CreatorsRepo;
  /** Leaves a notification for a member. */
  notify: (userId: number, notice: Notice) => Promise<void>;
  /** The admin switch `artistRegistrationEnabled`: whether members may become creators now. */
  registrationOpen: () => Promise<boolean>;
  /** Beta mode: new creators wait for an administrator's approval. */
  approvalNeeded?: () => Promise<boolean>;
  applications: ApplicationsRepo;
  /** A creator's monthly price changed: the payments feature carries it to subscriptions. */
  priceChanged?: (creatorId: number, priceCents: number) => Promise<void>;
  now?: () => Date;
}

/** How long the featured list is reused before it is worked out again. */
const FEATURED_TTL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createCreatorsService({
  repo,
  notify,
  registrationOpen,
  approvalNeeded = async () => false,
  applications,
  priceChanged,
  now = () => new Date(),
}: CreatorsServiceDeps) {
  let featuredCache: { at: number; rows: CreatorRow[] } | null = null;

  async function creatorNamed(username: string): Promise<CreatorRow> {
    const creator = await repo.findByUsername(username);
    if (!creator) throw notFound(`There is no creator called @${username}.`);
    return creator;
  }

  const planned = createCreatorSearch(repo, now);

  return {
    creatorNamed,

    async profile(username: string, viewer: UserRow | null) {
      const creator = await creatorNamed(username);
      const [postCount, followedByMe] = await Promise.all([
        repo.postCount(creator.id),
        viewer && viewer.id !== creator.id ? repo.isFollowing(viewer.id, creator.id) : null,
      ]);
      return {
        creator,
        postCount,
        followedByMe: viewer ? (followedByMe ?? false) : null,
        isMe: viewer?.id === creator.id,
      };
    },

    /** Full-text search, a category, or both; one page and whether another exists. */
    async search(query: { q?: string | undefined; category?: string | undefined; page: number }) {
      const limit = CREATOR_SEARCH_PAGE_SIZE + 1;
      const offset = (query.page - 1) * CREATOR_SEARCH_PAGE_SIZE;
      let rows: CreatorRow[];
      const parsed = query.q ? toCreatorQuery(query.q) : null;
      if (parsed) {
        rows = await planned.search({ ...parsed, category: query.category ?? null }, limit, offset);
      } else if (query.category) {
        rows = await repo.browse(query.category, limit, offset);
      } else {
        rows = [];
      }
      return {
        rows: rows.slice(0, CREATOR_SEARCH_PAGE_SIZE),
        hasMore: rows.length > CREATOR_SEARCH_PAGE_SIZE,
      };
    },

    /**
     * The featured rule (ADR 0019): creators an administrator featured, newest pick first; then
     * those who gained the most followers in the last 30 days; then the most followed overall.
     */
    async featured(): Promise<CreatorRow[]> {
      const at = now().getTime();
      if (featuredCache && at - featuredCache.at < FEATURED_TTL_MS) return featuredCache.rows;
      const since = new Date(at - STATS_WINDOW_DAYS * DAY_MS);
      const [picked, rising, popular] = await Promise.all([
        repo.featuredByStaff(FEATURED_CREATOR_COUNT),
        repo.risingSince(since, FEATURED_CREATOR_COUNT),
        repo.mostFollowed(FEATURED_CREATOR_COUNT),
      ]);
      const seen = new Set<number>();
      const rows = [...picked, ...rising, ...popular]
        .filter((row) => !seen.has(row.id) && seen.add(row.id))
        .slice(0, FEATURED_CREATOR_COUNT);
      featuredCache = { at, rows };
      return rows;
    },

    /** An administrator features a creator, or stops featuring them. */
    async setFeatured(username: string, featured: boolean) {
      const creator = await creatorNamed(username);
      await repo.setFeatured(creator.id, featured);
      featuredCache = null;
    },

    /** The only way a member becomes a creator: the register form and "Become a Creator" both end here. */
    async becomeCreator(
      user: Pick<UserRow, 'id'>,
      input: BecomeCreatorInput,
    ): Promise<BecomeCreatorResult> {
      if (!(await registrationOpen())) {
        throw new HttpError(
          403,
          'CREATOR_REGISTRATION_CLOSED',
          'New creator sign-ups are closed for now. Please try again later.',
        );
      }
      if (await approvalNeeded()) {
        if (await repo.findById(user.id)) {
          throw new HttpError(409, 'ALREADY_CREATOR', 'You are a creator already.');
        }
        if (!(await applications.apply(user.id, input))) {
          throw new HttpError(
            409,
            'APPLICATION_PENDING',
            'Your creator application is already waiting for approval.',
          );
        }
        const application = await applications.find(user.id);
        if (!application) throw notFound('That account no longer exists.');
        return { kind: 'pending', application };
      }
      const created = await repo.insertProfile(user.id, input);
      if (!created) {
        throw new HttpError(409, 'ALREADY_CREATOR', 'You are a creator already.');
      }
      const creator = await repo.findById(user.id);
      if (!creator) throw notFound('That account no longer exists.');
      return { kind: 'creator', creator };
    },

    /** The member's own application, if they ever made one. */
    async application(userId: number) {
      return (await applications.find(userId)) ?? null;
    },

    registrationOpen,

    async updateProfile(user: UserRow, changes: UpdateCreatorInput): Promise<CreatorRow> {
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      const before = await repo.findById(user.id);
      await repo.updateProfile(user.id, defined);
      featuredCache = null;
      const creator = await repo.findById(user.id);
      if (!creator) throw notFound('You do not have a creator profile.');
      if (before && before.subscriptionPriceCents !== creator.subscriptionPriceCents) {
        await priceChanged?.(creator.id, creator.subscriptionPriceCents);
      }
      return creator;
    },

    async follow(user: UserRow, username: string) {
      const creator = await creatorNamed(username);
      if (creator.id === user.id) {
        throw new HttpError(400, 'SELF_FOLLOW', 'You cannot follow yourself.');
      }
      const added = await repo.follow(user.id, creator.id);
      if (added) {
        await notify(creator.id, {
          title: 'New fan',
          body: `${user.displayName} (@${user.username}) started following you.`,
          link: `/creator/${user.username}`,
        });
      }
      return { following: true, followerCount: await repo.followerCount(creator.id) };
    },

    async unfollow(user: UserRow, username: string) {
      const creator = await creatorNamed(username);
      await repo.unfollow(user.id, creator.id);
      return { following: false, followerCount: await repo.followerCount(creator.id) };
    },
  };
}

export type CreatorsService = ReturnType<typeof createCreatorsService>;
