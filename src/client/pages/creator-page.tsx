import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'wouter';
import { notFoundPage, pageTitle } from '../../shared/site/pages';
import { station } from '../../shared/site/station';
import { PageLoading, PageProblem } from '../components/ui/page-status';
import { ReportButton } from '../components/ui/report-button';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { BookmarkButton } from '../features/bookmarks/components/bookmark-button';
import { creatorQueries } from '../features/creators/api/creator-queries';
import { AccentBand } from '../features/creators/components/accent-band';
import { CreatorBadges } from '../features/creators/components/creator-badges';
import { CreatorsProblem } from '../features/creators/components/creators-problem';
import { FollowButton } from '../features/creators/components/follow-button';
import { PaidNotice } from '../features/payments/components/paid-notice';
import { SupportCreatorPanel } from '../features/payments/components/support-creator-panel';
import { useGoToCheckout } from '../features/payments/hooks/use-go-to-checkout';
import { BetaLabel } from '../features/platform/components/beta-label';
import { useReportDialog } from '../features/platform/hooks/use-report-dialog';
import { useSwitches } from '../features/platform/hooks/use-switches';
import { postQueries } from '../features/posts/api/post-queries';
import { CreatorPostFeed } from '../features/posts/components/creator-post-feed';
import { profileQueries } from '../features/profiles/api/profile-queries';
import { ProfileHeader } from '../features/profiles/components/profile-header';
import { songKeys } from '../features/songs/api/song-queries';
import { CreatorSongs } from '../features/songs/components/creator-songs';
import { ApiError, errorMessage } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { usePageHead } from '../lib/rendering';
import { NotFoundPage } from './not-found-page';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /creator/{username}: a creator's page with their posts, a member's public profile (members
 * have no creator profile: that asks 404), or the 404 card for an unknown name.
 */
export function CreatorPage() {
  const { username = '' } = useParams<{ username: string }>();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueries.byUsername(username));
  const creator = useQuery(creatorQueries.byUsername(username));
  const missing = isNotFound(profile.error);
  const goToCheckout = useGoToCheckout();
  const platform = useSwitches();
  const reporting = useReportDialog();
  // A new subscription opens the subscribers-only posts and every premium song; a purchase, one song.
  const handlePaid = useCallback(
    (purpose: string) => {
      if (purpose === 'subscription' || purpose === 'song_purchase') {
        void queryClient.invalidateQueries({ queryKey: songKeys.creators });
      }
      if (purpose !== 'subscription') return;
      void queryClient.invalidateQueries({ queryKey: postQueries.byCreator(username).queryKey });
    },
    [queryClient, username],
  );

  useDocumentTitle(
    missing
      ? pageTitle(notFoundPage)
      : profile.data
        ? `${profile.data.displayName} (@${profile.data.username}) · ${station.name}`
        : null,
  );

  // A shared link to the page shows the creator's name, words and picture.
  usePageHead(
    profile.data
      ? {
          description:
            creator.data?.tagline ||
            profile.data.bio ||
            `${profile.data.displayName} on Tuneslingers.`,
          ...(profile.data.profileImageUrl ? { image: profile.data.profileImageUrl } : {}),
        }
      : {},
  );

  if (missing) return <NotFoundPage />;
  // The switches decide which buttons the page shows; waiting for them spares a flicker.
  if (profile.isPending || creator.isPending || platform.isPending) {
    return <PageLoading label="Loading the profile…" />;
  }
  if (profile.isError) {
    return (
      <PageProblem
        title="We could not load this profile"
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  }

  const member = profile.data;
  const bookmark = user ? (
    <BookmarkButton title={`${member.displayName} (@${member.username})`} />
  ) : null;

  if (!creator.isSuccess) {
    // A 404 means a member without a creator page; anything else is a failure to say out loud.
    return (
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-12">
        <ProfileHeader profile={member} actions={bookmark} />
        {isNotFound(creator.error) ? null : (
          <CreatorsProblem
            title={`We could not load ${member.displayName}’s creator page`}
            error={creator.error}
            retrying={creator.isFetching}
            onRetry={() => void creator.refetch()}
          />
        )}
      </div>
    );
  }

  const data = creator.data;
  const { switches } = platform;
  // The server answers followedByMe null to a visitor, as the follow button reads it.
  const signedIn = data.followedByMe !== null;
  // Members report what others made; visitors sign in first.
  const mayReport = signedIn && !data.isMe;
  const { report } = reporting;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-12">
      <ProfileHeader
        profile={member}
        banner={<AccentBand accent={data.accent} />}
        badges={
          <>
            <CreatorBadges creator={data} />
            <BetaLabel />
          </>
        }
        tagline={data.tagline}
        counts={{ followers: data.followerCount, following: data.followingCount }}
        actions={
          <>
            <FollowButton creator={data} />
            {bookmark}
            {mayReport ? (
              <ReportButton
                subject={data.displayName}
                onReport={() => report({ type: 'profile', id: data.id, name: data.displayName })}
              />
            ) : null}
          </>
        }
      />
      <PaidNotice creatorName={data.displayName} onPaid={handlePaid} />
      <SupportCreatorPanel creator={data} signedIn={signedIn} switches={switches} />
      <CreatorSongs
        username={data.username}
        displayName={data.displayName}
        signedIn={signedIn}
        isMe={data.isMe}
        subscriptionPriceCents={data.subscriptionPriceCents}
        onCheckout={goToCheckout}
        streamingEnabled={switches.streamingEnabled}
        paymentsEnabled={switches.paymentsEnabled}
        onReport={
          mayReport ? (song) => report({ type: 'song', id: song.id, name: song.title }) : undefined
        }
      />
      <CreatorPostFeed
        username={data.username}
        subscriptionPriceCents={data.subscriptionPriceCents}
        onReport={
          signedIn ? (post) => report({ type: 'post', id: post.id, name: post.title }) : undefined
        }
      />
      {reporting.dialog}
    </div>
  );
}
