import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authQueries } from '../features/auth/api/auth-queries';
import { AUTH_TOKEN_KEY } from '../lib/api-client';
import { apiError, json, noContent, stubApi } from '../testing/api-stub';
import { neonrider } from '../testing/fixtures';
import { stubEventSource, stubRadio } from '../testing/radio';
import { findToast, renderApp, renderWithUser, signIn } from '../testing/render';
import { AppShell } from './app-shell';

const accountButton = () => screen.findByRole('button', { name: 'Account menu for @neonrider' });

/** Neon Rider signed in on `path`, with the server answering a log-out as given. */
function signedInShell(logoutAnswer: Response, path = '/') {
  signIn();
  const api = stubApi()
    .on('GET /api/auth/user', json(neonrider))
    .on('POST /api/auth/logout', logoutAnswer);
  const user = userEvent.setup({ delay: null });
  const app = renderApp(<AppShell>page</AppShell>, { path });
  async function logOut() {
    await user.click(await accountButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
  }
  return { api, logOut, ...app };
}

describe('AppShell account menu', () => {
  it('shows Login to a visitor', async () => {
    stubApi();
    renderApp(<AppShell>page</AppShell>);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the signed-in user's menu with their handle and counts", async () => {
    signIn();
    stubApi().on(
      'GET /api/auth/user',
      json({ ...neonrider, isAdmin: true, twoFactorEnabled: true }),
    );
    const { user } = renderWithUser(<AppShell>page</AppShell>);
    await user.click(await accountButton());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('@neonrider')).toBeInTheDocument();
    expect(within(menu).getByText('3 fans')).toBeInTheDocument();
    expect(within(menu).getByText('5 following')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Admin Dashboard/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logs out: ends the session on the server, forgets it here and goes home', async () => {
    const { api, logOut, history, queryClient } = signedInShell(noContent(), '/profile');
    queryClient.setQueryData(['/api/account'], { email: 'neon@example.com' });

    await logOut();

    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(history.at(-1)).toBe('/');
    expect(queryClient.getQueryData(authQueries.user().queryKey)).toBeNull();
    expect(queryClient.getQueryData(['/api/account'])).toBeUndefined();
  });

  it('finishes logging out here when the server says the session had already ended', async () => {
    const { logOut } = signedInShell(apiError(401, 'UNAUTHORIZED', 'Sign in first.'));
    await logOut();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('keeps the user signed in and says why when logging out fails', async () => {
    const { logOut } = signedInShell(apiError(503, 'UNAVAILABLE', 'Try again in a moment.'));
    await logOut();
    expect(await findToast('Try again in a moment.')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('test-token'));
    expect(await accountButton()).toBeInTheDocument();
  });
});

describe('AppShell pop-out window', () => {
  it('shows the player page alone, without the header, footer or bottom bar', async () => {
    stubApi();
    renderApp(<AppShell>player</AppShell>, { path: '/now-playing?popout=true' });
    expect(await screen.findByText('player')).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mobile-bottom-bar')).not.toBeInTheDocument();
  });

  it('keeps the whole site around /now-playing otherwise', async () => {
    stubApi();
    renderApp(<AppShell>player</AppShell>, { path: '/now-playing' });
    expect(await screen.findByRole('banner')).toBeVisible();
  });
});

describe('AppShell social links', () => {
  it('links only the accounts the site is set up with, at the address it gives', async () => {
    stubEventSource();
    stubRadio(stubApi(), {
      station: { social: [{ name: 'Discord', href: 'https://discord.gg/ourstation' }] },
    });
    renderApp(<AppShell>page</AppShell>);
    const footer = screen.getByRole('contentinfo');
    const discord = await within(footer).findByRole('link', {
      name: 'NightDrive FM on Discord (opens in a new tab)',
    });
    expect(discord).toHaveAttribute('href', 'https://discord.gg/ourstation');
    expect(within(footer).queryByRole('link', { name: /on Facebook/ })).not.toBeInTheDocument();
  });

  it('shows no social icons at all when the site has no accounts', async () => {
    stubEventSource();
    stubRadio(stubApi(), { station: { social: [] } });
    const { queryClient } = renderApp(<AppShell>page</AppShell>);
    await waitFor(() =>
      expect(queryClient.getQueryData(['/api/radio/station'])).toMatchObject({ social: [] }),
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryAllByRole('link', { name: /opens in a new tab/ })).toEqual([]);
    expect(within(footer).getAllByRole('link', { name: /privacy/i }).length).toBeGreaterThan(0);
  });
});
