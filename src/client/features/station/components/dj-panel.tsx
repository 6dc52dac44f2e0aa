import { Headphones } from 'lucide-react';
import { LibrarySearch } from './library-search';
import { PendingSubmissions } from './pending-submissions';
import { StationQueuePanel } from './station-queue';

/**
 * The built-in station's controls on /now-playing, for the members the policy lets program it:
 * what is on air and next, Skip, the library with Play next, and the artists' submissions.
 * The page loads it on its own, so listeners never download it.
 */
export function DjPanel() {
  return (
    <section aria-labelledby="dj-panel-heading" className="panel grid gap-6 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="dj-panel-heading" className="flex items-center gap-2 text-xl font-bold">
          <Headphones aria-hidden className="size-5 text-accent" /> DJ panel
        </h2>
        <span className="chip border border-line text-muted">DJs and admins</span>
      </div>
      <StationQueuePanel />
      <div className="grid gap-6 lg:grid-cols-2">
        <LibrarySearch />
        <PendingSubmissions />
      </div>
    </section>
  );
}
