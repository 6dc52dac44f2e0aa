import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { Route, Switch } from 'wouter';
import { dynamicPages, findPage, type PageInfo, pages } from '../../shared/site/pages';
import { PageLoading } from '../components/ui/page-status';
import { PageGuard } from './page-guard';

/** A page's component, loaded with its own chunk the first time it is needed. */
export type Page = (() => ReactElement) & {
  /** Loads the chunk; afterwards the page renders at once, without suspending. */
  preload(): Promise<void>;
  /** The module, as the build's manifest names it (for the server's preload links). */
  source: string;
};

type PageModule = Record<string, ComponentType>;
const modules = import.meta.glob<PageModule>('../pages/*-page.tsx');

/**
 * One chunk per page: each page module loads only when its route is visited. A page whose chunk
 * is already loaded (the server rendered it, or the client loaded it before hydrating) renders
 * directly, so hydration finds the same markup the server sent instead of a loading fallback.
 */
function page(file: string, name: string): Page {
  const load = modules[`../pages/${file}.tsx`];
  if (!load) throw new Error(`No page module ${file}`);
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      const component = module[name];
      if (!component) throw new Error(`${file} has no export ${name}`);
      loaded = component;
    });
  const Lazy: LazyExoticComponent<ComponentType> = lazy(() =>
    preload().then(() => ({ default: loaded as ComponentType })),
  );
  function LoadablePage() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the page and lose its state.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(LoadablePage, { preload, source: `src/client/pages/${file}.tsx` });
}

const LandingPage = page('landing-page', 'LandingPage');
const BuildingPage = page('building-page', 'BuildingPage');
export const NotFoundPage = page('not-found-page', 'NotFoundPage');

/** Pages that are finished; every other path of the page list shows the "being built" panel. */
const finishedPages: Record<string, Page> = {
  '/': LandingPage,
  '/landing': LandingPage,
  '/home': page('home-page', 'HomePage'),
  '/about': page('about-page', 'AboutPage'),
  '/staff': page('staff-page', 'StaffPage'),
  '/contact': page('contact-page', 'ContactPage'),
  '/what-is-synthwave': page('what-is-synthwave-page', 'WhatIsSynthwavePage'),
  '/privacy': page('privacy-page', 'PrivacyPage'),
  '/store': page('store-page', 'StorePage'),
  '/mobile-app': page('mobile-app-page', 'MobileAppPage'),
  '/advertising': page('advertising-page', 'AdvertisingPage'),
  '/news': page('news-page', 'NewsPage'),
  '/events': page('events-page', 'EventsPage'),
  '/playlists': page('playlists-page', 'PlaylistsPage'),
  '/artists': page('artists-page', 'ArtistsPage'),
  '/requests': page('requests-page', 'RequestsPage'),
  '/music-submissions': page('music-submissions-page', 'MusicSubmissionsPage'),
  '/tuneslingers': page('tuneslingers-page', 'TuneslingersPage'),
  '/tuneslingers-info': page('tuneslingers-page', 'TuneslingersInfoPage'),
  '/now-playing': page('now-playing-page', 'NowPlayingPage'),
  '/schedule': page('schedule-page', 'SchedulePage'),
  '/live-chat': page('live-chat-page', 'LiveChatPage'),
  '/login': page('login-page', 'LoginPage'),
  '/forgot-password': page('forgot-password-page', 'ForgotPasswordPage'),
  '/reset-password': page('reset-password-page', 'ResetPasswordPage'),
  '/verify-email': page('verify-email-page', 'VerifyEmailPage'),
  '/search': page('search-page', 'SearchPage'),
  '/friends': page('friends-page', 'FriendsPage'),
  '/avatar': page('avatar-page', 'AvatarPage'),
  '/dashboard': page('dashboard-page', 'DashboardPage'),
  '/artist-dashboard': page('artist-dashboard-page', 'ArtistDashboardPage'),
  '/admin': page('admin-page', 'AdminPage'),
  '/admin/station': page('station-office-page', 'StationOfficePage'),
  '/profile': page('profile-page', 'ProfilePage'),
  '/settings': page('settings-page', 'SettingsPage'),
  '/notifications': page('notifications-page', 'NotificationsPage'),
  '/bookmarks': page('bookmarks-page', 'BookmarksPage'),
  '/lists': page('lists-page', 'ListsPage'),
  '/help': page('help-page', 'HelpPage'),
  '/language': page('language-page', 'LanguagePage'),
  '/clubs': page('clubs-page', 'ClubsPage'),
};

const dynamicComponents: Record<string, Page> = {
  '/creator/:username': page('creator-page', 'CreatorPage'),
  '/checkout/:id': page('checkout-page', 'CheckoutPage'),
  '/receipts/:id': page('receipt-page', 'ReceiptPage'),
  '/news/:id': page('news-article-page', 'NewsArticlePage'),
  '/clubs/:slug': page('club-page', 'ClubPage'),
  '/playlists/:slug': page('playlist-page', 'PlaylistPage'),
};

/** A page behind the guard its entry in the page list asks for. */
function guarded(info: PageInfo, Component: Page): ComponentType {
  if (info.access === 'public') return Component;
  const Guarded = () => (
    <PageGuard access={info.access}>
      <Component />
    </PageGuard>
  );
  Guarded.displayName = `Guarded(${info.path})`;
  return Guarded;
}

export const routeTable: { path: string; component: ComponentType }[] = [
  ...pages.map((info: PageInfo) => ({
    path: info.path,
    component: guarded(info, finishedPages[info.path] ?? BuildingPage),
  })),
  ...dynamicPages.map((info: PageInfo) => ({
    path: info.path,
    component: guarded(info, dynamicComponents[info.path] ?? NotFoundPage),
  })),
];

/**
 * Marks the document once the page is live (`<html data-hydrated>`): on a server-rendered page,
 * the moment its buttons start to answer. Browser journeys wait for it before they tap.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // A form sent before then was held back (/theme-init.js); it is sent now, through the app.
    const holder = window as { __heldSubmit?: { form: unknown; submitter: unknown } };
    const held = holder.__heldSubmit;
    holder.__heldSubmit = undefined;
    if (!(held?.form instanceof HTMLFormElement) || !held.form.isConnected) return;
    const submitter = held.submitter instanceof HTMLElement ? held.submitter : undefined;
    try {
      held.form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    } catch {
      held.form.requestSubmit();
    }
  }, []);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading label="Loading page…" />}>
      <Switch>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
      <HydratedMark />
    </Suspense>
  );
}

/**
 * The page a path shows, as the route table matches it (null for a page behind a guard, which
 * shows its own loading state until the visitor is known).
 */
export function pageFor(pathname: string): Page | null {
  const info = findPage(pathname);
  const exact = info && (info.path.includes(':') || info.path === pathname);
  if (!info || !exact) return NotFoundPage;
  if (info.access !== 'public') return null;
  return finishedPages[info.path] ?? dynamicComponents[info.path] ?? BuildingPage;
}
