import { CircleCheck, Clock, Receipt, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Checkout } from '../../../../shared/contracts/payments';
import { CardForm } from './card-form';
import { CheckoutSummary, TestModeBanner } from './checkout-summary';

/** The demo checkout: the test-mode band, what is paid, and the card form or how it ended. */
export function CheckoutView({ checkout }: { checkout: Checkout }) {
  return (
    <div className="grid gap-6">
      <TestModeBanner />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <CheckoutSummary checkout={checkout} />
        {checkout.status === 'open' ? (
          <CardForm checkout={checkout} />
        ) : (
          <ClosedCheckout checkout={checkout} />
        )}
      </div>
    </div>
  );
}

const linkClass = 'btn btn-outline btn-sm';

function ClosedCheckout({ checkout }: { checkout: Checkout }) {
  const back = (
    <Link href={checkout.returnPath} className={linkClass}>
      Back to {checkout.creator.displayName}
    </Link>
  );
  if (checkout.status === 'paid') {
    return (
      <ClosedPanel icon={<CircleCheck aria-hidden />} title="This checkout is paid">
        <p>Thank you. Nothing more is needed here.</p>
        <div className="flex flex-wrap gap-2">
          {checkout.receiptId !== null ? (
            <Link href={`/receipts/${checkout.receiptId}`} className="btn btn-primary btn-sm">
              <Receipt aria-hidden size={16} /> View the receipt
            </Link>
          ) : null}
          {back}
        </div>
      </ClosedPanel>
    );
  }
  const expired = checkout.status === 'expired';
  return (
    <ClosedPanel
      icon={expired ? <Clock aria-hidden /> : <XCircle aria-hidden />}
      title={expired ? 'This checkout has expired' : 'This checkout could not be paid'}
    >
      <p>Nothing was charged. Start again from {checkout.creator.displayName}’s page.</p>
      <div className="flex flex-wrap gap-2">{back}</div>
    </ClosedPanel>
  );
}

function ClosedPanel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="checkout-state-heading" className="panel grid gap-3 p-5 sm:p-6">
      <h2 id="checkout-state-heading" className="flex items-center gap-2 text-lg font-bold">
        <span className="text-accent [&>svg]:size-6">{icon}</span>
        {title}
      </h2>
      <div className="grid gap-3 text-muted wrap-anywhere">{children}</div>
    </section>
  );
}
