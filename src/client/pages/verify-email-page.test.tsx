import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailConfirmationBanner } from '../features/account/components/email-confirmation-banner';
import { apiError, json, stubApi } from '../testing/api-stub';
import { myAccount } from '../testing/fixtures';
import { findToast, renderWithUser } from '../testing/render';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'y'.repeat(43);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('/verify-email', () => {
  it('confirms the address from the link and says so', async () => {
    window.history.replaceState(null, '', `/verify-email#token=${TOKEN}`);
    const api = stubApi().on(
      'POST /api/auth/verify-email',
      json({ email: 'neon@example.com', message: 'neon@example.com is confirmed. Thank you!' }),
    );
    renderWithUser(<VerifyEmailPage />, { path: '/verify-email' });
    expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeInTheDocument();
    expect(screen.getByText('neon@example.com is confirmed. Thank you!')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/verify-email')[0]?.json()).toEqual({ token: TOKEN });
  });

  it('explains a link that can no longer be used', async () => {
    window.history.replaceState(null, '', `/verify-email#token=${TOKEN}`);
    stubApi().on(
      'POST /api/auth/verify-email',
      apiError(
        410,
        'VERIFY_LINK_OLD_ADDRESS',
        'This link confirms an address the account no longer uses.',
      ),
    );
    renderWithUser(<VerifyEmailPage />, { path: '/verify-email' });
    expect(
      await screen.findByRole('heading', { name: 'This link can’t be used' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no longer uses/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('EmailConfirmationBanner', () => {
  it('asks an unconfirmed member to confirm, and sends the link again', async () => {
    const api = stubApi()
      .on('GET /api/account', json({ ...myAccount, emailVerified: false }))
      .on(
        'POST /api/auth/verify-email/resend',
        json({ message: 'A new confirmation link is on its way to neon@example.com.' }, 202),
      );
    const { user } = renderWithUser(<EmailConfirmationBanner />);
    const banner = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(banner).toHaveTextContent('We sent a link to neon@example.com');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await findToast('Confirmation sent')).toHaveTextContent('on its way');
    expect(api.calls('POST /api/auth/verify-email/resend')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sent' })).toBeDisabled();
  });

  it('shows nothing once the address is confirmed', async () => {
    const api = stubApi().on('GET /api/account', json(myAccount));
    renderWithUser(<EmailConfirmationBanner />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('GET /api/account')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });
});
