import { Activity, Coins, HandHeart, Shirt } from 'lucide-react';
import type { ArtistShares } from '../../../../shared/domain/revenue';
import { useArtistShares } from '../../../lib/artist-shares';

const highlightsFor = (shares: ArtistShares) => [
  {
    icon: Coins,
    figure: `${shares.streaming}%`,
    title: 'Artist share of streaming revenue',
    text: 'Most of what your music earns from plays goes to you, not to a middleman.',
  },
  {
    icon: Shirt,
    figure: `${shares.merchandise}%`,
    title: 'Merchandise share',
    text: 'Sell shirts, records and prints from your page and keep the lion’s share.',
  },
  {
    icon: HandHeart,
    figure: `${shares.tip}%`,
    title: 'Of every tip',
    text: 'When a fan tips you, all of it reaches you. We take nothing.',
  },
  {
    icon: Activity,
    figure: 'Live',
    title: 'Real-time dashboard',
    text: 'Plays, earnings and subscribers update as they happen, not weeks later.',
  },
];

/** The four promises of the platform, each led by its figure. */
export function RevenueHighlights() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
      {highlightsFor(useArtistShares()).map(({ icon: Icon, figure, title, text }) => (
        <li key={title} className="panel flex min-w-0 flex-col gap-2 p-5 sm:p-6">
          <Icon aria-hidden className="size-6 text-accent" />
          <p className="font-display text-4xl font-black text-gradient">{figure}</p>
          <h3 className="text-base font-bold">{title}</h3>
          <p className="text-sm leading-relaxed text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
