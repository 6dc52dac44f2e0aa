import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TwoFactorStatus } from '../../../../shared/contracts/auth';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { renderWithUser } from '../../../testing/render';
import { TwoFactorSection } from './two-factor-section';

const off: TwoFactorStatus = { enabled: false, recoveryCodesLeft: 0, requiredFor: null };
const on: TwoFactorStatus = { enabled: true, recoveryCodesLeft: 10, requiredFor: null };
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const setupAnswer = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/NightDrive%20FM:neonrider?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr: { size: 21, path: 'M0 0h7v1h-7zM0 6h7v1h-7z' },
};

describe('TwoFactorSection', () => {
  it('sets up with the password, a QR code and a first code, then shows the recovery codes once', async () => {
    let status = off;
    const api = stubApi()
      .on('GET /api/auth/two-factor', () => json(status))
      .on('POST /api/auth/two-factor/setup', (request) =>
        (request.json() as { password: string }).password === 'outrun forever 84'
          ? json(setupAnswer)
          : apiError(400, 'WRONG_PASSWORD', 'That password is not right.', [
              { field: 'password', reason: 'is not right' },
            ]),
      )
      .on('POST /api/auth/two-factor/enable', () => {
        status = on;
        return json({ recoveryCodes: codes });
      })
      .on('GET /api/auth/user', json(null))
      .on('GET /api/auth/sessions', json({ sessions: [] }));
    const user = userEvent.setup({ delay: null });
    renderWithUser(<TwoFactorSection required={false} />);

    const start = await screen.findByRole('form', { name: 'Set up two-factor sign-in' });
    await user.type(within(start).getByLabelText('Password'), 'wrong one');
    await user.click(within(start).getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('Password is not right')).toBeInTheDocument();
    await user.clear(within(start).getByLabelText('Password'));
    await user.type(within(start).getByLabelText('Password'), 'outrun forever 84');
    await user.click(within(start).getByRole('button', { name: 'Set up two-factor sign-in' }));

    const confirm = await screen.findByRole('form', { name: 'Turn on two-factor sign-in' });
    const qr = within(confirm).getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')).toHaveAttribute('d', setupAnswer.qr.path);
    expect(within(confirm).getByTestId('two-factor-secret')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.type(within(confirm).getByLabelText('Code from your app'), '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const list = await screen.findByRole('region', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(api.calls('POST /api/auth/two-factor/enable')[0]?.json()).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText(/Two-factor sign-in is on\./)).toBeInTheDocument();
    expect(screen.queryByText(codes[0] ?? '')).toBeNull();
    expect(screen.getByText(/10 recovery codes/)).toBeInTheDocument();
  });

  it('turns off with a recovery code, and keeps the switch away from administrators', async () => {
    const api = stubApi()
      .on('GET /api/auth/two-factor', json(on))
      .on('POST /api/auth/two-factor/disable', noContent())
      .on('GET /api/auth/user', json(null))
      .on('GET /api/auth/sessions', json({ sessions: [] }));
    const user = userEvent.setup({ delay: null });
    renderWithUser(<TwoFactorSection required={false} />);
    await user.type(await screen.findByLabelText('Current code'), 'abcd0-efgh0');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await screen.findByText('Two-factor sign-in is off');
    expect(api.calls('POST /api/auth/two-factor/disable')[0]?.json()).toEqual({
      recoveryCode: 'abcd0-efgh0',
    });
  });

  it('tells an administrator it must stay on', async () => {
    stubApi().on(
      'GET /api/auth/two-factor',
      json({ ...on, requiredFor: 'Administrators must keep two-factor sign-in on.' }),
    );
    renderWithUser(<TwoFactorSection required />);
    expect(
      await screen.findByText('Administrators must keep two-factor sign-in on.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
  });
});
