import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { myAccount as account } from '../../../testing/fixtures';
import { expectConfirmedRequest, findToast, renderWithUser } from '../../../testing/render';
import { ProfileDetailsForm } from './profile-details-form';

function setup() {
  const api = stubApi();
  const onAccountChange = vi.fn();
  const { user } = renderWithUser(
    <ProfileDetailsForm account={account} onAccountChange={onAccountChange} />,
  );
  const displayName = screen.getByLabelText('Display name');
  const bio = screen.getByLabelText('Bio');
  const save = screen.getByRole('button', { name: 'Save changes' });
  return { api, user, onAccountChange, displayName, bio, save };
}

describe('ProfileDetailsForm', () => {
  it('starts from the saved values, with counters against the limits', () => {
    const { displayName, bio, save } = setup();
    expect(displayName).toHaveValue('Neon Rider');
    expect(bio).toHaveValue('Chasing sunsets at 120 BPM.');
    expect(displayName).toHaveAccessibleDescription('10/50');
    expect(bio).toHaveAccessibleDescription('27/500');
    expect(save).toBeDisabled();
  });

  it('refuses an empty display name without sending anything', async () => {
    const { api, user, displayName, save } = setup();
    await user.clear(displayName);
    await user.type(displayName, '   ');
    await user.click(save);
    expect(await screen.findByText('Display name must not be empty')).toBeInTheDocument();
    expect(displayName).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  it('refuses a bio over 500 characters and shows the counter over the limit', async () => {
    const { api, user, bio, save } = setup();
    await user.clear(bio);
    await user.click(bio);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Bio must be at most 500 characters')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('refuses a display name over 50 characters', async () => {
    const { user, displayName, save } = setup();
    await user.clear(displayName);
    await user.click(displayName);
    await user.paste('n'.repeat(51));
    await user.click(save);
    expect(
      await screen.findByText('Display name must be at most 50 characters'),
    ).toBeInTheDocument();
  });

  it('saves trimmed values, toasts, and hands the updated account on', async () => {
    const { api, user, onAccountChange, displayName, bio, save } = setup();
    const saved = { ...account, displayName: 'Neon Knight', bio: 'New bio' };
    api.on('PATCH /api/account/profile', json(saved));
    await user.clear(displayName);
    await user.type(displayName, '  Neon Knight ');
    await user.clear(bio);
    await user.type(bio, 'New bio');
    await user.click(save);

    await expectConfirmedRequest(api, 'PATCH /api/account/profile', 'Profile updated', {
      displayName: 'Neon Knight',
      firstName: '',
      lastName: '',
      bio: 'New bio',
    });
    expect(onAccountChange).toHaveBeenCalledWith(saved);
    await waitFor(() => expect(displayName).toHaveValue('Neon Knight'));
    expect(save).toBeDisabled();
  });

  it('starts from the saved first and last name and sends them trimmed', async () => {
    const api = stubApi();
    const { user } = renderWithUser(
      <ProfileDetailsForm account={{ ...account, firstName: 'Lana', lastName: null }} />,
    );
    const firstName = screen.getByLabelText(/First name/);
    const lastName = screen.getByLabelText(/Last name/);
    expect(firstName).toHaveValue('Lana');
    expect(lastName).toHaveValue('');

    api.on('PATCH /api/account/profile', json({ ...account, firstName: null, lastName: 'Vector' }));
    await user.clear(firstName);
    await user.type(lastName, ' Vector ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Profile updated')).toBeInTheDocument();
    expect(api.calls('PATCH /api/account/profile')[0]?.json()).toMatchObject({
      firstName: '',
      lastName: 'Vector',
    });
    await waitFor(() => expect(lastName).toHaveValue('Vector'));
  });

  it('refuses a first name over 40 characters', async () => {
    const { api, user, save } = setup();
    await user.click(screen.getByLabelText(/First name/));
    await user.paste('f'.repeat(41));
    await user.click(save);
    expect(await screen.findByText('First name must be at most 40 characters')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
