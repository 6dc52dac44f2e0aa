import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { checkoutParamsSchema } from '../../shared/contracts/payments';
import { PageHeader, PageLoading, PageProblem } from '../components/ui/page-status';
import { paymentQueries } from '../features/payments/api/payment-queries';
import { CheckoutView } from '../features/payments/components/checkout-view';
import { ApiError, errorMessage } from '../lib/api-client';
import { NotFoundPage } from './not-found-page';

/** /checkout/{id}: the demo provider's checkout, for the member who started it. */
export function CheckoutPage() {
  const { id = '' } = useParams<{ id: string }>();
  // An address that cannot hold a checkout id is no page, as the server would say.
  if (!checkoutParamsSchema.safeParse({ id }).success) return <NotFoundPage />;
  return <CheckoutLoader id={id} />;
}

function CheckoutLoader({ id }: { id: string }) {
  const checkout = useQuery(paymentQueries.checkout(id));

  if (checkout.isPending) return <PageLoading label="Loading the checkout…" />;
  if (checkout.isError) {
    // The server answers 404 for a checkout that is not the caller's, as for one that never was.
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <PageProblem
        title={missing ? 'We could not find this checkout' : 'We could not load the checkout'}
        message={
          missing
            ? 'It does not exist or was started from another account. Start again from the creator’s page.'
            : errorMessage(checkout.error)
        }
        onRetry={missing ? undefined : () => void checkout.refetch()}
      />
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-12">
      <PageHeader title="Checkout" />
      <CheckoutView checkout={checkout.data} />
    </div>
  );
}
