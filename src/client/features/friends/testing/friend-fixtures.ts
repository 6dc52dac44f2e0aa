import type {
  DiscoveredUser,
  Friend,
  FriendRequest,
  SentRequest,
} from '../../../../shared/contracts/friends';

export function friend(overrides: Partial<Friend> = {}): Friend {
  return {
    id: 11,
    username: 'laserwave',
    displayName: 'Laser Wave',
    firstName: 'Lana',
    lastName: 'Vector',
    avatar: null,
    avatarData: null,
    isOnline: false,
    lastSeen: null,
    accountType: 'standard',
    mutualFriends: 2,
    ...overrides,
  };
}

/** Someone who is not a friend: the server sends no real name and no presence. */
export function stranger(overrides: Partial<Friend> = {}): Friend {
  return friend({ firstName: null, lastName: null, isOnline: null, lastSeen: null, ...overrides });
}

export function discovered(overrides: Partial<DiscoveredUser> = {}): DiscoveredUser {
  return {
    ...stranger({ id: 21, username: 'gridrunner', displayName: 'Grid Runner' }),
    relation: 'none',
    sharedFollows: 0,
    ...overrides,
  };
}

export function incomingRequest(overrides: Partial<FriendRequest> = {}): FriendRequest {
  return {
    id: 31,
    createdAt: '2026-11-21T10:00:00.000Z',
    requester: friend({ id: 12, username: 'chromedusk', displayName: 'Chrome Dusk' }),
    ...overrides,
  };
}

export function sentRequest(overrides: Partial<SentRequest> = {}): SentRequest {
  return {
    id: 41,
    createdAt: '2026-11-21T10:00:00.000Z',
    addressee: stranger({ id: 13, username: 'palmtree', displayName: 'Palm Tree' }),
    ...overrides,
  };
}
