import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { artistShares } from '../../shared/domain/revenue';
import { findPage, notFoundPage, pageTitle } from '../../shared/site/pages';
import type { SocialLink } from '../../shared/site/station';
import { ErrorBoundary } from '../components/feedback/error-boundary';
import { MobileBottomBar } from '../components/layout/mobile-bottom-bar';
import { SiteFooter } from '../components/layout/site-footer';
import { useToasts } from '../components/ui/toast-store';
import { useRefreshSwitchesOnRefusal } from '../features/platform/hooks/use-refresh-switches';
import { useSwitches } from '../features/platform/hooks/use-switches';
import { radioQueries } from '../features/radio/api/radio-queries';
import { RadioPlayerProvider } from '../features/radio/components/radio-player-provider';
import { ArtistSharesProvider } from '../lib/artist-shares';
import { StationAccountsProvider } from '../lib/station-accounts';
import { PersistentPlayer } from './persistent-player';
import { SiteHeader } from './site-header';

const GRADIENT_PATHS = new Set(['/', '/home']);

// The toast list (Radix Toast and its layers) loads with the first toast, not with every page.
const Toaster = lazy(() =>
  import('../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

function Toasts() {
  const shown = useToasts().length > 0;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (shown) setLoaded(true);
  }, [shown]);
  if (!shown && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

const NO_ACCOUNTS: readonly SocialLink[] = [];

// The shell renders again on every navigation; these parts follow the address themselves.
const Footer = memo(SiteFooter);
const BottomBar = memo(MobileBottomBar);
const Player = memo(PersistentPlayer);

/** Keeps the tab title in step with the page and starts each new page at the top. */
function usePageChange(location: string, main: React.RefObject<HTMLElement | null>) {
  const first = useRef(true);
  useEffect(() => {
    document.title = pageTitle(findPage(location) ?? notFoundPage);
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
  }, [location, main]);
}

/** The player page opened in its own small window (the header's pop-out link). */
function isPopout(location: string, search: string): boolean {
  return location === '/now-playing' && new URLSearchParams(search).get('popout') === 'true';
}

/**
 * The frame around every page. The radio player sits above everything that changes with the
 * route, so the stream keeps playing from page to page.
 */
export function AppShell({ children }: { children: React.ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const popout = isPopout(location, search);
  useRefreshSwitchesOnRefusal();
  // Every text that states an artist's share reads the one in force, set by the admins.
  const { artistStreamingRate, artistMerchandiseRate } = useSwitches().switches;
  const shares = useMemo(
    () => artistShares({ artistStreamingRate, artistMerchandiseRate }),
    [artistStreamingRate, artistMerchandiseRate],
  );
  // The social links name only the accounts this site is set up with (none until they are read).
  const accounts = useQuery(radioQueries.station()).data?.social ?? NO_ACCOUNTS;
  return (
    <ArtistSharesProvider shares={shares}>
      <StationAccountsProvider accounts={accounts}>
        <RadioPlayerProvider>
          {popout ? <PopoutShell>{children}</PopoutShell> : <SiteShell>{children}</SiteShell>}
        </RadioPlayerProvider>
      </StationAccountsProvider>
    </ArtistSharesProvider>
  );
}

/** The pop-out window shows the player alone: no header, footer or second floating player. */
function PopoutShell({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    document.title = pageTitle(findPage('/now-playing') ?? notFoundPage);
  }, []);
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
      <ErrorBoundary resetKey="popout">{children}</ErrorBoundary>
    </main>
  );
}

function SiteShell({ children }: { children: React.ReactNode }) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  usePageChange(location, mainRef);
  const gradient = GRADIENT_PATHS.has(location);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        Skip to content
      </a>
      <SiteHeader gradient={gradient} />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 pb-20 outline-none md:pb-0">
        <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
      </main>
      <Footer gradient={gradient} />
      <BottomBar />
      <Player />
      <Toasts />
    </div>
  );
}
