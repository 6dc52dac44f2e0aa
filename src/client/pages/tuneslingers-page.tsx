import { BookOpen, LayoutDashboard, Percent, Radio, UserPlus } from 'lucide-react';
import { cents, formatCents } from '../../shared/domain/money';
import { artistSharePercent, splitRevenue } from '../../shared/domain/revenue';
import { ActionLink } from '../components/content/action-link';
import { CallToAction } from '../components/content/call-to-action';
import { ContentPage } from '../components/content/content-page';
import { ContentSection, Prose } from '../components/content/content-section';
import { BetaLabel } from '../features/platform/components/beta-label';
import { PlayerFrame } from '../features/radio/components/player-frame';
import { InDevelopmentBadge } from '../features/tuneslingers/components/in-development-badge';
import { TuneslingersMailLinks } from '../features/tuneslingers/components/tuneslingers-mail-links';
import { TuneslingersOverview } from '../features/tuneslingers/components/tuneslingers-overview';
import { TuneslingersPitch } from '../features/tuneslingers/components/tuneslingers-pitch';

const DESCRIPTION = `The fair-pay platform where artists keep ${artistSharePercent('streaming')}% of streaming revenue.`;

/** How a share is counted: the question every artist asks about a percentage. */
function HowSharesAreCounted() {
  const price = cents(1000);
  const artist = splitRevenue(price, 'streaming').artist;
  const dollars = (amount: typeof price) => formatCents(amount, 'en-US', { omitZeroCents: true });
  return (
    <ContentSection title="How the shares are counted" icon={Percent}>
      <Prose>
        <p className="text-muted">
          Every share is counted on what the fan pays (the gross amount), before anything comes off.
          The payment processor’s fee comes out of the platform’s part, never the artist’s: a fan’s{' '}
          {dollars(price)} subscription puts {dollars(artist)} in the artist’s balance, whatever the
          card cost to charge.
        </p>
      </Prose>
    </ContentSection>
  );
}

/** The platform's status chips above the title: in development, and in beta while it is. */
function StatusChips() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <InDevelopmentBadge />
      <BetaLabel />
    </div>
  );
}

/** /tuneslingers: the platform's showcase, with the station playing the artists it is for. */
export function TuneslingersPage() {
  return (
    <ContentPage title="Tuneslingers" eyebrow={<StatusChips />} description={DESCRIPTION}>
      <TuneslingersPitch />

      <ContentSection
        title="Hear the artists on air"
        icon={Radio}
        intro="The station is the first stage for Tuneslingers artists. Press play while you read."
      >
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PlayerFrame />
          <div className="panel grid gap-4 p-6">
            <p className="leading-relaxed text-muted">
              The independent artists in our rotation are exactly who Tuneslingers is for. Launch
              artists will have their own page on the platform, and their music considered for
              airplay on the station.
            </p>
            <ActionLink
              action={{ label: 'Read the details', href: '/tuneslingers-info', icon: BookOpen }}
              className="w-fit"
            />
          </div>
        </div>
      </ContentSection>

      <TuneslingersOverview />

      <HowSharesAreCounted />

      <CallToAction
        title="Be there at launch"
        text="Ask for beta access to try Tuneslingers before anyone else, or apply to be one of the artists we launch with."
      >
        <TuneslingersMailLinks />
      </CallToAction>
    </ContentPage>
  );
}

/** /tuneslingers-info: the details for artists, and the way into their dashboard. */
export function TuneslingersInfoPage() {
  return (
    <ContentPage title="Tuneslingers" eyebrow={<StatusChips />} description={DESCRIPTION}>
      <TuneslingersPitch>
        <p className="text-muted">
          Already have an account? Your uploads, plays and earnings are in your artist dashboard.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ActionLink
            action={{
              label: 'Go to the artist dashboard',
              href: '/artist-dashboard',
              icon: LayoutDashboard,
              variant: 'ghost',
            }}
          />
        </div>
      </TuneslingersPitch>

      <TuneslingersOverview />

      <HowSharesAreCounted />

      <CallToAction
        title="Start with an account"
        text="A free account is all it takes to set up your page. Sign in or create one, then open your artist dashboard to upload your first track."
        actions={[
          {
            label: 'Artist dashboard',
            href: '/artist-dashboard',
            icon: LayoutDashboard,
            variant: 'primary',
          },
          { label: 'Create an account', href: '/login', icon: UserPlus },
        ]}
      />
    </ContentPage>
  );
}
