import { memo } from 'react';
import { DisplayToggles } from '../components/layout/display-toggles';
import { ListenNowButton } from '../components/layout/listen-now-button';
import { Logo } from '../components/layout/logo';
import { MainNav } from '../components/layout/main-nav';
import { MobileNav } from '../components/layout/mobile-nav';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { useLogout } from '../features/auth/hooks/use-logout';
import { OnAirIndicator } from '../features/radio/components/on-air-indicator';
import { AccountMenu } from './account-menu';

interface SiteHeaderProps {
  gradient: boolean;
  onPersistentPlay?: () => void;
}

/**
 * The account corner reads the signed-in user itself: when the check answers, right after the
 * page has hydrated, only this corner renders again, not the header, its menus or the page.
 */
function CurrentAccountMenu() {
  const { data: user, isPending: checking } = useCurrentUser();
  const logout = useLogout();
  return <AccountMenu user={user ?? null} checking={checking} onLogout={() => logout.mutate()} />;
}

export const SiteHeader = memo(function SiteHeader({
  gradient,
  onPersistentPlay,
}: SiteHeaderProps) {
  return (
    <header
      data-variant={gradient ? 'gradient' : 'plain'}
      className={`sticky top-0 z-40 border-b border-line backdrop-blur-md ${
        gradient ? 'header-gradient' : 'bg-[var(--c-header)]'
      }`}
    >
      <div className="border-b border-line/50">
        <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-3 px-4">
          <OnAirIndicator />
          <div className="flex items-center gap-2">
            <DisplayToggles />
            <CurrentAccountMenu />
          </div>
        </div>
      </div>
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <div className="flex items-center gap-2">
          <MobileNav />
          <Logo />
        </div>
        <MainNav />
        <ListenNowButton onPersistentPlay={onPersistentPlay} />
      </div>
    </header>
  );
});
