import { ArrowRight, Check, Search } from 'lucide-react';
import { Link } from 'wouter';
import {
  type ArtistShares,
  TRADITIONAL_STREAMING_SHARE_PERCENT,
} from '../../../../shared/domain/revenue';
import { useArtistShares } from '../../../lib/artist-shares';

const sharesFor = (shares: ArtistShares) => [
  { value: `${shares.streaming}%`, label: 'of streaming revenue' },
  { value: `${shares.merchandise}%`, label: 'of merchandise sales' },
  { value: `${shares.tip}%`, label: 'of tips' },
];

const PLANNED = [
  'A real-time dashboard for plays, fans and earnings',
  'Tips that go straight to the artist',
  'Early access for our launch artists',
] as const;

/**
 * The home page's teaser for the station's fair-pay creator platform: coming soon while beta mode
 * is on (`live` false), open once the admins turn it off. Either way it leads to the creators.
 */
export function TuneslingersBlurb({ live }: { live: boolean }) {
  return (
    <section
      aria-labelledby="tuneslingers-blurb-heading"
      className="panel relative isolate flex h-full flex-col overflow-hidden p-6"
    >
      <div
        aria-hidden
        className="retro-sun pointer-events-none absolute -end-8 -bottom-10 -z-10 w-36 opacity-15"
      />
      <p className="chip self-start border border-accent/60 text-accent">
        {live ? 'Open now' : 'Coming soon'}
      </p>
      <h2 id="tuneslingers-blurb-heading" className="mt-3 text-2xl font-black text-gradient">
        Tuneslingers
      </h2>
      <p className="mt-3">
        {live
          ? 'Our fair-pay home for independent artists is open.'
          : 'Our fair-pay home for independent artists is in development, and open to try.'}{' '}
        Upload your music, sell your merch, take tips and watch your earnings in real time, and keep
        most of what you make.
      </p>
      <ul aria-label="What artists keep" className="mt-5 grid grid-cols-3 gap-2 text-center">
        {sharesFor(useArtistShares()).map((share) => (
          <li key={share.label} className="rounded-xl border border-line bg-bg-2 px-2 py-3">
            <span className="block font-display text-xl font-black text-accent sm:text-2xl">
              {share.value}
            </span>{' '}
            <span className="mt-1 block text-xs text-muted">{share.label}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">
        Compare that with about {TRADITIONAL_STREAMING_SHARE_PERCENT}% at a traditional streaming
        service.
      </p>
      <ul className="mt-4 mb-6 grid gap-2 text-sm">
        {PLANNED.map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-cyan" /> {item}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-3">
        <Link href="/tuneslingers" className="btn btn-outline">
          Discover Tuneslingers <ArrowRight aria-hidden size={18} className="rtl:-scale-x-100" />
        </Link>
        <Link href="/search" className="btn btn-ghost ring-1 ring-line">
          <Search aria-hidden size={18} /> Discover creators
        </Link>
      </div>
    </section>
  );
}
