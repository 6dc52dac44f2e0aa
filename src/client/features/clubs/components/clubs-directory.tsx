import { useQuery } from '@tanstack/react-query';
import { LogIn, UsersRound } from 'lucide-react';
import { TextLink } from '../../../components/content/text-link';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { PageHeader } from '../../../components/ui/page-status';
import { SignInLink } from '../../../components/ui/sign-in-link';
import { clubQueries } from '../api/club-queries';
import { ClubCard } from './club-card';
import type { ClubViewer } from './club-viewer';
import { StartClubButton } from './start-club-button';

function YourClubs() {
  const mine = useQuery(clubQueries.mine());
  return (
    <section aria-labelledby="clubs-yours" className="grid gap-4">
      <h2 id="clubs-yours" className="text-2xl font-bold">
        Your clubs
      </h2>
      <QueryStates
        query={mine}
        pending="Loading your clubs…"
        problem="We could not load your clubs"
        empty={
          <DataEmpty title="You are in no clubs yet" icon={UsersRound}>
            Join one of the clubs below, or start your own.
          </DataEmpty>
        }
      >
        {(clubs) => (
          <ul aria-label="Your clubs" className="grid gap-4 md:grid-cols-2">
            {clubs.map((club) => (
              <ClubCard key={club.id} club={club} standing={club.standing} />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

/**
 * /clubs: the member's own clubs and invitations, every public club, and the way to start one.
 * The public list is rendered with the page; what is the member's own waits for the browser.
 */
export function ClubsDirectory({ viewer }: { viewer: ClubViewer }) {
  const all = useQuery(clubQueries.list());
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10">
      <div className="grid gap-4">
        <PageHeader
          title="Clubs"
          description="Listener clubs around a show, an era or a city: find your people, talk on the club’s board and meet at its events."
        >
          {viewer ? <StartClubButton /> : null}
          {viewer === null ? (
            <SignInLink className="btn btn-outline">
              <LogIn aria-hidden size={18} /> Sign in to start or join a club
            </SignInLink>
          ) : null}
        </PageHeader>
        <p className="text-muted">
          Public clubs are open to every member. Invite-only clubs show their name here only to
          their members; their owners invite the rest. Club events also appear on{' '}
          <TextLink href="/events">Events</TextLink>.
        </p>
      </div>

      {viewer ? <YourClubs /> : null}

      <section aria-labelledby="clubs-all" className="grid gap-4">
        <h2 id="clubs-all" className="text-2xl font-bold">
          All clubs
        </h2>
        <QueryStates
          query={all}
          pending="Loading the clubs…"
          problem="We could not load the clubs"
          empty={
            <DataEmpty title="No clubs yet" icon={UsersRound}>
              Be the first: start a club about your favourite show, era or city.
            </DataEmpty>
          }
        >
          {(clubs) => (
            <ul aria-label="All clubs" className="grid gap-4 md:grid-cols-2">
              {clubs.map((club) => (
                <ClubCard key={club.id} club={club} />
              ))}
            </ul>
          )}
        </QueryStates>
      </section>
    </div>
  );
}
