import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { EventsView } from '../features/events/components/events-view';
import { usePageHead } from '../lib/rendering';

/** /events: the station's live shows, listening parties and special events, to answer and save. */
export function EventsPage() {
  const { data: user } = useCurrentUser();
  // The page list still describes the page as coming soon; the rendered head says what it is now.
  usePageHead({
    description:
      'Live shows, listening parties and special events: answer going or interested and add them to your calendar.',
  });
  return <EventsView viewer={user === undefined ? 'checking' : user ? 'member' : 'visitor'} />;
}
