import { CreditCard } from 'lucide-react';
import { MyPayments } from './my-payments';
import { MySubscriptions } from './my-subscriptions';

/** The settings page's panel: what the member subscribes to and what they have paid. */
export function SubscriptionsAndPayments() {
  return (
    <section
      id="payments"
      aria-labelledby="payments-heading"
      className="panel grid min-w-0 scroll-mt-24 gap-6 p-6 sm:p-8"
    >
      <div>
        <h2 id="payments-heading" className="flex items-center gap-2 text-xl font-bold">
          <CreditCard aria-hidden className="size-5 text-accent" />
          Subscriptions and payments
        </h2>
        <p className="mt-1 text-sm text-muted">
          A cancelled subscription stays active until the end of the period you paid for.
        </p>
      </div>
      <div className="grid min-w-0 gap-3">
        <h3 className="font-bold">Subscriptions</h3>
        <MySubscriptions />
      </div>
      <div className="grid min-w-0 gap-3">
        <h3 className="font-bold">Payments</h3>
        <MyPayments />
      </div>
    </section>
  );
}
