import type { Subscription } from '../../../../shared/contracts/payments';
import { cents, formatCents } from '../../../../shared/domain/money';
import {
  LEDGER_KIND_LABELS,
  type LedgerKind,
  SUBSCRIPTION_STATUS_LABELS,
} from '../../../../shared/payments.constants';
import { formatDate } from '../../../lib/format';

/** Whole cents from the API as "$4.99" (negative amounts, such as refunds, as "-$4.99"). */
export function money(amountCents: number): string {
  return formatCents(cents(amountCents));
}

/** Running text's amounts: "$5" for whole dollars, "$4.99" otherwise. */
export function moneyShort(amountCents: number): string {
  return formatCents(cents(amountCents), 'en-US', { omitZeroCents: true });
}

/** "$4.99/month". */
export function perMonth(amountCents: number): string {
  return `${money(amountCents)}/month`;
}

export function kindLabel(kind: LedgerKind): string {
  return LEDGER_KIND_LABELS[kind];
}

/** A share as written in running text: 80 → "80%", 82.5 → "82.5%". */
export function percent(rate: number): string {
  return `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

type SubscriptionDates = Pick<
  Subscription,
  'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'endedAt'
>;

/**
 * When a subscription renews or stops, as one line: "Renews on Dec 21, 2026", "Ends on…" once
 * cancelled (it stays active until then), "Ended on…" afterwards; null when no date is known.
 */
export function renewalLine(subscription: SubscriptionDates): string | null {
  if (subscription.status === 'ended') {
    return subscription.endedAt ? `Ended on ${formatDate(subscription.endedAt)}` : null;
  }
  if (!subscription.currentPeriodEnd) return null;
  const date = formatDate(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}

export function statusLabel(subscription: Pick<Subscription, 'status'>): string {
  return SUBSCRIPTION_STATUS_LABELS[subscription.status];
}

/** A creator's page, where every name in these lists leads. */
export const creatorPath = (username: string) => `/creator/${encodeURIComponent(username)}`;
