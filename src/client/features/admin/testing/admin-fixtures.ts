import type {
  AdminStats,
  AuditEntry,
  Member,
  PlatformSettings,
  Report,
} from '../../../../shared/contracts/admin';

export function platformSettings(overrides: Partial<PlatformSettings> = {}): PlatformSettings {
  return {
    artistRegistrationEnabled: true,
    streamingEnabled: true,
    paymentsEnabled: true,
    tippingEnabled: false,
    merchandiseEnabled: true,
    betaMode: false,
    artistStreamingRate: 80,
    artistMerchandiseRate: 85,
    version: 4,
    updatedAt: '2026-11-21T10:00:00.000Z',
    updatedBy: 'nightowl',
    ...overrides,
  };
}

/** Three UTC days ending on 2026-11-21, oldest first. */
const daily = [
  { day: '2026-11-19', signups: 2, revenueCents: 1500, plays: 30 },
  { day: '2026-11-20', signups: 0, revenueCents: 0, plays: 12 },
  { day: '2026-11-21', signups: 5, revenueCents: 4999, plays: 48 },
];

export function adminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 1234,
    totalArtists: 56,
    totalFans: 1178,
    activeUsers: 321,
    totalRevenue: '12345.67',
    totalRevenueCents: 1_234_567,
    artistPayouts: '9876.54',
    artistPayoutsCents: 987_654,
    platformFees: '2469.13',
    platformFeesCents: 246_913,
    processorFeesCents: 35_800,
    totalTips: '500.00',
    totalTipsCents: 50_000,
    totalStreams: 98_765,
    totalSongs: 432,
    airplays: 7_654,
    daily,
    membersCountedAt: '2026-11-21T10:38:00.000Z',
    ...overrides,
  };
}

export function member(overrides: Partial<Member> = {}): Member {
  return {
    id: 7,
    username: 'neonrider',
    displayName: 'Neon Rider',
    email: 'neon@example.com',
    isDj: false,
    isCreator: true,
    isAdmin: false,
    suspended: false,
    suspensionReason: null,
    joinedAt: '2026-11-01T10:00:00.000Z',
    lastSeenAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 31,
    targetType: 'post',
    targetId: 90,
    excerpt: 'Buy cheap followers at example.test',
    link: '/creator/neonrider',
    author: { id: 7, username: 'neonrider' },
    reporter: { id: 8, username: 'quietfan' },
    reason: 'Spam in the feed',
    status: 'open',
    action: null,
    resolutionNote: '',
    resolvedBy: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    resolvedAt: null,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 100,
    at: '2026-11-21T10:00:00.000Z',
    actor: { id: 1, username: 'nightowl' },
    action: 'settings.update',
    summary: 'Turned tipping off',
    targetType: 'settings',
    targetId: null,
    before: { tippingEnabled: true },
    after: { tippingEnabled: false },
    note: '',
    ...overrides,
  };
}
