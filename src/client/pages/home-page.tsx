import { Radio } from 'lucide-react';
import { Link } from 'wouter';
import { can } from '../../shared/domain/policies';
import { station } from '../../shared/site/station';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { ChatPanel } from '../features/chat/components/chat-panel';
import { useReportDialog } from '../features/platform/hooks/use-report-dialog';
import { useSwitches } from '../features/platform/hooks/use-switches';
import { EmbeddedPlayer } from '../features/radio/components/embedded-player';
import { EmbeddedRecentlyPlayed } from '../features/radio/components/embedded-recently-played';
import { PlayerFrame } from '../features/radio/components/player-frame';
import { RecentlyPlayed, RecentlyPlayedInfo } from '../features/radio/components/recently-played';
import { useStation } from '../features/radio/hooks/use-now-playing';
import {
  ContactCallout,
  ProgrammeCards,
  StationFeatures,
} from '../features/showcase/components/home-sections';
import { SlideCarousel } from '../features/showcase/components/slide-carousel';
import { TuneslingersBlurb } from '../features/showcase/components/tuneslingers-blurb';

/** The header band: spotlight slides, the live player and what just played. */
function HomeBand() {
  const { data: config } = useStation();
  const playerEmbedUrl = config?.playerEmbedUrl ?? null;
  const historyEmbedUrl = config?.recentlyPlayedEmbedUrl ?? null;

  return (
    <div className="gradient-band border-b border-line">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:pt-10">
        <p className="chip border border-cyan/60 text-cyan">
          <Radio aria-hidden size={14} /> Live from {station.location.split(',')[0]}, 24/7
        </p>
        <h1 className="mt-3 text-3xl font-black sm:text-5xl">
          <span className="text-gradient">Welcome to {station.name}</span>
        </h1>
        <p className="mt-3 max-w-2xl text-lg">
          {station.tagline} Press play, see what just spun and say hello in the chat.
        </p>

        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <SlideCarousel />
          <div className="grid content-start gap-6">
            {playerEmbedUrl ? (
              <EmbeddedPlayer src={playerEmbedUrl} autoplay={false} />
            ) : (
              <PlayerFrame />
            )}
            {historyEmbedUrl ? (
              <EmbeddedRecentlyPlayed src={historyEmbedUrl} />
            ) : (
              <RecentlyPlayed />
            )}
            <RecentlyPlayedInfo />
          </div>
        </div>
      </div>
    </div>
  );
}

/** /home: the station at a glance, from the live player to the chat and the programme. */
export function HomePage() {
  const { data: user } = useCurrentUser();
  const { switches } = useSwitches();
  const moderator = can(user, 'chat.moderate');
  const admin = can(user, 'chat.setSlowMode');
  const reporting = useReportDialog();

  return (
    <>
      <HomeBand />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 py-12">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-labelledby="home-chat-heading" className="min-w-0">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="home-chat-heading" className="text-2xl font-black sm:text-3xl">
                  Talk with the night shift
                </h2>
                <p className="mt-2 text-muted">
                  Listeners and DJs, live. Pick a name and say hello.
                </p>
              </div>
              <Link href="/live-chat" className="btn btn-ghost btn-sm ring-1 ring-line">
                Open full chat
              </Link>
            </div>
            <div className="mt-5">
              <ChatPanel
                moderator={moderator}
                admin={admin}
                member={user?.username ?? null}
                onReport={
                  user
                    ? (message) =>
                        reporting.report({
                          type: 'chat_message',
                          id: message.id,
                          name: message.message,
                        })
                    : undefined
                }
              />
              {reporting.dialog}
            </div>
          </section>
          <TuneslingersBlurb live={!switches.betaMode} />
        </div>
        <StationFeatures />
        <ProgrammeCards />
        <ContactCallout />
      </div>
    </>
  );
}
