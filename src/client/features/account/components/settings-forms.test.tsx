import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { myAccount } from '../../../testing/fixtures';
import {
  expectConfirmedRequest,
  findToast,
  renderApp,
  renderWithUser,
} from '../../../testing/render';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';

describe('ChangePasswordForm', () => {
  async function fill(values: { current: string; next: string; confirm: string }) {
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Current password'), values.current);
    await user.type(screen.getByLabelText('New password'), values.next);
    await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('says "Passwords do not match" when the confirmation differs, sending nothing', async () => {
    const api = stubApi();
    renderApp(<ChangePasswordForm username="neonrider" />);
    await fill({ current: 'old one here', next: 'new one here', confirm: 'new one there' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('sends the current and new password, toasts and clears the form', async () => {
    const api = stubApi().on('PUT /api/account/password', noContent());
    renderApp(<ChangePasswordForm username="neonrider" />);
    await fill({ current: 'old one here', next: 'new one here', confirm: 'new one here' });
    await expectConfirmedRequest(api, 'PUT /api/account/password', 'Password changed', {
      currentPassword: 'old one here',
      newPassword: 'new one here',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('marks the current password when the server says it is wrong', async () => {
    stubApi().on(
      'PUT /api/account/password',
      apiError(400, 'WRONG_PASSWORD', 'The current password is not correct.', [
        { field: 'currentPassword', reason: 'is not correct' },
      ]),
    );
    renderApp(<ChangePasswordForm username="neonrider" />);
    await fill({ current: 'bad guess!', next: 'new one here', confirm: 'new one here' });
    expect(await screen.findByText('Current password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });
});

describe('ChangeEmailForm', () => {
  it('sends the new address with the password and hands the account on', async () => {
    const updated = { ...myAccount, email: 'rider@example.com' };
    const api = stubApi().on('PUT /api/account/email', json(updated));
    const onAccountChange = vi.fn();
    const { user } = renderWithUser(
      <ChangeEmailForm account={myAccount} onAccountChange={onAccountChange} />,
    );
    expect(screen.getByText('neon@example.com')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New e-mail address'), 'Rider@Example.com');
    await user.type(screen.getByLabelText('Current password'), 'outrun forever 84');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));

    await expectConfirmedRequest(api, 'PUT /api/account/email', 'E-mail address updated', {
      email: 'rider@example.com',
      currentPassword: 'outrun forever 84',
    });
    expect(onAccountChange).toHaveBeenCalledWith(updated);
  });

  it('marks the address when another account has it', async () => {
    stubApi().on(
      'PUT /api/account/email',
      apiError(409, 'EMAIL_TAKEN', 'An account with that e-mail address already exists.', [
        { field: 'email', reason: 'is already registered' },
      ]),
    );
    const { user } = renderWithUser(<ChangeEmailForm account={myAccount} />);
    await user.type(screen.getByLabelText('New e-mail address'), 'taken@example.com');
    await user.type(screen.getByLabelText('Current password'), 'outrun forever 84');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('New e-mail address is already registered')).toBeInTheDocument();
  });
});

describe('DeleteAccountSection', () => {
  async function openDialog() {
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    return { user, dialog };
  }

  it('asks for the password and the typed username before it can delete', async () => {
    const api = stubApi().on('DELETE /api/account', noContent());
    const onDeleted = vi.fn();
    renderApp(<DeleteAccountSection username="neonrider" onDeleted={onDeleted} />);
    const { user, dialog } = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Delete account forever' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Password'), 'outrun forever 84');
    await user.type(within(dialog).getByLabelText('Type neonrider to confirm'), 'neonride');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type neonrider to confirm'), 'r');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.calls('DELETE /api/account')[0]?.json()).toEqual({
      password: 'outrun forever 84',
    });
    expect(await findToast('Account deleted')).toBeInTheDocument();
  });

  it('keeps the account and marks the password when it is wrong', async () => {
    stubApi().on(
      'DELETE /api/account',
      apiError(400, 'WRONG_PASSWORD', 'The current password is not correct.', [
        { field: 'password', reason: 'is not correct' },
      ]),
    );
    const onDeleted = vi.fn();
    renderApp(<DeleteAccountSection username="neonrider" onDeleted={onDeleted} />);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.type(within(dialog).getByLabelText('Type neonrider to confirm'), 'neonrider');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account forever' }));
    expect(await within(dialog).findByText('Password is not correct')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('closes with Cancel without sending anything', async () => {
    const api = stubApi();
    renderApp(<DeleteAccountSection username="neonrider" onDeleted={vi.fn()} />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
