import type { AccessLevel } from '../domain/policies.js';
import { artistSharePercent } from '../domain/revenue.js';
import { station } from './station.js';

const fairPayPitch = `The fair-pay platform where artists keep ${artistSharePercent('streaming')}% of streaming revenue.`;
const radioTitle = 'Synthwave radio, 24/7';
const radioPitch = 'Tune in to non-stop synthwave, retrowave and darksynth.';

/**
 * Every page of the site: its path, its title and a one-line description. The client's
 * route table and the server's HTML head both read this list, so they cannot drift apart.
 */
export interface PageInfo {
  path: string;
  title: string;
  description: string;
  /** Personal and staff pages stay out of search engines and the sitemap. */
  indexable: boolean;
  /** Who may see it: the router guards it and the browser sweeps derive their lists from it. */
  access: AccessLevel;
}

const page = (
  path: string,
  title: string,
  description: string,
  indexable = true,
  access: AccessLevel = 'public',
): PageInfo => ({ path, title, description, indexable, access });
const personal = (path: string, title: string, description: string) =>
  page(path, title, description, false);
/** A page for signed-in members (or a narrower level): signed-out visitors go to /login. */
const membersOnly = (
  path: string,
  title: string,
  description: string,
  access: AccessLevel = 'user',
) => page(path, title, description, false, access);

export const pages = [
  page('/', radioTitle, radioPitch),
  page('/landing', radioTitle, radioPitch),
  page('/home', 'Home', 'The live player, recently played tracks, live chat and the shows on air.'),
  page('/about', 'About us', 'The story, mission, history and future of the station.'),
  page('/staff', 'Staff & DJs', 'Meet the DJs and crew behind the station.'),
  page('/schedule', 'Schedule', 'Weekday and weekend shows, in Pacific Time and your local time.'),
  page('/now-playing', 'Now playing', 'Listen live and see the last tracks played.'),
  page('/live-chat', 'Live chat', 'Talk with other listeners and the DJs in real time.'),
  page(
    '/contact',
    'Contact',
    'Send the station a message: general, DJ, advertising, technical or music.',
  ),
  page(
    '/what-is-synthwave',
    'What is synthwave?',
    'The origins, sound and subgenres of synthwave.',
  ),
  page('/privacy', 'Privacy policy', 'What we collect, why, and your rights.'),
  page('/store', 'Store', 'Merch, digital music and collectibles are coming soon.'),
  page('/mobile-app', 'Mobile app', 'The station app for iOS and Android is coming soon.'),
  page(
    '/advertising',
    'Advertising',
    'Reach synthwave fans with audio spots, sponsorships and banners.',
  ),
  page('/news', 'Synthwave News', 'The latest synthwave, retrowave and vaporwave news.'),
  page('/login', 'Sign in', 'Sign in or create a Tuneslingers account.'),
  personal('/forgot-password', 'Forgot password', 'Get a link by e-mail to choose a new password.'),
  personal(
    '/reset-password',
    'Choose a new password',
    'Set a new password with the link from your e-mail.',
  ),
  personal('/verify-email', 'Confirm your e-mail address', 'Confirm the address of your account.'),
  page('/search', 'Discover creators', 'Find independent artists and creators on Tuneslingers.'),
  membersOnly('/dashboard', 'Dashboard', 'Your Tuneslingers dashboard.'),
  page(
    '/events',
    'Events',
    'Live shows, listening parties and special events: answer, get a reminder, add them to your calendar.',
  ),
  page(
    '/playlists',
    'Playlists',
    'Playlists by era, mood and DJ specials, and the station’s own: play them on the site, save and share them.',
  ),
  page(
    '/artists',
    'Artists',
    'Established, rising and global: the artists of the station and Tuneslingers.',
  ),
  page('/requests', 'Song requests', 'Request a song and vote for what plays next.'),
  page(
    '/music-submissions',
    'Music submissions',
    'Send your synthwave to the station for airplay.',
  ),
  membersOnly('/friends', 'Friends', 'Your friends, friend requests and people to discover.'),
  page('/tuneslingers', 'Tuneslingers', fairPayPitch),
  page('/tuneslingers-info', 'Tuneslingers', fairPayPitch),
  membersOnly('/admin', 'Admin dashboard', 'Platform settings and statistics.', 'admin'),
  membersOnly(
    '/admin/station',
    'Station back office',
    'The schedule, staff, slides, news feeds, inbox, requests and library.',
    'dj',
  ),
  membersOnly(
    '/artist-dashboard',
    'Artist dashboard',
    'Upload music and follow your plays and earnings.',
  ),
  page(
    '/clubs',
    'Clubs',
    'Listener clubs around a show, an era or a city: join one, talk on its board, or start your own.',
  ),
  membersOnly('/avatar', 'Avatar', 'Design your listener avatar.'),
  membersOnly('/profile', 'My profile', 'Edit your display name, bio and avatar.'),
  membersOnly('/notifications', 'Notifications', 'Your notifications.'),
  membersOnly('/bookmarks', 'Bookmarks', 'What you saved for later.'),
  membersOnly('/lists', 'Lists', 'Your lists.'),
  membersOnly('/settings', 'Settings', 'Password, e-mail and account settings.'),
  page('/help', 'Help and support', 'Answers to common questions and how to reach us.'),
  page('/language', 'Language', 'Choose the language of the site.'),
] as const satisfies readonly PageInfo[];

