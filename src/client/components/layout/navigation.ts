import { useMemo } from 'react';
import { type ArtistShares, artistShares } from '../../../shared/domain/revenue';
import { station } from '../../../shared/site/station';
import { useArtistShares } from '../../lib/artist-shares';

export interface NavLink {
  label: string;
  href: string;
  description?: string;
  /** Mail drafts and other sites open outside the app's router. */
  external?: boolean;
}

export interface NavGroup {
  label: string;
  href?: string;
  links: NavLink[];
}

/** A page of the site, with the line that says what is there. */
const page = (label: string, href: string, description: string): NavLink => ({
  label,
  href,
  description,
});

/**
 * The seven top navigation groups (spec section 2, "Shell and navigation"), stating the artist's
 * share in force.
 */
export const navGroupsFor = (shares: ArtistShares): NavGroup[] => [
  { label: 'Home', href: '/', links: [{ label: 'Home', href: '/' }] },
  {
    label: 'Listen Live',
    links: [
      page('Schedule', '/schedule', 'Shows in Pacific and local time'),
      page('Now Playing', '/now-playing', 'The live stream and last tracks'),
      page('Staff & DJs', '/staff', 'The people behind the mic'),
      page('Live Chat', '/live-chat', 'Talk with listeners and DJs'),
    ],
  },
  {
    label: 'Music',
    links: [
      page('What is Synthwave?', '/what-is-synthwave', 'History, sound, subgenres'),
      page('Playlists', '/playlists', 'By era, mood and DJ'),
      page('Artists', '/artists', 'Established, rising, global'),
      page('Requests', '/requests', 'Ask for a song'),
      page('Music Submissions', '/music-submissions', 'Send us your tracks'),
    ],
  },
  {
    label: 'News/Blog',
    links: [
      page('Synthwave News', '/news', 'The scene, every day'),
      page('Events', '/events', 'Live shows and parties'),
    ],
  },
  {
    label: 'About Us',
    links: [
      page('About', '/about', 'Our story and mission'),
      page('Contact', '/contact', 'Write to the station'),
      page('Advertising', '/advertising', 'Reach synthwave fans'),
      page('Privacy', '/privacy', 'How we treat your data'),
    ],
  },
  {
    label: 'Store',
    links: [
      page('Store', '/store', 'Merch and music, coming soon'),
      page('Mobile App', '/mobile-app', 'iOS and Android, coming soon'),
    ],
  },
  {
    label: 'Tuneslingers',
    links: [
      page('Tuneslingers', '/tuneslingers', `Artists keep ${shares.streaming}%`),
      page('Discover creators', '/search', 'Find artists to follow'),
      page('Artist Dashboard', '/artist-dashboard', 'Uploads and earnings'),
      {
        label: 'Request beta access',
        href: station.tuneslingers.betaAccessMail,
        description: 'E-mail us for early access',
        external: true,
      },
      {
        label: 'Apply as a launch artist',
        href: station.tuneslingers.artistApplicationMail,
        description: 'E-mail your application',
        external: true,
      },
    ],
  },
];

/** The navigation groups as the defaults state them, for what renders outside the shell. */
export const navGroups: NavGroup[] = navGroupsFor(artistShares());

/** The navigation groups with the shares the admins have set. */
export function useNavGroups(): NavGroup[] {
  const shares = useArtistShares();
  return useMemo(() => navGroupsFor(shares), [shares]);
}

/** The phone bottom bar (under 768 px). */
export const bottomBarLinks = [
  { label: 'Home', href: '/' },
  { label: 'Clubs', href: '/clubs' },
  { label: 'Events', href: '/events' },
  { label: 'Friends', href: '/friends' },
  { label: 'Avatar', href: '/avatar' },
  { label: 'Dashboard', href: '/dashboard' },
] as const;

/** Pages that are another address of a linked page, so the link lights up on them too. */
const sameAs: Record<string, string> = { '/landing': '/', '/tuneslingers-info': '/tuneslingers' };

export function isActivePath(current: string, href: string): boolean {
  if (sameAs[current] === href) return true;
  if (href === '/') return current === '/';
  return current === href || current.startsWith(`${href}/`);
}

export function isActiveGroup(current: string, group: NavGroup): boolean {
  return group.links.some((link) => !link.external && isActivePath(current, link.href));
}
