import { BookOpen, LayoutDashboard, Percent, Radio, Sparkles } from 'lucide-react';
import { cents, formatCents } from '../../shared/domain/money';
import { type ArtistShares, splitRevenue } from '../../shared/domain/revenue';
import { ActionLink } from '../components/content/action-link';
import { CallToAction } from '../components/content/call-to-action';
import { ContentPage, StatusChip } from '../components/content/content-page';
import { ContentSection, Prose } from '../components/content/content-section';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { BetaLabel } from '../features/platform/components/beta-label';
import { useSwitches } from '../features/platform/hooks/use-switches';
import { PlayerFrame } from '../features/radio/components/player-frame';
import { InDevelopmentBadge } from '../features/tuneslingers/components/in-development-badge';
import { TuneslingersMailLinks } from '../features/tuneslingers/components/tuneslingers-mail-links';
import { TuneslingersOverview } from '../features/tuneslingers/components/tuneslingers-overview';
import { TuneslingersPitch } from '../features/tuneslingers/components/tuneslingers-pitch';
import { TuneslingersWays } from '../features/tuneslingers/components/tuneslingers-ways';
import { useArtistShares } from '../lib/artist-shares';

const descriptionFor = (shares: ArtistShares) =>
  `The fair-pay platform where artists keep ${shares.streaming}% of streaming revenue.`;

/**
 * What both pages need to know: whether the platform is live (the admins turned beta mode off),
 * whether the visitor has an account already, and the shares in force.
 */
function usePlatformState() {
  const live = !useSwitches().switches.betaMode;
  const signedIn = Boolean(useCurrentUser().data);
  const description = descriptionFor(useArtistShares());
  return { live, signedIn, description };
}

/** How a share is counted: the question every artist asks about a percentage. */
function HowSharesAreCounted() {
  const shares = useArtistShares();
  const price = cents(1000);
  const artist = splitRevenue(price, 'streaming', { artistStreamingRate: shares.streaming }).artist;
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

/** The platform's status above the title: in development and in beta, or live. */
function StatusChips({ live }: { live: boolean }) {
  if (live) {
    return (
      <StatusChip tone="cyan" icon={<Sparkles aria-hidden size={14} />}>
        Live
      </StatusChip>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <InDevelopmentBadge />
      <BetaLabel />
    </div>
  );
}

/** The closing call: in beta, the mail drafts beside the ways in; once live, the ways alone. */
function JoinCall({ live, signedIn }: { live: boolean; signedIn: boolean }) {
  if (live) {
    return (
      <CallToAction
        title="Join Tuneslingers"
        text="Create your account, follow the creators you love, and put your own music in front of the station’s listeners."
      >
        <TuneslingersWays signedIn={signedIn} />
      </CallToAction>
    );
  }
  return (
    <CallToAction
      title="Be there at launch"
      text="Ask for beta access to try Tuneslingers before anyone else, or apply to be one of the artists we launch with. Or start now: the platform already works."
    >
      <div className="grid gap-4">
        <TuneslingersMailLinks />
        <TuneslingersWays signedIn={signedIn} />
      </div>
    </CallToAction>
  );
}

/** /tuneslingers: the platform's showcase, with the station playing the artists it is for. */
export function TuneslingersPage() {
  const { live, signedIn, description } = usePlatformState();
  return (
    <ContentPage
      title="Tuneslingers"
      eyebrow={<StatusChips live={live} />}
      description={description}
    >
      <TuneslingersPitch live={live} signedIn={signedIn} />

      <ContentSection
        title="Hear the artists on air"
        icon={Radio}
        intro="The station is the first stage for Tuneslingers artists. Press play while you read."
      >
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PlayerFrame />
          <div className="panel grid gap-4 p-6">
            <p className="leading-relaxed text-muted">
              The independent artists in our rotation are exactly who Tuneslingers is for. Artists
              on the platform have their own page, and can submit their songs for airplay on the
              station.
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

      <JoinCall live={live} signedIn={signedIn} />
    </ContentPage>
  );
}

/** /tuneslingers-info: the details for artists, and the way into their dashboard. */
export function TuneslingersInfoPage() {
  const { live, signedIn, description } = usePlatformState();
  return (
    <ContentPage
      title="Tuneslingers"
      eyebrow={<StatusChips live={live} />}
      description={description}
    >
      <TuneslingersPitch live={live} signedIn={signedIn}>
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

      <JoinCall live={live} signedIn={signedIn} />
    </ContentPage>
  );
}