export type PagePath = (typeof pages)[number]['path'];

/** The pages only signed-in members see (some only some members). */
export const signedInPaths: string[] = pages
  .filter((info: PageInfo) => info.access !== 'public')
  .map((info) => info.path);

/** Pages whose path carries a parameter, as route patterns (`:name` is one path segment). */
export const dynamicPages = [
  {
    ...page('/creator/:username', 'Creator', 'A creator’s profile on Tuneslingers.'),
    match: /^\/creator\/[A-Za-z0-9_]{1,60}$/,
  },
  {
    // The demo provider's checkout: the member who started it pays there.
    ...membersOnly('/checkout/:id', 'Checkout', 'Pay for a subscription or a tip.'),
    match: /^\/checkout\/[A-Za-z0-9_-]{8,64}$/,
  },
  {
    ...page('/news/:id', 'News article', 'A story from the synthwave scene.'),
    match: /^\/news\/\d{1,12}$/,
  },
  {
    ...membersOnly('/receipts/:id', 'Receipt', 'The receipt for a payment on Tuneslingers.'),
    match: /^\/receipts\/\d{1,12}$/,
  },
  {
    // Slugs are made from club names: lower-case letters, digits and dashes.
    ...page('/clubs/:slug', 'Club', 'A listener club: its board, members and upcoming events.'),
    match: /^\/clubs\/[a-z0-9-]{1,72}$/,
  },
  {
    // Slugs are made from titles, as club slugs are from names.
    ...page(
      '/playlists/:slug',
      'Playlist',
      'A playlist of the station: play it, save it, share it.',
    ),
    match: /^\/playlists\/[a-z0-9-]{1,90}$/,
  },
] as const;

const byPath = new Map<string, PageInfo>(pages.map((p) => [p.path, p]));

/** The page at a path (query and trailing slash ignored), or undefined for an unknown path. */
export function findPage(pathname: string): PageInfo | undefined {
  const clean = pathname.split(/[?#]/)[0] ?? '/';
  const normalized = (clean.length > 1 ? clean.replace(/\/+$/, '') : clean) || '/';
  return byPath.get(normalized) ?? dynamicPages.find((p) => p.match.test(normalized));
}

export const notFoundPage: PageInfo = {
  path: '*',
  title: '404 Page Not Found',
  description: 'That page does not exist.',
  indexable: false,
  access: 'public',
};

/** The browser tab title of a page. */
export function pageTitle(page: PageInfo): string {
  return page.path === '/' || page.path === '/landing'
    ? `${station.name} · ${page.title}`
    : `${page.title} · ${station.name}`;
}
