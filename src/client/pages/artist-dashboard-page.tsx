import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { AccountUser } from '../../shared/contracts/auth';
import { can } from '../../shared/domain/policies';
import { PageHeader, PageLoading } from '../components/ui/page-status';
import { Tabs } from '../components/ui/tabs';
import { EmailConfirmationBanner } from '../features/account/components/email-confirmation-banner';
import { AnalyticsPanel } from '../features/analytics/components/analytics-panel';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { creatorQueries } from '../features/creators/api/creator-queries';
import {
  CreatorApplicationNotice,
  mayApplyAsCreator,
} from '../features/creators/components/creator-application-notice';
import { paymentQueries } from '../features/payments/api/payment-queries';
import { ArtistStatCards } from '../features/payments/components/artist-stat-cards';
import { EarningsPanel } from '../features/payments/components/earnings-panel';
import { SubscribersList } from '../features/payments/components/subscribers-list';
import { BetaLabel } from '../features/platform/components/beta-label';
import { useSwitches } from '../features/platform/hooks/use-switches';
import { songQueries } from '../features/songs/api/song-queries';
import { MyMusicPanel } from '../features/songs/components/my-music-panel';
import { OnTheRadio } from '../features/station/components/on-the-radio';
import { ApiError } from '../lib/api-client';
import { useArtistShares } from '../lib/artist-shares';
import { useTabInAddress } from '../lib/tab-in-address';

const ARTIST_TABS = [
  { id: 'music', label: 'My Music' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'earnings', label: 'Earnings' },
  { id: 'subscribers', label: 'Subscribers' },
] as const;

/** The open tab lives in the address (`?tab=earnings`), so reload and links keep it. */
const useArtistTab = () => useTabInAddress(ARTIST_TABS);

function DashboardHeading({ user, onUpload }: { user: AccountUser; onUpload: () => void }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-black text-gradient sm:text-4xl">Artist dashboard</h1>
          <span className="chip bg-accent/15 text-accent-strong">
            <Sparkles aria-hidden size={12} /> Creator
          </span>
          <BetaLabel />
        </div>
        <p className="mt-2 text-lg wrap-anywhere text-muted">
          Your music, earnings, payouts and subscribers, {user.displayName}.
        </p>
      </div>
      {/* The one upload form lives in My Music; this opens that tab and takes you to it. */}
      <button type="button" className="btn btn-primary" onClick={onUpload}>
        <Upload aria-hidden size={18} /> Upload Music
      </button>
    </div>
  );
}

/**
 * Members without a creator page: the server refuses them the figures, and this says why, with
 * where their application stands and whether they may apply now.
 */
function NotACreator() {
  const shares = useArtistShares();
  const { switches } = useSwitches();
  const application = useQuery(creatorQueries.myApplication());
  const registrationOpen = switches.artistRegistrationEnabled;
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
      <PageHeader title="Artist dashboard" badge={<BetaLabel />} />
      <section aria-labelledby="not-creator-heading" className="panel grid gap-3 p-6 sm:p-8">
        <h2 id="not-creator-heading" className="flex items-center gap-2 text-xl font-bold">
          <Sparkles aria-hidden className="size-5 text-accent" /> For creators
        </h2>
        <p className="text-muted">
          The artist dashboard is where a creator uploads music and follows earnings, payouts and
          subscribers. Become a creator from your dashboard: it takes a minute, and you keep{' '}
          {shares.streaming}% of what your subscribers pay and {shares.tip}% of your tips.
        </p>
        <CreatorApplicationNotice
          application={application.data}
          registrationOpen={registrationOpen}
        />
        {mayApplyAsCreator(application.data, registrationOpen) ? (
          <div>
            <Link href="/dashboard" className="btn btn-primary">
              {application.data?.status === 'rejected' ? 'Apply again' : 'Become a creator'}
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** My Music: the upload form and the songs, then the songs' airplay on the station. */
function MusicTab({
  artistId,
  uploadRequest,
  onSongsChanged,
  streamingEnabled,
}: {
  artistId: number;
  uploadRequest: number;
  onSongsChanged: () => void;
  streamingEnabled: boolean;
}) {
  // The same cached list My Music shows: asked once.
  const songs = useQuery(songQueries.mine());
  return (
    <div className="grid gap-10">
      <MyMusicPanel
        artistId={artistId}
        uploadRequest={uploadRequest}
        onSongsChanged={onSongsChanged}
        streamingEnabled={streamingEnabled}
      />
      {songs.isError ? null : <OnTheRadio songs={songs.data?.songs} />}
    </div>
  );
}

function ArtistDashboard({ user }: { user: AccountUser }) {
  const { tab, open } = useArtistTab();
  const { switches } = useSwitches();
  const queryClient = useQueryClient();
  const stats = useQuery(paymentQueries.artistStats());
  const [uploadRequest, setUploadRequest] = useState(0);
  const handleUpload = () => {
    open('music');
    setUploadRequest((count) => count + 1);
  };
  // Coming back to My Music by its tab later should not jump to the upload form again.
  const handleSelect = (next: typeof tab) => {
    if (next !== 'music') setUploadRequest(0);
    open(next);
  };
  // The headline figures count songs and plays.
  const handleSongsChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: paymentQueries.artistStats().queryKey });
  }, [queryClient]);
  // The account menu may be out of date (the creator profile went elsewhere); the server knows.
  if (stats.error instanceof ApiError && stats.error.code === 'NOT_A_CREATOR') {
    return <NotACreator />;
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:py-12">
      <DashboardHeading user={user} onUpload={handleUpload} />
      <EmailConfirmationBanner />
      <ArtistStatCards />
      <Tabs
        label="Artist dashboard sections"
        tabs={ARTIST_TABS}
        selected={tab}
        onSelect={handleSelect}
      >
        {tab === 'music' ? (
          <MusicTab
            artistId={user.id}
            uploadRequest={uploadRequest}
            onSongsChanged={handleSongsChanged}
            streamingEnabled={switches.streamingEnabled}
          />
        ) : null}
        {tab === 'analytics' ? <AnalyticsPanel /> : null}
        {tab === 'earnings' ? <EarningsPanel /> : null}
        {tab === 'subscribers' ? (
          <div className="panel p-5 sm:p-6">
            <SubscribersList />
          </div>
        ) : null}
      </Tabs>
    </div>
  );
}

/** /artist-dashboard: every signed-in member may open it (spec section 6); creators see figures. */
export function ArtistDashboardPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoading label="Loading your artist dashboard…" />;
  if (!can(user, 'creator.earn')) return <NotACreator />;
  return <ArtistDashboard user={user} />;
}
