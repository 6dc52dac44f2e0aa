import { artistSharePercent } from '../../../shared/domain/revenue';
import { station } from '../../../shared/site/station';

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

/** The seven top navigation groups (spec section 2, "Shell and navigation"). */
export const navGroups: NavGroup[] = [
  { label: 'Home', href: '/', links: [{ label: 'Home', href: '/' }] },
  {
    label: 'Listen Live',
    links: [
      { label: 'Schedule', href: '/schedule', description: 'Shows in Pacific and local time' },
      {
        label: 'Now Playing',
        href: '/now-playing',
        description: 'The live stream and last tracks',
      },
      { label: 'Staff & DJs', href: '/staff', description: 'The people behind the mic' },
      { label: 'Live Chat', href: '/live-chat', description: 'Talk with listeners and DJs' },
    ],
  },
  {
    label: 'Music',
    links: [
      {
        label: 'What is Synthwave?',
        href: '/what-is-synthwave',
        description: 'History, sound, subgenres',
      },
      { label: 'Playlists', href: '/playlists', description: 'By era, mood and DJ' },
      { label: 'Artists', href: '/artists', description: 'Established, rising, global' },
      { label: 'Requests', href: '/requests', description: 'Ask for a song' },
      {
        label: 'Music Submissions',
        href: '/music-submissions',
        description: 'Send us your tracks',
      },
    ],
  },
  {
    label: 'News/Blog',
    links: [
      { label: 'Synthwave News', href: '/news', description: 'The scene, every day' },
      { label: 'Events', href: '/events', description: 'Live shows and parties' },
    ],
  },
  {
    label: 'About Us',
    links: [
      { label: 'About', href: '/about', description: 'Our story and mission' },
      { label: 'Contact', href: '/contact', description: 'Write to the station' },
      { label: 'Advertising', href: '/advertising', description: 'Reach synthwave fans' },
      { label: 'Privacy', href: '/privacy', description: 'How we treat your data' },
    ],
  },
  {
    label: 'Store',
    links: [
      { label: 'Store', href: '/store', description: 'Merch and music, coming soon' },
      { label: 'Mobile App', href: '/mobile-app', description: 'iOS and Android, coming soon' },
    ],
  },
  {
    label: 'Tuneslingers',
    links: [
      {
        label: 'Tuneslingers',
        href: '/tuneslingers',
        description: `Artists keep ${artistSharePercent('streaming')}%`,
      },
      { label: 'Artist Dashboard', href: '/artist-dashboard', description: 'Uploads and earnings' },
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
