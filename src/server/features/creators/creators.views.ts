import type { CreatorCard, CreatorProfile } from '../../../shared/contracts/creators.js';
import { cents, toDecimalString } from '../../../shared/domain/money.js';
import { avatarDataOf, avatarUrl } from '../../views/user.views.js';
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
    ...extra,
  };
}
