import type { ActivityItem, DashboardStats } from '../../../shared/contracts/dashboard.js';
import type { Person } from '../../../shared/contracts/posts.js';
import { avatarDataOf, avatarUrl } from '../../views/user.views.js';
import type { ActivityRow, DashboardRepo } from './dashboard.repo.js';

type StatsRow = NonNullable<Awaited<ReturnType<DashboardRepo['stats']>>>;

/** The member's figures, under the role the dashboard shows them as. */
export function toDashboardStats(role: DashboardStats['role'], stats: StatsRow): DashboardStats {
  return {
    role,
    followers: stats.followers,
    followersGained30d: stats.followersGained,
    posts: stats.posts,
    likesReceived30d: stats.likesReceived,
    commentsReceived30d: stats.commentsReceived,
    following: stats.following,
    likesGiven: stats.likesGiven,
    commentsGiven: stats.commentsGiven,
  };
}

/** The member on one side of an activity row: who acted, or the creator it was done to. */
function personOf(row: ActivityRow, side: 'actor' | 'creator'): Person {
  const username = row[`${side}Username` as const];
  return {
    username,
    displayName: row[`${side}DisplayName` as const],
    avatar: avatarUrl({ username, avatarUpdatedAt: row[`${side}AvatarUpdatedAt` as const] }),
    avatarData: avatarDataOf({
      hairColor: row[`${side}HairColor` as const],
      eyeColor: row[`${side}EyeColor` as const],
      skinTone: row[`${side}SkinTone` as const],
    }),
  };
}

/** One follow, like or comment: who, to whom, and on which post. */
export function toActivityItem(row: ActivityRow): ActivityItem {
  return {
    id: row.key,
    kind: row.kind,
    at: row.at.toISOString(),
    actor: personOf(row, 'actor'),
    creator: personOf(row, 'creator'),
    post:
      row.postId !== null && row.postTitle !== null
        ? { id: row.postId, title: row.postTitle }
        : null,
  };
}
