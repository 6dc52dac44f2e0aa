import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { notFoundPage, pageTitle } from '../../shared/site/pages';
import { station } from '../../shared/site/station';
import { PageLoading, PageProblem } from '../components/ui/page-status';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { BookmarkButton } from '../features/bookmarks/components/bookmark-button';
import { profileQueries } from '../features/profiles/api/profile-queries';
import { CreatorProfile } from '../features/profiles/components/creator-profile';
import { ApiError, errorMessage } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { NotFoundPage } from './not-found-page';

/** /creator/{username}: a member's public profile, or the 404 card for an unknown name. */
export function CreatorPage() {
  const { username = '' } = useParams<{ username: string }>();
  const { data: user } = useCurrentUser();
  const profile = useQuery(profileQueries.byUsername(username));
  const missing = profile.error instanceof ApiError && profile.error.status === 404;

  useDocumentTitle(
    missing
      ? pageTitle(notFoundPage)
      : profile.data
        ? `${profile.data.displayName} (@${profile.data.username}) · ${station.name}`
        : null,
  );

  if (profile.isPending) return <PageLoading label="Loading the profile…" />;
  if (missing) return <NotFoundPage />;
  if (profile.isError) {
    return (
      <PageProblem
        title="We could not load this profile"
        message={errorMessage(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const { data } = profile;
  return (
    <CreatorProfile
      profile={data}
      actions={user ? <BookmarkButton title={`${data.displayName} (@${data.username})`} /> : null}
    />
  );
}
