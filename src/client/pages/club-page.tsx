import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { notFoundPage, pageTitle } from '../../shared/site/pages';
import { station } from '../../shared/site/station';
import { PageLoading, PageProblem } from '../components/ui/page-status';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { clubQueries } from '../features/clubs/api/club-queries';
import { ClubView } from '../features/clubs/components/club-view';
import { ApiError, errorMessage } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { usePageHead } from '../lib/rendering';
import { NotFoundPage } from './not-found-page';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /clubs/{slug}: one listener club, or the 404 card for a club that does not exist. */
export function ClubPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: user } = useCurrentUser();
  const detail = useQuery(clubQueries.detail(slug));
  const missing = isNotFound(detail.error);
  const club = detail.data?.club;

  useDocumentTitle(
    missing ? pageTitle(notFoundPage) : club ? `${club.name} · Clubs · ${station.name}` : null,
  );
  // A shared link to the club shows what it is about.
  usePageHead(
    club
      ? {
          description:
            club.description.slice(0, 200) ||
            `A listener club about ${club.topic} on ${station.name}.`,
        }
      : {},
  );

  if (missing) return <NotFoundPage />;
  if (detail.isPending) return <PageLoading label="Loading the club…" />;
  if (detail.isError) {
    return (
      <PageProblem
        title="We could not load this club"
        message={errorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return <ClubView detail={detail.data} viewer={user} />;
}
