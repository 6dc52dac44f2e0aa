import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, BarChart3, HandCoins, LogIn, Settings, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { Subscription } from '../../../../shared/contracts/payments';
import { SignInLink } from '../../../components/ui/sign-in-link';
import { SwitchedOff } from '../../../components/ui/switched-off';
import { paymentQueries } from '../api/payment-queries';
import { useStartSubscription } from '../hooks/use-payment-mutations';
import { perMonth, renewalLine } from './payment-display';
import { TipButton } from './tip-button';

export interface SupportedCreator {
  username: string;
  displayName: string;
  subscriptionPriceCents: number;
  isMe: boolean;
}

/** What an administrator left on; each one that is off hides its button and says why. */
export interface SupportSwitches {
  paymentsEnabled: boolean;
  tippingEnabled: boolean;
}

interface SupportCreatorPanelProps {
  creator: SupportedCreator;
  signedIn: boolean;
  switches?: SupportSwitches;
}

const ALL_ON: SupportSwitches = { paymentsEnabled: true, tippingEnabled: true };

/** The notices for what is paused, where its buttons would be. */
function PausedNotices({ switches, forSale }: { switches: SupportSwitches; forSale: boolean }) {
  if (switches.tippingEnabled && (switches.paymentsEnabled || !forSale)) return null;
  return (
    <div className="grid gap-2">
      {forSale && !switches.paymentsEnabled ? <SwitchedOff name="paymentsEnabled" /> : null}
      {switches.tippingEnabled ? null : <SwitchedOff name="tippingEnabled" />}
    </div>
  );
}

/** A subscription that still gives access: paid up, or paid up with a renewal that failed. */
const isCurrent = (subscription: Subscription | null | undefined): subscription is Subscription =>
  subscription?.status === 'active' || subscription?.status === 'past_due';

/**
 * How a fan supports a creator on their page: a monthly subscription (where the creator asks a
 * price) and tips. Visitors are asked to sign in first; the creator sees how fans see it.
 */
export function SupportCreatorPanel({
  creator,
  signedIn,
  switches = ALL_ON,
}: SupportCreatorPanelProps) {
  const headingId = `support-${creator.username}`;
  const forSale = creator.subscriptionPriceCents > 0;
  if (creator.isMe) {
    return (
      <section aria-labelledby={headingId} className="panel grid gap-3 p-5 sm:p-6">
        <h2 id={headingId} className="text-lg font-bold">
          Fan support
        </h2>
        <p className="text-sm text-muted">
          Fans see a Tip button here
          {creator.subscriptionPriceCents > 0
            ? ` and can subscribe for ${perMonth(creator.subscriptionPriceCents)}`
            : ''}
          . What they pay shows up in your artist dashboard.
        </p>
        <PausedNotices switches={switches} forSale={forSale} />
        <div>
          <Link href="/artist-dashboard" className="btn btn-outline btn-sm">
            <BarChart3 aria-hidden size={16} /> Artist dashboard
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="panel grid gap-4 p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold wrap-anywhere">
        Support {creator.displayName}
      </h2>
      <div className="flex flex-wrap items-start gap-3 empty:hidden">
        {signedIn ? (
          <SignedInSupport creator={creator} switches={switches} />
        ) : (
          <>
            {forSale && switches.paymentsEnabled ? (
              <SignInLink className="btn btn-primary">
                <LogIn aria-hidden size={18} /> Sign in to subscribe
              </SignInLink>
            ) : null}
            {switches.tippingEnabled ? (
              <SignInLink className="btn btn-outline">
                <HandCoins aria-hidden size={18} /> Sign in to tip
              </SignInLink>
            ) : null}
          </>
        )}
      </div>
      <PausedNotices switches={switches} forSale={forSale} />
    </section>
  );
}

function SignedInSupport({
  creator,
  switches,
}: {
  creator: SupportedCreator;
  switches: SupportSwitches;
}) {
  const subscription = useQuery(paymentQueries.creatorSubscription(creator.username));
  const start = useStartSubscription(creator.username);
  const current = isCurrent(subscription.data) ? subscription.data : null;
  const forSale = creator.subscriptionPriceCents > 0 && switches.paymentsEnabled;

  return (
    <>
      {current ? <SubscribedState subscription={current} /> : null}
      {!current && forSale ? (
        <button
          type="button"
          className="btn btn-primary"
          // Until the server says, a second subscription could be started by mistake.
          disabled={subscription.isPending || start.isPending}
          onClick={() => start.mutate()}
        >
          <Sparkles aria-hidden size={18} />
          {start.isPending
            ? 'Opening checkout…'
            : `Subscribe · ${perMonth(creator.subscriptionPriceCents)}`}
        </button>
      ) : null}
      {switches.tippingEnabled ? (
        <TipButton username={creator.username} displayName={creator.displayName} />
      ) : null}
    </>
  );
}

function SubscribedState({ subscription }: { subscription: Subscription }) {
  const when = renewalLine(subscription);
  return (
    <div className="grid min-w-0 basis-full gap-1 rounded-xl border border-accent/50 bg-accent/10 p-3 sm:basis-auto">
      <p className="flex items-center gap-2 font-bold">
        <BadgeCheck aria-hidden className="size-5 text-accent" /> Subscribed
      </p>
      {subscription.status === 'past_due' ? (
        <p className="text-sm">Your last renewal could not be charged; we will try again.</p>
      ) : null}
      {when ? <p className="text-sm text-muted">{when}</p> : null}
      <Link
        href="/settings"
        className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-accent underline decoration-2 underline-offset-4 hover:text-accent-strong"
      >
        <Settings aria-hidden size={14} /> Manage in settings
      </Link>
    </div>
  );
}
