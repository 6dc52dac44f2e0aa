import type { ReactNode } from 'react';

/** One headline figure: its label, its value as shown, an icon and an optional line under it. */
export interface StatCard {
  label: string;
  value: string;
  icon: ReactNode;
  note?: string;
}

/** Two cards a row on a phone; four, or three, a row on a wide screen. */
const gridClass = (count: number) =>
  `grid grid-cols-2 gap-3 sm:gap-4 ${count === 4 ? 'lg:grid-cols-4' : 'sm:grid-cols-3'}`;

/** Grey stand-ins for the cards while the figures load; announced once to screen readers. */
export function StatCardSkeletons({ count }: { count: number }) {
  return (
    <div role="status" className={gridClass(count)}>
      <span className="sr-only">Loading your figures…</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed number of identical placeholders
          key={index}
          aria-hidden
          className="panel grid gap-3 p-4 motion-safe:animate-pulse sm:p-5"
        >
          <div className="h-3 w-20 rounded-full bg-surface-2" />
          <div className="h-8 w-16 rounded-full bg-surface-2" />
        </div>
      ))}
    </div>
  );
}

/** The figures as a row of cards, each a term and its value. */
export function StatCardList({ cards }: { cards: readonly StatCard[] }) {
  return (
    <dl className={gridClass(cards.length)}>
      {cards.map((card) => (
        <div key={card.label} className="panel flex min-w-0 flex-col gap-1 p-4 sm:p-5">
          <dt className="flex items-center gap-2 text-sm text-muted">
            <span className="text-accent [&>svg]:size-4">{card.icon}</span>
            {card.label}
          </dt>
          <dd className="text-2xl leading-tight font-black wrap-anywhere text-gradient tabular-nums sm:text-3xl">
            {card.value}
          </dd>
          {card.note ? (
            <dd className="text-xs font-semibold wrap-anywhere text-cyan">{card.note}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
