import { can } from '../../shared/domain/policies';
import { PageHeader } from '../components/ui/page-status';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { SongRequestsBoard } from '../features/requests/components/song-requests-board';

/** /requests: ask for a song and vote on what plays next. */
export function RequestsPage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Song requests"
        description="Got a track that belongs on the night drive? Request it, vote for your favourites, and hear the top picks on air."
      />
      <div className="mt-8">
        <SongRequestsBoard signedIn={!!user} canDecide={can(user, 'requests.decide')} />
      </div>
    </div>
  );
}
