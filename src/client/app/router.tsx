import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { dynamicPages, type PageInfo, pages } from '../../shared/site/pages';
import { PageLoading } from '../components/ui/page-status';
import { PageGuard } from './page-guard';

type Page = LazyExoticComponent<ComponentType>;

/** One chunk per page: each page module loads only when its route is visited. */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Page {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const LandingPage = page(() => import('../pages/landing-page'), 'LandingPage');
const BuildingPage = page(() => import('../pages/building-page'), 'BuildingPage');
const NotFoundPage = page(() => import('../pages/not-found-page'), 'NotFoundPage');

/** Pages that are finished; every other path of the page list shows the "being built" panel. */
const finishedPages: Record<string, Page> = {
  '/': LandingPage,
  '/landing': LandingPage,
  '/home': page(() => import('../pages/home-page'), 'HomePage'),
  '/about': page(() => import('../pages/about-page'), 'AboutPage'),
  '/staff': page(() => import('../pages/staff-page'), 'StaffPage'),
  '/contact': page(() => import('../pages/contact-page'), 'ContactPage'),
  '/what-is-synthwave': page(
    () => import('../pages/what-is-synthwave-page'),
    'WhatIsSynthwavePage',
  ),
  '/privacy': page(() => import('../pages/privacy-page'), 'PrivacyPage'),
  '/store': page(() => import('../pages/store-page'), 'StorePage'),
  '/mobile-app': page(() => import('../pages/mobile-app-page'), 'MobileAppPage'),
  '/advertising': page(() => import('../pages/advertising-page'), 'AdvertisingPage'),
  '/news': page(() => import('../pages/news-page'), 'NewsPage'),
  '/events': page(() => import('../pages/events-page'), 'EventsPage'),
  '/playlists': page(() => import('../pages/playlists-page'), 'PlaylistsPage'),
  '/artists': page(() => import('../pages/artists-page'), 'ArtistsPage'),
  '/requests': page(() => import('../pages/requests-page'), 'RequestsPage'),
  '/music-submissions': page(
    () => import('../pages/music-submissions-page'),
    'MusicSubmissionsPage',
  ),
  '/tuneslingers': page(() => import('../pages/tuneslingers-page'), 'TuneslingersPage'),
  '/tuneslingers-info': page(() => import('../pages/tuneslingers-page'), 'TuneslingersInfoPage'),
  '/now-playing': page(() => import('../pages/now-playing-page'), 'NowPlayingPage'),
  '/schedule': page(() => import('../pages/schedule-page'), 'SchedulePage'),
  '/live-chat': page(() => import('../pages/live-chat-page'), 'LiveChatPage'),
  '/login': page(() => import('../pages/login-page'), 'LoginPage'),
  '/forgot-password': page(() => import('../pages/forgot-password-page'), 'ForgotPasswordPage'),
  '/reset-password': page(() => import('../pages/reset-password-page'), 'ResetPasswordPage'),
  '/verify-email': page(() => import('../pages/verify-email-page'), 'VerifyEmailPage'),
  '/search': page(() => import('../pages/search-page'), 'SearchPage'),
  '/friends': page(() => import('../pages/friends-page'), 'FriendsPage'),
  '/avatar': page(() => import('../pages/avatar-page'), 'AvatarPage'),
  '/dashboard': page(() => import('../pages/dashboard-page'), 'DashboardPage'),
  '/artist-dashboard': page(() => import('../pages/artist-dashboard-page'), 'ArtistDashboardPage'),
  '/admin': page(() => import('../pages/admin-page'), 'AdminPage'),
  '/profile': page(() => import('../pages/profile-page'), 'ProfilePage'),
  '/settings': page(() => import('../pages/settings-page'), 'SettingsPage'),
  '/notifications': page(() => import('../pages/notifications-page'), 'NotificationsPage'),
  '/bookmarks': page(() => import('../pages/bookmarks-page'), 'BookmarksPage'),
  '/lists': page(() => import('../pages/lists-page'), 'ListsPage'),
  '/help': page(() => import('../pages/help-page'), 'HelpPage'),
  '/language': page(() => import('../pages/language-page'), 'LanguagePage'),
};

const dynamicComponents: Record<string, Page> = {
  '/creator/:username': page(() => import('../pages/creator-page'), 'CreatorPage'),
  '/checkout/:id': page(() => import('../pages/checkout-page'), 'CheckoutPage'),
  '/receipts/:id': page(() => import('../pages/receipt-page'), 'ReceiptPage'),
  '/news/:id': page(() => import('../pages/news-article-page'), 'NewsArticlePage'),
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

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading label="Loading page…" />}>
      <Switch>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
