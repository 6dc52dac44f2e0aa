import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../lib/api-client';
import { apiError, json, stubApi } from '../testing/api-stub';
import { findToast, renderWithUser } from '../testing/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'x'.repeat(43);
const SAME_ANSWER =
  'If an account uses that address, a link to choose a new password is on its way. It works once, for one hour.';

/** The page opened from the mail: the token in the address's fragment. */
function openResetLink(hash = `#token=${TOKEN}`) {
  window.history.replaceState(null, '', `/reset-password${hash}`);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('/forgot-password', () => {
  it('sends the address and answers as the server does, with what to do next', async () => {
    const api = stubApi().on('POST /api/auth/password-reset', json({ message: SAME_ANSWER }, 202));
    const { user } = renderWithUser(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail address'), '  Fan@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(SAME_ANSWER)).toBeInTheDocument();
    expect(screen.getByText(/we’ll keep trying/)).toBeInTheDocument();
    expect(api.calls('POST /api/auth/password-reset')[0]?.json()).toEqual({
      email: 'fan@example.com',
    });
  });

  it('checks the address here first and sends nothing that is not one', async () => {
    const api = stubApi();
    const { user } = renderWithUser(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/valid e-mail address/)).toBeInTheDocument();
    expect(api.calls('POST /api/auth/password-reset')).toEqual([]);
  });

  it('says when there were too many requests', async () => {
    stubApi().on(
      'POST /api/auth/password-reset',
      apiError(429, 'RATE_LIMITED', 'Too many password reset requests. Try again in 15 minutes.'),
    );
    const { user } = renderWithUser(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail address'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await findToast('Error')).toHaveTextContent('Try again in 15 minutes.');
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).toBeNull();
  });
});

describe('/reset-password', () => {
  it('names the account, sets the new password and sends the member to sign in', async () => {
    openResetLink();
    localStorage.setItem(AUTH_TOKEN_KEY, 'an-old-session');
    const api = stubApi()
      .on('POST /api/auth/password-reset/check', json({ username: 'neonrider' }))
      .on(
        'POST /api/auth/password-reset/complete',
        json({ message: 'Your new password is set. Sign in with it now.' }),
      );
    const { user, history } = renderWithUser(<ResetPasswordPage />, { path: '/reset-password' });
    expect(await screen.findByText('@neonrider')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'A-brand-new-Skyline-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'A-brand-new-Skyline-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await findToast('Password changed')).toHaveTextContent('Sign in with it now.');
    expect(api.calls('POST /api/auth/password-reset/complete')[0]?.json()).toEqual({
      token: TOKEN,
      password: 'A-brand-new-Skyline-77',
    });
    expect(history.at(-1)).toBe('/login');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('says "Passwords do not match" and sends nothing', async () => {
    openResetLink();
    const api = stubApi().on(
      'POST /api/auth/password-reset/check',
      json({ username: 'neonrider' }),
    );
    const { user } = renderWithUser(<ResetPasswordPage />, { path: '/reset-password' });
    await user.type(await screen.findByLabelText('New password'), 'A-brand-new-Skyline-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'Something-else-99');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/password-reset/complete')).toEqual([]);
  });

  it('explains an expired link and offers a new one', async () => {
    openResetLink();
    stubApi().on(
      'POST /api/auth/password-reset/check',
      apiError(
        410,
        'RESET_LINK_EXPIRED',
        'This link to choose a new password has expired: links work for one hour. Ask for a new one.',
      ),
    );
    renderWithUser(<ResetPasswordPage />, { path: '/reset-password' });
    expect(
      await screen.findByRole('heading', { name: 'This link can’t be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/links work for one hour/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('turns to the same explanation when the link is used up while the form is open', async () => {
    openResetLink();
    stubApi()
      .on('POST /api/auth/password-reset/check', json({ username: 'neonrider' }))
      .on(
        'POST /api/auth/password-reset/complete',
        apiError(
          410,
          'RESET_LINK_USED',
          'This link to choose a new password has already been used.',
        ),
      );
    const { user } = renderWithUser(<ResetPasswordPage />, { path: '/reset-password' });
    await user.type(await screen.findByLabelText('New password'), 'A-brand-new-Skyline-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'A-brand-new-Skyline-77');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/has already been used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toBeInTheDocument();
  });

  it('shows the server’s reason under the field for a weak password', async () => {
    openResetLink();
    stubApi()
      .on('POST /api/auth/password-reset/check', json({ username: 'neonrider' }))
      .on(
        'POST /api/auth/password-reset/complete',
        apiError(400, 'WEAK_PASSWORD', 'Password is one of the most common passwords.', [
          { field: 'password', reason: 'is one of the most common passwords; choose another' },
        ]),
      );
    const { user } = renderWithUser(<ResetPasswordPage />, { path: '/reset-password' });
    await user.type(await screen.findByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('Confirm new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/most common passwords/)).toBeInTheDocument();
  });

  it('says what to do when the address has no token', async () => {
    openResetLink('');
    const api = stubApi();
    renderWithUser(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByText(/has no link token in it/)).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
