import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginPath } from '../../shared/site/next-path';
import { signedInPaths } from '../../shared/site/pages';
import { receipt } from '../features/payments/testing/payment-fixtures';
import { LoginPage } from '../pages/login-page';
import { json, stubApi } from '../testing/api-stub';
import { neonrider } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/render';
import { AppRoutes } from './router';

describe('signed-in pages', () => {
  for (const path of signedInPaths) {
    it(`${path} sends a signed-out visitor to /login, to come back`, async () => {
      stubApi();
      const { history } = renderApp(<AppRoutes />, { path });
      await waitFor(() => expect(history.at(-1)).toBe(loginPath(path)));
      // Only the sign-in page (once its chunk has loaded) shows a heading, never the guarded page.
      expect(screen.queryByRole('heading', { level: 1 })?.textContent ?? 'Sign In').toBe('Sign In');
    });
  }

  it('/dashboard shows a signed-in member the page', async () => {
    signIn();
    stubApi().on('GET /api/auth/user', json(neonrider));
    renderApp(<AppRoutes />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByText('Welcome back, Neon Rider.')).toBeInTheDocument();
  });

  it('/admin tells a signed-in member who is not an admin that it is for admins only', async () => {
    signIn();
    const api = stubApi().on('GET /api/auth/user', json(neonrider));
    const { history } = renderApp(<AppRoutes />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByText('Super Admin')).not.toBeInTheDocument();
    expect(history).toEqual(['/admin']);
    expect(api.requests.filter((request) => request.url.pathname.startsWith('/api/admin'))).toEqual(
      [],
    );
  });

  it('/admin asks an admin without two-factor sign-in to turn it on, and loads nothing', async () => {
    signIn();
    const api = stubApi().on(
      'GET /api/auth/user',
      json({ ...neonrider, isAdmin: true, twoFactorEnabled: false }),
    );
    renderApp(<AppRoutes />, { path: '/admin' });
    expect(
      await screen.findByRole('heading', { name: 'Turn on two-factor sign-in first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute(
      'href',
      '/settings#two-factor',
    );
    expect(screen.queryByText('Super Admin')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.url.pathname.startsWith('/api/admin'))).toEqual(
      [],
    );
  });

  it('/admin lets an admin in', async () => {
    signIn();
    stubApi().on(
      'GET /api/auth/user',
      json({ ...neonrider, isAdmin: true, twoFactorEnabled: true }),
    );
    renderApp(<AppRoutes />, { path: '/admin' });
    // The dashboard's code is a chunk of its own, which can take a moment on a busy machine.
    expect(await screen.findByText('Super Admin', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Admins only')).not.toBeInTheDocument();
  });
});

describe('signed-in pages with a parameter', () => {
  it.each(['/checkout/chk_demo_12345678', '/receipts/90'])(
    '%s sends a signed-out visitor to /login, to come back',
    async (path) => {
      stubApi();
      const { history } = renderApp(<AppRoutes />, { path });
      await waitFor(() => expect(history.at(-1)).toBe(loginPath(path)));
    },
  );

  it('/receipts/:id shows a signed-in member the receipt', async () => {
    signIn();
    stubApi()
      .on('GET /api/auth/user', json(neonrider))
      .on('GET /api/me/payments/90', json(receipt()));
    renderApp(<AppRoutes />, { path: '/receipts/90' });
    expect(await screen.findByRole('article', { name: 'TS-2026-000090' })).toBeInTheDocument();
  });
});

describe('/login', () => {
  it('sends someone already signed in on to /dashboard', async () => {
    signIn();
    stubApi().on('GET /api/auth/user', json(neonrider));
    const { history } = renderApp(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the form to a visitor', async () => {
    stubApi();
    renderApp(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });
});
