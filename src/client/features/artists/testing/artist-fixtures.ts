import type { ArtistCard, ArtistList } from '../../../../shared/contracts/artists';

export function artistCard(overrides: Partial<ArtistCard> = {}): ArtistCard {
  return {
    id: 7,
    username: 'neonrider',
    displayName: 'Neon Rider',
    avatar: null,
    avatarData: null,
    category: 'music',
    country: 'JP',
    followerCount: 1200,
    songCount: 3,
    airplayLast30Days: 14,
    newFollowersLast30Days: 25,
    songPlaysLast30Days: 310,
    preview: {
      id: 41,
      title: 'Night Drive',
      durationSeconds: 187,
      audioUrl: '/api/songs/41/preview',
    },
    demo: false,
    ...overrides,
  };
}

/** `count` different artists, numbered from `from`. */
export function artistCards(count: number, from = 1): ArtistCard[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return artistCard({
      id: n,
      username: `artist${n}`,
      displayName: `Artist ${n}`,
      preview: {
        id: 100 + n,
        title: `Song ${n}`,
        durationSeconds: 200,
        audioUrl: `/api/songs/${100 + n}/preview`,
      },
    });
  });
}

/** One page of a view. */
export function artistList(overrides: Partial<ArtistList> = {}): ArtistList {
  return {
    view: 'established',
    country: null,
    artists: [artistCard()],
    nextPage: null,
    countries: null,
    ...overrides,
  };
}
