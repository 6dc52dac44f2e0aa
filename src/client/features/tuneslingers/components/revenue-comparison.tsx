import { allocate, type Cents, cents, formatCents } from '../../../../shared/domain/money';
import {
  type ArtistShares,
  splitRevenue,
  TRADITIONAL_STREAMING_SHARE_PERCENT,
} from '../../../../shared/domain/revenue';
import { useArtistShares } from '../../../lib/artist-shares';

const EXAMPLE_REVENUE = cents(100_00);

// Whole amounts read better without cents: $80 rather than $80.00.
const dollars = (amount: Cents) => formatCents(amount, 'en-US', { omitZeroCents: true });

const [traditionalTake = cents(0)] = allocate(EXAMPLE_REVENUE, [
  TRADITIONAL_STREAMING_SHARE_PERCENT,
  100 - TRADITIONAL_STREAMING_SHARE_PERCENT,
]);

const rowsFor = (shares: ArtistShares) => [
  {
    name: 'Tuneslingers',
    percent: shares.streaming,
    take: splitRevenue(EXAMPLE_REVENUE, 'streaming', {
      artistStreamingRate: shares.streaming,
    }).artist,
    approximate: false,
    barClass: 'bg-[linear-gradient(90deg,var(--c-button),var(--c-button-2))]',
  },
  {
    name: 'A traditional streaming service',
    percent: TRADITIONAL_STREAMING_SHARE_PERCENT,
    take: traditionalTake,
    approximate: true,
    barClass: 'bg-muted',
  },
];

/** What an artist keeps of the same streaming revenue here and at a traditional service. */
export function RevenueComparison() {
  const shares = useArtistShares();
  const rows = rowsFor(shares);
  const timesMore = Math.floor(shares.streaming / TRADITIONAL_STREAMING_SHARE_PERCENT);
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
                  {dollars(row.take)}
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
