import type { ReactNode } from 'react';
import { artistSharePercent } from '../../../../shared/domain/revenue';
import { TuneslingersMailLinks } from './tuneslingers-mail-links';

/**
 * The opening statement of both Tuneslingers pages, with the two mail drafts and whatever the
 * page adds beneath them.
 */
export function TuneslingersPitch({ children }: { children?: ReactNode }) {
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
          Tuneslingers is the fair-pay platform we are building beside the station. Independent
          artists keep {artistSharePercent('streaming')}% of their streaming revenue,{' '}
          {artistSharePercent('merchandise')}% of their merchandise sales and{' '}
          {artistSharePercent('tip')}% of their tips, and see every play and every cent as it
          happens.
        </p>
        <p>
          We are opening a beta for listeners and looking for our first launch artists. Both are one
          e-mail away.
        </p>
      </div>
      <TuneslingersMailLinks className="mt-6" />
      {children ? <div className="mt-6 border-t border-line pt-6">{children}</div> : null}
    </section>
  );
}
