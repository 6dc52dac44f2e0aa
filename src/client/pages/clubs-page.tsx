import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { ClubsDirectory } from '../features/clubs/components/clubs-directory';

/** /clubs: listener clubs to join, the member's own, and starting a new one. */
export function ClubsPage() {
  const { data: user } = useCurrentUser();
  return <ClubsDirectory viewer={user} />;
}
