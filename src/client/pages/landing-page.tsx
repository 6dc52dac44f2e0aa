import { Headphones, Radio, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { station } from '../../shared/site/station';

/** The front door: logo, tagline and the three ways in (spec: / and /landing). */
export function LandingPage() {
  return (
    <section className="relative isolate flex min-h-[calc(100dvh-7.5rem)] flex-col overflow-hidden">
      <div className="mx-auto grid max-w-4xl justify-items-center gap-6 px-4 pt-14 pb-6 text-center sm:pt-20">
        <p className="chip border border-cyan/50 text-cyan">
          <Radio aria-hidden size={14} /> Live from {station.location.split(',')[0]}
        </p>
        <h1 className="font-display text-5xl font-black uppercase leading-none tracking-wider sm:text-7xl">
          <span className="text-gradient drop-shadow-[0_0_30px_var(--c-glow)]">
            {station.shortName}
          </span>
          <span className="mt-3 block text-2xl tracking-[0.6em] text-cyan sm:text-3xl">FM</span>
        </h1>
        <p className="max-w-xl text-lg text-text sm:text-xl">
          {station.tagline} Retro-futurist sounds, live DJs and a community that never sleeps.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link href="/now-playing" className="btn btn-primary text-base">
            <Headphones aria-hidden size={18} /> Listen Live
          </Link>
          <Link href="/what-is-synthwave" className="btn btn-outline text-base">
            <Sparkles aria-hidden size={18} /> What is Synthwave?
          </Link>
          <Link href="/home" className="btn btn-ghost text-base ring-1 ring-line">
            Enter the station
          </Link>
        </div>
      </div>
      <div aria-hidden className="relative mt-auto h-[340px] w-full">
        <div className="retro-sun absolute start-1/2 bottom-[56px] w-[min(64vw,260px)] -translate-x-1/2 rtl:translate-x-1/2" />
        <div className="retro-grid" />
      </div>
    </section>
  );
}
