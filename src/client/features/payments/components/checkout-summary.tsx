import { FlaskConical } from 'lucide-react';
import { Link } from 'wouter';
import type { Checkout } from '../../../../shared/contracts/payments';
import { TEST_MODE_LABEL } from '../../../../shared/payments.constants';
import { Avatar } from '../../../components/ui/avatar';
import { formatDateTime } from '../../../lib/format';
import { creatorPath, money } from './payment-display';

/**
 * The band across the demo checkout. This checkout belongs to the site's demo provider, which
 * never charges anyone, so it always says so, whatever the card form looks like.
 */
export function TestModeBanner() {
  return (
    <div
      role="note"
      className="flex items-center gap-3 rounded-2xl border-2 border-dashed border-cyan bg-cyan/10 p-4 font-bold text-text"
    >
      <FlaskConical aria-hidden className="size-6 shrink-0 text-cyan" />
      <p>{TEST_MODE_LABEL}</p>
    </div>
  );
}

const WHAT: Record<Checkout['purpose'], string> = {
  subscription: 'Monthly subscription to',
  tip: 'Tip to',
  song_purchase: 'One song from',
};

/** What is being paid, to whom, and how much. */
export function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  const { creator } = checkout;
  return (
    <section aria-labelledby="checkout-summary-heading" className="panel grid gap-4 p-5 sm:p-6">
      <h2 id="checkout-summary-heading" className="text-lg font-bold">
        You are paying
      </h2>
      <div className="flex items-center gap-3">
        <Avatar username={creator.username} src={creator.avatar} face={creator.avatarData} />
        <div className="min-w-0">
          <p className="text-sm text-muted">{WHAT[checkout.purpose]}</p>
          <Link
            href={creatorPath(creator.username)}
            className="font-bold wrap-anywhere hover:text-accent hover:underline"
          >
            {creator.displayName}
          </Link>
          <p className="text-sm break-all text-muted">@{creator.username}</p>
        </div>
      </div>
      {checkout.purpose === 'song_purchase' && checkout.message ? (
        <p className="rounded-xl bg-surface-2 p-3 font-semibold wrap-anywhere">
          <span className="text-muted">Song: </span>
          {checkout.message}
        </p>
      ) : null}
      {checkout.heardOnAir ? (
        <p className="rounded-xl bg-surface-2 p-3 font-semibold wrap-anywhere">
          <span className="text-muted">Heard on air: </span>
          {checkout.heardOnAir}
        </p>
      ) : null}
      {checkout.purpose === 'tip' && checkout.message ? (
        <figure className="grid gap-1 rounded-xl bg-surface-2 p-3">
          <figcaption className="text-xs font-semibold text-muted">Your message</figcaption>
          <blockquote className="whitespace-pre-line wrap-anywhere">{checkout.message}</blockquote>
        </figure>
      ) : null}
      <dl className="grid gap-1 border-t border-line pt-4">
        <dt className="text-sm text-muted">Amount</dt>
        <dd className="text-3xl font-black text-gradient tabular-nums">
          {money(checkout.amountCents)}
          {checkout.purpose === 'subscription' ? (
            <span className="text-base font-bold text-muted"> /month</span>
          ) : null}
        </dd>
        {checkout.purpose === 'subscription' ? (
          <dd className="text-sm text-muted">
            Charged today, then every month until you cancel in your settings.
          </dd>
        ) : null}
        {checkout.purpose === 'song_purchase' ? (
          <dd className="text-sm text-muted">
            Charged once. The song is yours to hear in full, as often as you like.
          </dd>
        ) : null}
        {checkout.status === 'open' ? (
          <dd className="text-sm text-muted">
            This checkout stays open until{' '}
            <time dateTime={checkout.expiresAt}>{formatDateTime(checkout.expiresAt)}</time>.
          </dd>
        ) : null}
      </dl>
    </section>
  );
}
