import type { MyAccount, PublicProfile } from '../../shared/contracts/account';
import type { Approval } from '../../shared/contracts/admin';
import type { AccountUser } from '../../shared/contracts/auth';

export const neonrider: AccountUser = {
  id: 7,
  username: 'neonrider',
  displayName: 'Neon Rider',
  profileImageUrl: null,
  followers: 3,
  following: 5,
  isAdmin: false,
  isCreator: true,
  isDj: false,
  twoFactorEnabled: false,
  avatarData: null,
};

export const myAccount: MyAccount = {
  ...neonrider,
  email: 'neon@example.com',
  emailVerified: true,
  bio: 'Chasing sunsets at 120 BPM.',
  firstName: null,
  lastName: null,
  avatarData: null,
  createdAt: '2026-11-21T10:00:00.000Z',
};

/** Neon Rider's public profile, as anyone may read it. */
export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    username: 'neonrider',
    displayName: 'Neon Rider',
    profileImageUrl: null,
    avatarData: null,
    bio: 'Chasing sunsets at 120 BPM.',
    isCreator: true,
    isDj: false,
    followers: 1200,
    following: 5,
    joinedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** Neon Rider's application to become a creator, waiting for an administrator unless told. */
export function creatorApplication(overrides: Partial<Approval> = {}): Approval {
  return {
    user: { id: 7, username: 'neonrider', displayName: 'Neon Rider' },
    category: 'music',
    tagline: 'Outrun after dark',
    accent: 'magenta',
    subscriptionPriceCents: 0,
    status: 'pending',
    note: '',
    appliedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** Grid Queen's application, as it waits in the administrators' queue. */
export function gridQueenApplication(overrides: Partial<Approval> = {}): Approval {
  return creatorApplication({
    user: { id: 12, username: 'gridqueen', displayName: 'Grid Queen' },
    tagline: 'Outrun anthems for night drivers',
    subscriptionPriceCents: 499,
    appliedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}
