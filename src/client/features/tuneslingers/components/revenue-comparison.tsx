import {
  ARTIST_SHARE_PERCENT,
  artistTake,
  TRADITIONAL_STREAMING_SHARE_PERCENT,
} from '../../../../shared/domain/revenue';

const EXAMPLE_REVENUE = 100;

const dollars = (amount: number) =>
  amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    // Whole amounts read better without cents: $80 rather than $80.00.
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });

const rows = [
  {
    name: 'Tuneslingers',
    percent: ARTIST_SHARE_PERCENT.streaming,
    approximate: false,
    barClass: 'bg-[linear-gradient(90deg,var(--c-button),var(--c-button-2))]',
  },
  {
    name: 'A traditional streaming service',
    percent: TRADITIONAL_STREAMING_SHARE_PERCENT,
    approximate: true,
    barClass: 'bg-muted',
  },
] as const;

const timesMore = Math.floor(ARTIST_SHARE_PERCENT.streaming / TRADITIONAL_STREAMING_SHARE_PERCENT);

/** What an artist keeps of the same streaming revenue here and at a traditional service. */
export function RevenueComparison() {
  return (
    <figure className="panel grid gap-6 p-6 sm:p-8">
      <figcaption className="text-lg text-muted">
        Of every {dollars(EXAMPLE_REVENUE)} of streaming revenue, the artist keeps:
      </figcaption>
      <dl className="grid gap-6">
        {rows.map((row) => (
          <div key={row.name} className="grid gap-2">
            <dt className="font-bold">{row.name}</dt>
            <dd className="grid gap-2">
              <span className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-display text-2xl font-black">
                  {row.approximate ? '~' : ''}
                  {row.percent}%
                </span>
                <span className="text-muted">
                  {row.approximate ? 'about ' : ''}
                  {dollars(artistTake(EXAMPLE_REVENUE, row.percent))}
                </span>
              </span>
              <span aria-hidden className="block h-4 overflow-hidden rounded-full bg-surface-2">
                <span
                  className={`block h-full rounded-full ${row.barClass}`}
                  style={{ width: `${row.percent}%` }}
                />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="font-semibold">
        That is more than {timesMore} times as much for the same plays.
      </p>
    </figure>
  );
}
