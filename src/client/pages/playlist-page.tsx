import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { AUTOMATIC_PLAYLISTS, RESERVED_PLAYLIST_SLUGS } from '../../shared/playlists.constants';
import { notFoundPage, pageTitle } from '../../shared/site/pages';
import { station } from '../../shared/site/station';
import { PageLoading, PageProblem } from '../components/ui/page-status';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { playlistQueries } from '../features/playlists/api/playlists-queries';
import { PlaylistView } from '../features/playlists/components/playlist-view';
import { PlaylistPlayerContext } from '../features/playlists/hooks/use-playlist-player';
import { useRadioPlayer } from '../features/radio/hooks/use-radio-player';
import { ApiError, errorMessage } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { usePageHead } from '../lib/rendering';
import { NotFoundPage } from './not-found-page';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The API's own words beside the slugs (`/api/playlists/saved`): no playlist has them. */
const isApiWord = (slug: string) =>
  RESERVED_PLAYLIST_SLUGS.includes(slug) &&
  !(AUTOMATIC_PLAYLISTS as readonly string[]).includes(slug);

function PlaylistDetail({ slug }: { slug: string }) {
  const { data: user } = useCurrentUser();
  const detail = useQuery(playlistQueries.detail(slug));
  const missing = isNotFound(detail.error);
  const playlist = detail.data;

  useDocumentTitle(
    missing
      ? pageTitle(notFoundPage)
      : playlist
        ? `${playlist.title} · Playlists · ${station.name}`
        : null,
  );
  // A shared link to the playlist shows what it is.
  usePageHead(
    playlist
      ? {
          description:
            playlist.description.slice(0, 200) ||
            `${playlist.title}: a playlist on ${station.name}, to play in full on the site.`,
        }
      : {},
  );

  if (missing) return <NotFoundPage />;
  if (detail.isPending) return <PageLoading label="Loading the playlist…" />;
  if (detail.isError) {
    return (
      <PageProblem
        title="We could not load this playlist"
        message={errorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return (
    <PlaylistView
      playlist={detail.data}
      viewer={user === undefined ? 'checking' : user ? 'member' : 'visitor'}
      refreshing={detail.isFetching}
    />
  );
}

/** /playlists/{slug}: one playlist to play, save and share, or the 404 card for none. */
export function PlaylistPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const player = useRadioPlayer();
  if (isApiWord(slug)) return <NotFoundPage />;
  return (
    <PlaylistPlayerContext value={player}>
      <PlaylistDetail slug={slug} />
    </PlaylistPlayerContext>
  );
}
