import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PreferencesProvider } from '../lib/preferences';
import { neonrider } from '../testing/fixtures';
import { textsByRole, textsOf } from '../testing/queries';
import { AccountMenu, type AccountUser } from './account-menu';

function renderMenu(user: AccountUser | null, onLogout?: () => void) {
  const memory = memoryLocation({ path: '/home', record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <PreferencesProvider>
        <AccountMenu user={user} onLogout={onLogout} />
      </PreferencesProvider>
    </Router>,
  );
  return memory;
}

async function openMenu(user: AccountUser, onLogout?: () => void) {
  const pointer = userEvent.setup({ delay: null });
  const memory = renderMenu(user, onLogout);
  const trigger = await screen.findByRole('button', { name: `Account menu for @${user.username}` });
  await pointer.click(trigger);
  const menu = await screen.findByRole('menu');
  return { pointer, memory, trigger, menu };
}

describe('AccountMenu signed out', () => {
  it('shows a Login link to /login', () => {
    renderMenu(null);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows no account button', () => {
    renderMenu(null);
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });
});

describe('AccountMenu signed in', () => {
  it("shows the username's uppercase first letter when there is no image", async () => {
    renderMenu(neonrider);
    const trigger = await screen.findByRole('button', { name: 'Account menu for @neonrider' });
    expect(trigger).toHaveTextContent(/^N$/);
    expect(trigger.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows the profile image when there is one', async () => {
    renderMenu({ ...neonrider, profileImageUrl: '/uploads/avatars/neonrider.png' });
    const trigger = await screen.findByRole('button', { name: 'Account menu for @neonrider' });
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/uploads/avatars/neonrider.png');
    expect(trigger).not.toHaveTextContent('N');
  });

  it('opens a menu with the handle, fan and following counts and the entries', async () => {
    const { menu, trigger } = await openMenu(neonrider);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByText('@neonrider')).toBeInTheDocument();
    expect(within(menu).getByText('3 fans')).toBeInTheDocument();
    expect(within(menu).getByText('5 following')).toBeInTheDocument();

    const items = textsByRole(menu, 'menuitem');
    expect(items).toEqual([
      'My profile',
      'Discover creators',
      'Artist Dashboard',
      'Notifications',
      'Bookmarks',
      'Lists',
      'Settings',
      'Help and support',
      'Language',
      'Log out',
    ]);
    expect(within(menu).queryByText('Admin Dashboard')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Admin')).not.toBeInTheDocument();

    const toggles = within(menu).getAllByRole('menuitemcheckbox');
    expect(textsOf(toggles)).toEqual(['Light mode Off', 'Right-to-left Off']);
  });

  it('counts zero fans and following when the user has none', async () => {
    const { menu } = await openMenu({
      ...neonrider,
      username: 'quiet',
      followers: 0,
      following: 0,
    });
    expect(within(menu).getByText('0 fans')).toBeInTheDocument();
    expect(within(menu).getByText('0 following')).toBeInTheDocument();
  });

  it('shows the Admin Dashboard entry with an Admin badge to admins', async () => {
    const { menu } = await openMenu({ ...neonrider, isAdmin: true, twoFactorEnabled: true });
    const admin = within(menu).getByRole('menuitem', { name: /Admin Dashboard/ });
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    const labels = textsByRole(menu, 'menuitem');
    expect(labels.indexOf('Admin DashboardAdmin')).toBe(labels.indexOf('Lists') + 1);
  });

  it('goes to the chosen entry and closes the menu', async () => {
    const { pointer, memory } = await openMenu({
      ...neonrider,
      isAdmin: true,
      twoFactorEnabled: true,
    });
    await pointer.click(screen.getByRole('menuitem', { name: /Admin Dashboard/ }));
    expect(memory.history.at(-1)).toBe('/admin');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('calls onLogout from Log out', async () => {
    const onLogout = vi.fn();
    const { pointer } = await openMenu(neonrider, onLogout);
    await pointer.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('switches light mode from the menu and keeps the menu open', async () => {
    const { pointer, menu } = await openMenu(neonrider);
    await pointer.click(within(menu).getByRole('menuitemcheckbox', { name: /Light mode/ }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('menuitemcheckbox', { name: /Light mode/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('switches the document to right-to-left from the menu', async () => {
    const { pointer, menu } = await openMenu(neonrider);
    await pointer.click(within(menu).getByRole('menuitemcheckbox', { name: /Right-to-left/ }));
    expect(document.dir).toBe('rtl');
  });

  it('opens from the keyboard with Enter', async () => {
    const keyboard = userEvent.setup({ delay: null });
    renderMenu(neonrider);
    const trigger = await screen.findByRole('button', { name: 'Account menu for @neonrider' });
    trigger.focus();
    await keyboard.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toHaveTextContent('@neonrider');
  });
});
