import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { PageHeader, PageLoading, PageProblem } from '../components/ui/page-status';
import { paymentQueries } from '../features/payments/api/payment-queries';
import { ReceiptView } from '../features/payments/components/receipt-view';
import { ApiError, errorMessage } from '../lib/api-client';
import { NotFoundPage } from './not-found-page';

function Receipt({ id }: { id: number }) {
  const receipt = useQuery(paymentQueries.receipt(id));
  if (receipt.isPending) return <PageLoading label="Loading the receipt…" />;
  if (receipt.isError) {
    // Someone else's receipt answers 404, exactly like one that does not exist.
    if (receipt.error instanceof ApiError && receipt.error.status === 404) return <NotFoundPage />;
    return (
      <PageProblem
        title="We could not load the receipt"
        message={errorMessage(receipt.error)}
        onRetry={() => void receipt.refetch()}
      />
    );
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-10 sm:py-12">
      <PageHeader title="Receipt">
        <Link href="/settings" className="btn btn-ghost ring-1 ring-line print:hidden">
          Your payments
        </Link>
      </PageHeader>
      <ReceiptView receipt={receipt.data} />
    </div>
  );
}

/** /receipts/{id}: a payment's receipt, for the fan who paid, the creator paid or an admin. */
export function ReceiptPage() {
  const { id = '' } = useParams<{ id: string }>();
  if (!/^\d{1,12}$/.test(id)) return <NotFoundPage />;
  return <Receipt id={Number(id)} />;
}
