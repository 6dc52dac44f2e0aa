import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Receipt } from '../../../../shared/contracts/payments';
import { formatDateTime } from '../../../lib/format';
import { creatorPath, kindLabel, money, percent } from './payment-display';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 border-b border-line/60 py-2 last:border-0">
      <dt className="text-muted">{term}</dt>
      <dd className="ms-auto min-w-0 text-right font-semibold wrap-anywhere tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/** One payment's receipt: who paid whom, for what, how it was shared, and any refunds. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const refunded = receipt.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  return (
    <article aria-labelledby="receipt-heading" className="panel grid gap-6 p-5 sm:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-muted">Receipt</p>
          <h2 id="receipt-heading" className="text-2xl font-black wrap-anywhere">
            {receipt.number}
          </h2>
          <p className="text-sm text-muted">
            <time dateTime={receipt.createdAt}>{formatDateTime(receipt.createdAt)}</time>
          </p>
        </div>
        <button
          type="button"
          className="btn btn-outline btn-sm print:hidden"
          onClick={() => window.print()}
        >
          <Printer aria-hidden size={16} /> Print
        </button>
      </header>

      <dl className="grid">
        <Row term="Paid to">
          {receipt.creator ? (
            <Link href={creatorPath(receipt.creator.username)} className="hover:underline">
              {receipt.creator.displayName} (@{receipt.creator.username})
            </Link>
          ) : (
            'Tuneslingers'
          )}
        </Row>
        {receipt.fan ? (
          <Row term="Paid by">
            {receipt.fan.displayName} (@{receipt.fan.username})
          </Row>
        ) : null}
        <Row term="For">
          {kindLabel(receipt.kind)}
          {receipt.heardOnAir ? (
            <span className="block text-sm font-normal text-muted">
              Heard on air: {receipt.heardOnAir}
            </span>
          ) : null}
        </Row>
        {receipt.message ? (
          // A purchase's line names the song ("Title" by Artist); a tip's is the fan's message.
          <Row term={receipt.kind === 'song_purchase' ? 'Song' : 'Message'}>{receipt.message}</Row>
        ) : null}
        <Row term="Amount">
          <span className="text-lg">{money(receipt.amountCents)}</span>
        </Row>
        {receipt.providerRef ? <Row term="Payment reference">{receipt.providerRef}</Row> : null}
      </dl>

      <section aria-labelledby="receipt-split-heading" className="grid gap-2">
        <h3 id="receipt-split-heading" className="font-bold">
          How it was shared
        </h3>
        <dl className="grid rounded-xl border border-line px-4">
          <Row term={`Artist share (${percent(receipt.artistRatePercent)})`}>
            {money(receipt.artistCents)}
          </Row>
          <Row term="Platform share">{money(receipt.platformCents)}</Row>
          <Row term="Processor fee">{money(receipt.feeCents)}</Row>
        </dl>
        <p className="text-sm text-muted">
          Shares are of what you paid. The processor’s fee comes out of the platform’s part, never
          the artist’s.
        </p>
      </section>

      <section aria-labelledby="receipt-refunds-heading" className="grid gap-2">
        <h3 id="receipt-refunds-heading" className="font-bold">
          Refunds
        </h3>
        {receipt.refunds.length === 0 ? (
          <p className="text-sm text-muted">No refunds.</p>
        ) : (
          <dl className="grid rounded-xl border border-line px-4">
            {receipt.refunds.map((refund) => (
              <Row key={refund.id} term={formatDateTime(refund.createdAt)}>
                {money(refund.amountCents)}
                {refund.note ? (
                  <span className="block text-sm font-normal text-muted">{refund.note}</span>
                ) : null}
              </Row>
            ))}
            <Row term="Refunded in all">{money(refunded)}</Row>
          </dl>
        )}
      </section>
    </article>
  );
}
