import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocation } from 'wouter';
import type { AccountUser } from '../../shared/contracts/auth';
import { can, needsTwoFactorForAdmin } from '../../shared/domain/policies';
import { AvatarFace } from '../components/ui/avatar-face';
import {
  BACK_OFFICE_HREF,
  BACK_OFFICE_LABEL,
  backOfficeName,
  UnreadBadge,
} from '../features/contact/components/back-office-link';
import { useOpenContactCount } from '../features/contact/hooks/use-open-contact-count';
import { usePreferences } from '../lib/preferences';

interface AccountDropdownProps {
  user: AccountUser;
  onLogout?: () => void;
}

const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-text outline-none data-[highlighted]:bg-surface-2';

/**
 * The crew's way into the back office; administrators also see how many contact messages wait.
 * It mounts with the open menu, so each opening reads the count again once it is a minute old.
 */
function BackOfficeItem({ user, onSelect }: { user: AccountUser; onSelect: () => void }) {
  const unread = useOpenContactCount(can(user, 'contact.readInbox'));
  return (
    <DropdownMenu.Item
      className={itemClass}
      aria-label={backOfficeName(unread)}
      onSelect={onSelect}
    >
      {BACK_OFFICE_LABEL}
      <UnreadBadge count={unread} />
    </DropdownMenu.Item>
  );
}

/** The signed-in avatar button and its menu; loaded only once someone is signed in. */
export function AccountDropdown({ user, onLogout }: AccountDropdownProps) {
  const [, navigate] = useLocation();
  const { theme, direction, toggleTheme, toggleDirection } = usePreferences();

  const initial = user.username.charAt(0).toUpperCase();
  const entries: { label: string; href: string; admin?: boolean; backOffice?: boolean }[] = [
    { label: 'My profile', href: '/profile' },
    { label: 'Discover creators', href: '/search' },
    { label: 'Artist Dashboard', href: '/artist-dashboard' },
    { label: 'Notifications', href: '/notifications' },
    { label: 'Bookmarks', href: '/bookmarks' },
    { label: 'Lists', href: '/lists' },
    // An administrator still without two-factor sign-in sees the way in, and is told what it needs.
    ...(can(user, 'platform.manageSettings') || needsTwoFactorForAdmin(user)
      ? [{ label: 'Admin Dashboard', href: '/admin', admin: true }]
      : []),
    ...(can(user, 'station.backOffice')
      ? [{ label: BACK_OFFICE_LABEL, href: BACK_OFFICE_HREF, backOffice: true }]
      : []),
    { label: 'Settings', href: '/settings' },
    { label: 'Help and support', href: '/help' },
    { label: 'Language', href: '/language' },
  ];

  return (
    <DropdownMenu.Root dir={direction}>
      <DropdownMenu.Trigger
        className="grid size-10 place-items-center overflow-hidden rounded-full bg-surface-2 font-display font-bold text-accent ring-2 ring-accent/60"
        aria-label={`Account menu for @${user.username}`}
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
        ) : user.avatarData ? (
          <AvatarFace data={user.avatarData} size="sm" />
        ) : (
          initial
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="panel z-50 w-64 p-2">
          <div className="px-3 py-2">
            <p className="font-semibold">@{user.username}</p>
            <p className="text-xs text-muted">
              <span>{user.followers} fans</span> · <span>{user.following} following</span>
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {entries.map((entry) =>
            entry.backOffice ? (
              <BackOfficeItem key={entry.href} user={user} onSelect={() => navigate(entry.href)} />
            ) : (
              <DropdownMenu.Item
                key={entry.href}
                className={itemClass}
                onSelect={() => navigate(entry.href)}
              >
                {entry.label}
                {entry.admin ? (
                  <span className="chip bg-accent/15 text-accent-strong">Admin</span>
                ) : null}
              </DropdownMenu.Item>
            ),
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.CheckboxItem
            className={itemClass}
            checked={theme === 'light'}
            onCheckedChange={toggleTheme}
            onSelect={(event) => event.preventDefault()}
          >
            Light mode <span aria-hidden>{theme === 'light' ? 'On' : 'Off'}</span>
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.CheckboxItem
            className={itemClass}
            checked={direction === 'rtl'}
            onCheckedChange={toggleDirection}
            onSelect={(event) => event.preventDefault()}
          >
            Right-to-left <span aria-hidden>{direction === 'rtl' ? 'On' : 'Off'}</span>
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => onLogout?.()}>
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
