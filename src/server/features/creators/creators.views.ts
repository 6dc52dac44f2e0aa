import type { Approval } from '../../../shared/contracts/admin.js';
import type { CreatorCard, CreatorProfile } from '../../../shared/contracts/creators.js';
import type { CreatorAccent, CreatorCategoryId } from '../../../shared/creators.constants.js';
import { cents, toDecimalString } from '../../../shared/domain/money.js';
import { avatarDataOf, avatarUrl } from '../../views/user.views.js';
import type { ApplicationRow } from './applications.repo.js';
import type { CreatorRow } from './creators.repo.js';

export function toCreatorCard(row: CreatorRow): CreatorCard {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    avatar: avatarUrl(row),
    avatarData: avatarDataOf(row),
    category: row.category as CreatorCard['category'],
    tagline: row.tagline,
    accent: row.accent as CreatorCard['accent'],
    followerCount: row.followerCount,
    subscriptionPrice: toDecimalString(cents(row.subscriptionPriceCents)),
    subscriptionPriceCents: row.subscriptionPriceCents,
    demo: row.isDemo,
  };
}

export function toCreatorProfile(
  row: CreatorRow,
  extra: { postCount: number; followedByMe: boolean | null; isMe: boolean },
): CreatorProfile {
  return {
    ...toCreatorCard(row),
    bio: row.bio,
    followingCount: row.followingCount,
    joinedAt: row.joinedAt.toISOString(),
    country: row.country,
    ...extra,
  };
}

/** A creator application as the applicant and administrators see it. */
export function toApproval(row: ApplicationRow): Approval {
  return {
    user: { id: row.userId, username: row.username, displayName: row.displayName },
    category: row.category as CreatorCategoryId,
    tagline: row.tagline,
    accent: row.accent as CreatorAccent,
    subscriptionPriceCents: row.subscriptionPriceCents,
    status: row.status as Approval['status'],
    note: row.note,
    appliedAt: row.createdAt.toISOString(),
  };
}
