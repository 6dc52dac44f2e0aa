import { allocate, type Cents, cents } from './money';

/**
 * The ledger's accounts. Signs follow the money from the platform's side: a fan's payment is a
 * negative `fan_payments` entry (money in), and what it funds (the artist's share, the platform's
 * revenue, the processor's fee) are positive entries of the same total, so every transaction sums
 * to zero.
 */
export type LedgerAccount =
  | 'fan_payments'
  | 'artist_payable'
  | 'platform_revenue'
  | 'processor_fees'
  | 'payouts';

export interface EntryDraft {
  account: LedgerAccount;
  /** The creator an `artist_payable` entry belongs to; null for the platform's own accounts. */
  creatorId: number | null;
  amountCents: Cents;
}

const BASIS_POINTS = 10_000;

function checkRate(artistRateBp: number) {
  if (!Number.isInteger(artistRateBp) || artistRateBp < 0 || artistRateBp > BASIS_POINTS) {
    throw new RangeError(`An artist rate is 0 to 10000 basis points, got ${artistRateBp}`);
  }
}

/**
 * The artist's part of an amount at a rate, by largest remainder between the artist and the
 * platform (the artist listed first, so a half cent goes to the artist): it is within half a cent
 * of the exact share, and the platform's part is the rest.
 */
export function artistPart(amountCents: number, artistRateBp: number): Cents {
  checkRate(artistRateBp);
  const [artist] = allocate(cents(amountCents), [artistRateBp, BASIS_POINTS - artistRateBp]);
  return artist ?? cents(0);
}

export interface PaymentSplit {
  artistCents: Cents;
  platformCents: Cents;
  feeCents: Cents;
}

/**
 * The entries of a fan's payment: shares are of the gross, and the processor's fee comes out of
 * the platform's part (which may go below zero on a tip, where the artist keeps everything).
 */
export function paymentEntries(input: {
  creatorId: number;
  grossCents: number;
  artistRateBp: number;
  feeCents?: number;
}): { entries: EntryDraft[]; split: PaymentSplit } {
  const gross = cents(input.grossCents);
  const fee = cents(input.feeCents ?? 0);
  if (gross <= 0) throw new RangeError(`A payment is more than 0 cents, got ${gross}`);
  if (fee < 0) throw new RangeError(`A processor fee is 0 or more, got ${fee}`);
  const artist = artistPart(gross, input.artistRateBp);
  const platform = cents(gross - artist - fee);
  const entries: EntryDraft[] = [
    { account: 'fan_payments', creatorId: null, amountCents: cents(-gross) },
    { account: 'artist_payable', creatorId: input.creatorId, amountCents: artist },
  ];
  if (platform !== 0) {
    entries.push({ account: 'platform_revenue', creatorId: null, amountCents: platform });
  }
  if (fee !== 0) entries.push({ account: 'processor_fees', creatorId: null, amountCents: fee });
  return { entries, split: { artistCents: artist, platformCents: platform, feeCents: fee } };
}

/**
 * The entries of a refund of part or all of a payment. The artist gives back their share of what
 * is refunded, counted cumulatively so that refunding the whole payment, in any number of parts,
 * takes back exactly the artist's original share. The clawback never takes the artist's balance
 * below zero: what their balance cannot cover, the platform bears. The processor keeps its fee.
 */
export function refundEntries(input: {
  creatorId: number;
  grossCents: number;
  artistCents: number;
  refundedBeforeCents: number;
  refundCents: number;
  artistBalanceCents: number;
}): { entries: EntryDraft[]; artistCents: Cents; platformCents: Cents } {
  const { grossCents: gross, artistCents: originalArtist, refundedBeforeCents: before } = input;
  const refund = cents(input.refundCents);
  if (refund <= 0) throw new RangeError(`A refund is more than 0 cents, got ${refund}`);
  if (before < 0 || before + refund > gross) {
    throw new RangeError(`Refunding ${refund} after ${before} exceeds the payment of ${gross}`);
  }
  const artistShareOf = (amount: number) =>
    amount === gross
      ? originalArtist
      : (allocate(cents(amount), [originalArtist, gross - originalArtist])[0] ?? 0);
  const owed = artistShareOf(before + refund) - artistShareOf(before);
  const clawback = cents(Math.max(0, Math.min(owed, input.artistBalanceCents)));
  const platform = cents(refund - clawback);
  const entries: EntryDraft[] = [{ account: 'fan_payments', creatorId: null, amountCents: refund }];
  if (clawback !== 0) {
    entries.push({
      account: 'artist_payable',
      creatorId: input.creatorId,
      amountCents: cents(-clawback),
    });
  }
  if (platform !== 0) {
    entries.push({ account: 'platform_revenue', creatorId: null, amountCents: cents(-platform) });
  }
  return { entries, artistCents: clawback, platformCents: platform };
}

/** The entries of paying a creator out of their balance. */
export function payoutEntries(input: { creatorId: number; amountCents: number }): EntryDraft[] {
  const amount = cents(input.amountCents);
  if (amount <= 0) throw new RangeError(`A payout is more than 0 cents, got ${amount}`);
  return [
    { account: 'artist_payable', creatorId: input.creatorId, amountCents: cents(-amount) },
    { account: 'payouts', creatorId: null, amountCents: amount },
  ];
}

/** The sum of some entries, exactly. */
export function sumEntries(entries: readonly { amountCents: number }[]): number {
  return entries.reduce((total, entry) => total + entry.amountCents, 0);
}
