import { DisplayToggles } from '../components/layout/display-toggles';
import { ListenNowButton } from '../components/layout/listen-now-button';
import { Logo } from '../components/layout/logo';
import { MainNav } from '../components/layout/main-nav';
import { MobileNav } from '../components/layout/mobile-nav';
import { OnAirIndicator } from '../features/radio/components/on-air-indicator';
import { AccountMenu, type AccountUser } from './account-menu';

interface SiteHeaderProps {
  gradient: boolean;
  user: AccountUser | null;
  /** True while the server has not yet said who is signed in. */
  checkingUser?: boolean;
  onLogout?: () => void;
  onPersistentPlay?: () => void;
}

export function SiteHeader({
  gradient,
  user,
  checkingUser,
  onLogout,
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
            <AccountMenu user={user} checking={checkingUser} onLogout={onLogout} />
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
}
