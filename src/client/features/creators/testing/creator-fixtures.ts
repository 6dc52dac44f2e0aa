import type { CreatorCard, CreatorProfile } from '../../../../shared/contracts/creators';

export function creatorCard(overrides: Partial<CreatorCard> = {}): CreatorCard {
  return {
    id: 7,
    username: 'neonrider',
    displayName: 'Neon Rider',
    avatar: null,
    avatarData: null,
    category: 'music',
    tagline: 'Chasing sunsets at 120 BPM',
    accent: 'magenta',
    followerCount: 1200,
    subscriptionPrice: '4.99',
    subscriptionPriceCents: 499,
    demo: false,
    ...overrides,
  };
}

export function creatorProfile(overrides: Partial<CreatorProfile> = {}): CreatorProfile {
  return {
    ...creatorCard(),
    bio: 'Chasing sunsets at 120 BPM.',
    followingCount: 5,
    postCount: 3,
    joinedAt: '2026-11-21T10:00:00.000Z',
    country: null,
    followedByMe: null,
    isMe: false,
    ...overrides,
  };
}

/** `count` different creators, for filling a page of results. */
export function creatorCards(count: number, from = 1): CreatorCard[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return creatorCard({ id: n, username: `creator${n}`, displayName: `Creator ${n}` });
  });
}
