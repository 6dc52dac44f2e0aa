import { Construction } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { findPage } from '../../shared/site/pages';

/** Stands in for a page whose features are still being built, so every route resolves. */
export function BuildingPage() {
  const [location] = useLocation();
  const page = findPage(location);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-black text-gradient sm:text-4xl">{page?.title}</h1>
      <p className="mt-3 text-lg text-muted">{page?.description}</p>
      <section
        className="panel mt-8 flex flex-col gap-4 p-6 sm:flex-row sm:items-start"
        aria-labelledby="building-heading"
      >
        <Construction aria-hidden className="size-10 shrink-0 text-accent" />
        <div>
          <h2 id="building-heading" className="text-lg font-bold">
            This page is being built
          </h2>
          <p className="mt-2 text-muted">
            Our crew is wiring this part of the station right now. The music never stops while we
            work, so tune in meanwhile.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href="/now-playing" className="btn btn-primary">
              Listen live
            </Link>
            <Link href="/schedule" className="btn btn-outline">
              See the schedule
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
