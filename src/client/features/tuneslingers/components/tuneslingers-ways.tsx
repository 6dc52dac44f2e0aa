import { LayoutDashboard, Search, UserPlus } from 'lucide-react';
import { type Action, ActionRow } from '../../../components/content/action-link';

/**
 * The ways into the platform as it works today: an account, the creators to discover, the
 * artist dashboard. Shown beside the beta's mail links, and on their own once it is live.
 */
export function TuneslingersWays({
  signedIn,
  className = '',
}: {
  signedIn: boolean;
  className?: string;
}) {
  const ways: Action[] = [
    ...(signedIn
      ? []
      : [
          {
            label: 'Create your account',
            href: '/login',
            icon: UserPlus,
            variant: 'primary' as const,
          },
        ]),
    { label: 'Discover creators', href: '/search', icon: Search },
    { label: 'Open the artist dashboard', href: '/artist-dashboard', icon: LayoutDashboard },
  ];
  return <ActionRow actions={ways} className={className} />;
}
