import type {
  ArtistStats,
  Checkout,
  MyPayment,
  Payout,
  Receipt,
  StatementLine,
  Subscriber,
  Subscription,
} from '../../../shared/contracts/payments.js';
import type { Person } from '../../../shared/contracts/posts.js';
import { followerConversionRate } from '../../../shared/domain/audience.js';
import { type Cents, cents, toDecimalString } from '../../../shared/domain/money.js';
import { basisPointsToPercent } from '../../../shared/domain/revenue.js';
import type { LedgerKind, PaymentProviderName } from '../../../shared/payments.constants.js';
import { type PersonRow, toPerson } from '../../views/user.views.js';
import type { LedgerRepo, TransactionRow, TransactionSummary } from './ledger.repo.js';
import type { CheckoutRow, PayoutRow, SubscriptionRow } from './payments.repo.js';

type People = ReadonlyMap<number, PersonRow>;

/** Someone who has since deleted their account still appears, without a name to link to. */
const gone: Person = { username: '', displayName: 'Former member', avatar: null, avatarData: null };

export function personIn(people: People, id: number | null): Person | null {
  if (id === null) return null;
  const row = people.get(id);
  return row ? toPerson(row) : gone;
}

export function toSubscription(
  row: SubscriptionRow,
  people: People,
  nextPriceCents: number,
): Subscription {
  return {
    id: row.id,
    creator: personIn(people, row.creatorId) ?? gone,
    status: row.status as Subscription['status'],
    priceCents: row.priceCents,
    nextPriceCents,
    startedAt: (row.startedAt ?? row.createdAt).toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt: row.endedAt?.toISOString() ?? null,
    provider: row.provider as PaymentProviderName,
  };
}

export function toSubscriber(row: SubscriptionRow, people: People): Subscriber {
  return {
    id: row.id,
    fan: personIn(people, row.fanId) ?? gone,
    status: row.status as Subscriber['status'],
    since: (row.startedAt ?? row.createdAt).toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    priceCents: row.priceCents,
  };
}

/**
 * A transaction as a statement line. Refunds and payouts show as negative gross from the
 * artist's side; each part is the sum of the transaction's entries in that account.
 */
export function toStatementLine(row: TransactionSummary, people: People): StatementLine {
  const outgoing = row.kind === 'refund' || row.kind === 'payout';
  return {
    id: row.id,
    kind: row.kind as LedgerKind,
    createdAt: row.createdAt.toISOString(),
    fan: personIn(people, row.fanId),
    grossCents: outgoing ? -row.grossCents : row.grossCents,
    artistCents: row.artistCents,
    platformCents: row.platformCents,
    feeCents: row.feeCents,
    artistRatePercent: basisPointsToPercent(row.artistRateBp),
    message: row.message,
    heardOnAir: row.heardOnAir,
    reversesId: row.reversesId,
  };
}

export function toMyPayment(row: TransactionRow, refundedCents: number, people: People): MyPayment {
  return {
    id: row.id,
    kind: row.kind as LedgerKind,
    creator: personIn(people, row.creatorId),
    amountCents: row.grossCents,
    refundedCents,
    message: row.message,
    heardOnAir: row.heardOnAir,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toReceipt(
  row: TransactionSummary,
  refunds: readonly TransactionRow[],
  people: People,
): Receipt {
  return {
    id: row.id,
    number: `R-${String(row.id).padStart(8, '0')}`,
    kind: row.kind as LedgerKind,
    creator: personIn(people, row.creatorId),
    fan: personIn(people, row.fanId),
    amountCents: row.grossCents,
    artistCents: row.artistCents,
    platformCents: row.platformCents,
    feeCents: row.feeCents,
    artistRatePercent: basisPointsToPercent(row.artistRateBp),
    message: row.message,
    heardOnAir: row.heardOnAir,
    provider: row.provider as PaymentProviderName,
    providerRef: row.providerRef,
    createdAt: row.createdAt.toISOString(),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.grossCents,
      createdAt: refund.createdAt.toISOString(),
      note: refund.message,
    })),
  };
}

/** What a creator's figures are read from: the ledger's earnings, balance and audience. */
export interface ArtistFigures {
  earnings: Awaited<ReturnType<LedgerRepo['earnings']>>;
  balanceCents: Cents;
  subscribers: number;
  followers: number;
  music: { totalPlays: number; totalSongs: number };
}

/** A creator's earnings, subscribers and plays, each sum also as dollars with two decimals. */
export function toArtistStats({
  earnings,
  balanceCents,
  subscribers,
  followers,
  music,
}: ArtistFigures): ArtistStats {
  return {
    totalPlays: music.totalPlays,
    monthlyEarnings: toDecimalString(earnings.sinceCents),
    monthlyEarningsCents: earnings.sinceCents,
    subscriberCount: subscribers,
    totalTips: toDecimalString(earnings.tipsCents),
    totalTipsCents: earnings.tipsCents,
    totalSongs: music.totalSongs,
    conversionRate: followerConversionRate(subscribers, followers),
    totalEarnings: toDecimalString(earnings.totalCents),
    totalEarningsCents: earnings.totalCents,
    balanceCents,
  };
}

/** A fan's own checkout, for the test-mode checkout page, with the creator it pays. */
export function toCheckout(checkout: CheckoutRow, creator: PersonRow, testMode: boolean): Checkout {
  return {
    id: checkout.id,
    purpose: checkout.purpose as Checkout['purpose'],
    amountCents: checkout.amountCents,
    message: checkout.message,
    heardOnAir: checkout.heardOnAir,
    creator: toPerson(creator),
    status: checkout.status as Checkout['status'],
    testMode,
    returnPath: checkout.returnPath,
    receiptId: checkout.transactionId,
    expiresAt: checkout.expiresAt.toISOString(),
  };
}

export function toPayout(row: PayoutRow, people: People): Payout {
  return {
    id: row.id,
    creator: personIn(people, row.creatorId) ?? gone,
    amountCents: row.amountCents,
    status: row.status as Payout['status'],
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet; quote and neutralise it.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const decimal = (amount: number) => toDecimalString(cents(amount));

/** The statement as CSV, one line per transaction, amounts in dollars with two decimals. */
export function statementCsv(lines: readonly StatementLine[]): string {
  const header = [
    'id',
    'date',
    'kind',
    'fan',
    'gross',
    'artist_share',
    'artist_rate_percent',
    'platform_share',
    'processor_fee',
    'message',
    'reverses',
    'heard_on_air',
  ];
  const rows = lines.map((line) =>
    [
      line.id,
      line.createdAt,
      line.kind,
      line.fan?.username ?? '',
      decimal(line.grossCents),
      decimal(line.artistCents),
      line.artistRatePercent,
      decimal(line.platformCents),
      decimal(line.feeCents),
      line.message,
      line.reversesId ?? '',
      line.heardOnAir ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
}
