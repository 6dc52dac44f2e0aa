import { Clock, type LucideIcon, Sparkles } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { Action } from './action-link';
import { CallToAction } from './call-to-action';
import { ContentPage, StatusChip } from './content-page';
import { ContentSection } from './content-section';
import { type Feature, FeatureGrid } from './feature-grid';

interface ComingSoonBannerProps {
  heading: string;
  /** The chip above the heading; a heading that already says "Coming Soon" wants another. */
  label?: string;
  children: ReactNode;
}

/** The announcement of something on its way, over a small sunset-and-grid horizon. */
export function ComingSoonBanner({
  heading,
  label = 'Coming soon',
  children,
}: ComingSoonBannerProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="panel relative isolate overflow-hidden"
      data-testid="coming-soon-banner"
    >
      <div className="relative z-10 grid max-w-2xl gap-4 p-6 pb-36 sm:p-10 sm:pb-52">
        <StatusChip icon={<Clock aria-hidden size={14} />}>{label}</StatusChip>
        <h2 id={headingId} className="text-3xl font-black break-words text-gradient sm:text-4xl">
          {heading}
        </h2>
        <div className="grid gap-3 text-lg leading-relaxed text-muted">{children}</div>
      </div>
      {/* The horizon stays below the text: the padding above is taller than sun and grid. */}
      <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-0 h-40 sm:h-56">
        <div className="retro-sun absolute end-[12%] bottom-[20%] w-24 sm:w-36" />
        <div className="retro-grid" />
      </div>
    </section>
  );
}

export interface ComingSoonPageProps {
  title: string;
  description: ReactNode;
  banner: { heading: string; label?: string; text: ReactNode };
  teasers: { title: string; icon?: LucideIcon; intro?: ReactNode; items: readonly Feature[] };
  /** Further sections between the teasers and the closing prompt. */
  children?: ReactNode;
  closing: { title: string; text: ReactNode; actions: readonly Action[]; extra?: ReactNode };
}

/**
 * One layout for every page whose feature is still on its way (store, app, events, playlists,
 * artists): what is coming, what it will hold, and what to do in the meantime.
 */
export function ComingSoonPage({
  title,
  description,
  banner,
  teasers,
  children,
  closing,
}: ComingSoonPageProps) {
  return (
    <ContentPage title={title} description={description}>
      <ComingSoonBanner heading={banner.heading} label={banner.label}>
        <p>{banner.text}</p>
      </ComingSoonBanner>
      <ContentSection title={teasers.title} icon={teasers.icon ?? Sparkles} intro={teasers.intro}>
        <FeatureGrid features={teasers.items} columns={teasers.items.length === 4 ? 2 : 3} />
      </ContentSection>
      {children}
      <CallToAction title={closing.title} text={closing.text} actions={closing.actions}>
        {closing.extra}
      </CallToAction>
    </ContentPage>
  );
}
