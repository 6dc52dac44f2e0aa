import type {
  ArtistStats,
  Checkout,
  MyPayment,
  Payout,
  Receipt,
  StatementLine,
  Subscription,
} from '../../../../shared/contracts/payments';
import type { SupportedCreator } from '../components/support-creator-panel';

const neonrider = {
  username: 'neonrider',
  displayName: 'Neon Rider',
  avatar: null,
  avatarData: null,
};

const fan = { username: 'quietfan', displayName: 'Quiet Fan', avatar: null, avatarData: null };

/** The creator a support panel is shown for, seen by someone else. */
export const supportedCreator: SupportedCreator = {
  username: 'neonrider',
  displayName: 'Neon Rider',
  subscriptionPriceCents: 499,
  isMe: false,
};

/** The routes a support panel calls for that creator. */
export const SUPPORT_ROUTES = {
  subscription: 'GET /api/creators/neonrider/subscription',
  subscribe: 'POST /api/creators/neonrider/subscribe',
  tips: 'POST /api/creators/neonrider/tips',
} as const;

export function checkout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 'chk_demo_12345678',
    purpose: 'tip',
    amountCents: 500,
    message: 'Keep the synths warm',
    heardOnAir: null,
    creator: neonrider,
    status: 'open',
    testMode: true,
    returnPath: '/creator/neonrider',
    receiptId: null,
    expiresAt: '2026-11-21T11:00:00.000Z',
    ...overrides,
  };
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 31,
    creator: neonrider,
    status: 'active',
    priceCents: 499,
    nextPriceCents: 499,
    startedAt: '2026-11-21T10:00:00.000Z',
    currentPeriodEnd: '2026-12-21T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    endedAt: null,
    provider: 'demo',
    ...overrides,
  };
}

export function myPayment(overrides: Partial<MyPayment> = {}): MyPayment {
  return {
    id: 90,
    kind: 'tip',
    creator: neonrider,
    amountCents: 1000,
    refundedCents: 0,
    message: '',
    heardOnAir: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    id: 90,
    number: 'TS-2026-000090',
    kind: 'subscription',
    creator: neonrider,
    fan,
    amountCents: 1000,
    artistCents: 800,
    platformCents: 171,
    feeCents: 29,
    artistRatePercent: 80,
    message: '',
    heardOnAir: null,
    provider: 'demo',
    providerRef: 'demo_pay_1',
    createdAt: '2026-11-21T10:00:00.000Z',
    refunds: [],
    ...overrides,
  };
}

export function artistStats(overrides: Partial<ArtistStats> = {}): ArtistStats {
  return {
    totalPlays: 0,
    monthlyEarnings: '40.00',
    monthlyEarningsCents: 4000,
    subscriberCount: 12,
    totalTips: '25.00',
    totalTipsCents: 2500,
    totalSongs: 0,
    conversionRate: 1,
    totalEarnings: '123.45',
    totalEarningsCents: 12_345,
    balanceCents: 6000,
    ...overrides,
  };
}

export function statementLine(overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    id: 501,
    kind: 'subscription',
    createdAt: '2026-11-21T10:00:00.000Z',
    fan,
    grossCents: 1000,
    artistCents: 800,
    platformCents: 171,
    feeCents: 29,
    artistRatePercent: 80,
    message: '',
    heardOnAir: null,
    reversesId: null,
    ...overrides,
  };
}

export function payout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 7,
    creator: neonrider,
    amountCents: 6000,
    status: 'requested',
    requestedAt: '2026-11-21T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
