import type { ReactNode } from 'react';
import { useArtistShares } from '../../../lib/artist-shares';
import { TuneslingersMailLinks } from './tuneslingers-mail-links';
import { TuneslingersWays } from './tuneslingers-ways';

/**
 * The opening statement of both Tuneslingers pages. In beta (`live` false) it says the platform
 * is being built and offers the two mail drafts; either way it offers the ways in that work now,
 * and whatever the page adds beneath them.
 */
export function TuneslingersPitch({
  live,
  signedIn,
  children,
}: {
  live: boolean;
  signedIn: boolean;
  children?: ReactNode;
}) {
  const shares = useArtistShares();
  return (
    <section
      aria-labelledby="tuneslingers-pitch-heading"
      className="panel relative isolate overflow-hidden p-6 sm:p-10"
    >
      <div
        aria-hidden
        className="retro-sun pointer-events-none absolute -end-12 -bottom-24 -z-10 w-48 opacity-20 sm:w-64"
      />
      <h2
        id="tuneslingers-pitch-heading"
        className="max-w-2xl text-2xl font-black break-words sm:text-3xl"
      >
        Your music. Your fans. <span className="text-gradient">Your money.</span>
      </h2>
      <div className="mt-4 grid max-w-2xl gap-3 text-lg leading-relaxed text-muted">
        <p>
          {live
            ? 'Tuneslingers is the station’s fair-pay platform, open to every listener and artist.'
            : 'Tuneslingers is the fair-pay platform we are building beside the station.'}{' '}
          Independent artists keep {shares.streaming}% of their streaming revenue,{' '}
          {shares.merchandise}% of their merchandise sales and {shares.tip}% of their tips, and see
          every play and every cent as it happens.
        </p>
        <p>
          {live
            ? 'Create your account, find creators to follow, and upload your music from the artist dashboard.'
            : 'We are opening a beta for listeners and looking for our first launch artists. Both are one e-mail away, and the platform already works: you can sign up, discover creators and upload today.'}
        </p>
      </div>
      {live ? null : <TuneslingersMailLinks className="mt-6" />}
      <TuneslingersWays signedIn={signedIn} className="mt-4" />
      {children ? <div className="mt-6 border-t border-line pt-6">{children}</div> : null}
    </section>
  );
}
