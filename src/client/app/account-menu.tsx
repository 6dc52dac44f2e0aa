import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { AccountUser } from '../../shared/contracts/auth';

// The type lives in its own module so the lazily loaded dropdown can use it without importing
// this file back.
export type { AccountUser } from '../../shared/contracts/auth';

interface AccountMenuProps {
  user: AccountUser | null;
  /** While the sign-in is being checked, a placeholder holds the place of either control. */
  checking?: boolean;
  onLogout?: () => void;
}

// The dropdown's code is only fetched for signed-in visitors, keeping the first page light.
const AccountDropdown = lazy(() =>
  import('./account-dropdown').then((m) => ({ default: m.AccountDropdown })),
);

const placeholder = <span aria-hidden className="size-10 rounded-full bg-surface-2" />;

/** Signed out: a Login button. Signed in: the avatar button and its menu. */
export function AccountMenu({ user, checking, onLogout }: AccountMenuProps) {
  if (!user && checking) return placeholder;
  if (!user) {
    return (
      <Link href="/login" className="btn btn-outline min-h-9 px-4 py-1 text-sm">
        <LogIn aria-hidden size={16} />
        Login
      </Link>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountDropdown user={user} onLogout={onLogout} />
    </Suspense>
  );
}
