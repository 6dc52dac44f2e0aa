import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PreferencesProvider } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { json, stubApi } from '../testing/api-stub';
import { neonrider } from '../testing/fixtures';
import { textsByRole, textsOf } from '../testing/queries';
import { AccountMenu, type AccountUser } from './account-menu';

const OPEN_COUNT = 'GET /api/admin/contact-messages/open-count';

function renderMenu(user: AccountUser | null, onLogout?: () => void) {
  const memory = memoryLocation({ path: '/home', record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <PreferencesProvider>
          <AccountMenu user={user} onLogout={onLogout} />
        </PreferencesProvider>
      </Router>
    </QueryClientProvider>,
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
  // Administrators' menus ask how many contact messages wait; a test that counts stubs its own.
  beforeEach(() => {
    stubApi().on(OPEN_COUNT, json({ open: 0 }));
  });

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

  it('shows a member no way into the station back office', async () => {
    const api = stubApi();
    const { menu } = await openMenu({ ...neonrider, isCreator: false });
    expect(within(menu).queryByRole('menuitem', { name: /Station back office/ })).toBeNull();
    expect(api.calls(OPEN_COUNT)).toEqual([]);
  });

  it('shows a DJ the station back office without a message count', async () => {
    const api = stubApi().on(OPEN_COUNT, json({ open: 3 }));
    const { pointer, memory, menu } = await openMenu({ ...neonrider, isDj: true });
    const office = within(menu).getByRole('menuitem', { name: 'Station back office' });
    expect(office).toHaveTextContent(/^Station back office$/);
    expect(api.calls(OPEN_COUNT)).toEqual([]);
    await pointer.click(office);
    expect(memory.history.at(-1)).toBe('/admin/station');
  });

  it('shows an administrator the station back office with the open messages counted', async () => {
    const api = stubApi().on(OPEN_COUNT, json({ open: 3 }));
    const { menu } = await openMenu({ ...neonrider, isAdmin: true, twoFactorEnabled: true });
    // The count's contract loads with the first answer, which a busy machine can take a while over.
    const office = await within(menu).findByRole(
      'menuitem',
      { name: 'Station back office, 3 unread messages' },
      { timeout: 5000 },
    );
    expect(office).toHaveTextContent('Station back office3');
    expect(api.calls(OPEN_COUNT)).toHaveLength(1);
    const labels = textsByRole(menu, 'menuitem');
    expect(labels.indexOf('Station back office3')).toBe(labels.indexOf('Admin DashboardAdmin') + 1);
  });

  it('leaves the count out for an administrator with no open messages', async () => {
    stubApi().on(OPEN_COUNT, json({ open: 0 }));
    const { menu } = await openMenu({ ...neonrider, isAdmin: true, twoFactorEnabled: true });
    const office = within(menu).getByRole('menuitem', { name: 'Station back office' });
    await waitFor(() => expect(office).toHaveTextContent(/^Station back office$/));
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
