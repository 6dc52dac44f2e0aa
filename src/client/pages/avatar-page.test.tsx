import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyAccount } from '../../shared/contracts/account';
import { apiError, json, stubApi } from '../testing/api-stub';
import { myAccount } from '../testing/fixtures';
import { expectConfirmedRequest, findToast, renderWithUser } from '../testing/render';
import { AvatarPage } from './avatar-page';

const saved = { hairColor: 'cyan', eyeColor: 'green', skinTone: 'olive' } as const;

function setup(account: MyAccount = { ...myAccount, avatarData: saved }) {
  const api = stubApi().on('GET /api/account', json(account));
  return { api, ...renderWithUser(<AvatarPage />, { path: '/avatar' }) };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('/avatar', () => {
  it('starts from the saved face', async () => {
    setup();
    expect(await screen.findByRole('radio', { name: 'Cyan' })).toBeChecked();
    expect(within(group('Eye colour')).getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(within(group('Skin tone')).getByRole('radio', { name: 'Olive' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save avatar' })).toBeDisabled();
  });

  it('previews a choice at once and saves it', async () => {
    const { api, user } = setup();
    api.on('PUT /api/account/avatar-data', ({ json: body }) =>
      json({ ...myAccount, avatarData: body() }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Pink' }));
    await user.click(within(group('Eye colour')).getByRole('radio', { name: 'Violet' }));
    expect(screen.getByTestId('avatar-face')).toHaveAttribute('data-hair', 'pink');
    expect(screen.getByRole('img', { name: /pink hair, violet eyes, olive skin/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    await expectConfirmedRequest(api, 'PUT /api/account/avatar-data', 'Avatar saved', {
      hairColor: 'pink',
      eyeColor: 'violet',
      skinTone: 'olive',
    });
    expect(screen.getByRole('button', { name: 'Save avatar' })).toBeDisabled();
  });

  it('offers a first face to save for a member without one', async () => {
    const { api, user } = setup({ ...myAccount, avatarData: null });
    api.on('PUT /api/account/avatar-data', ({ json: body }) =>
      json({ ...myAccount, avatarData: body() }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save avatar' }));
    await expectConfirmedRequest(api, 'PUT /api/account/avatar-data', 'Avatar saved', {
      hairColor: 'black',
      eyeColor: 'brown',
      skinTone: 'porcelain',
    });
  });

  it('says why saving failed', async () => {
    const { api, user } = setup();
    api.on(
      'PUT /api/account/avatar-data',
      apiError(400, 'VALIDATION', 'hairColor must be one of black, brown'),
    );
    await user.click(await screen.findByRole('radio', { name: 'Pink' }));
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await findToast('Error')).toHaveTextContent('hairColor must be one of black, brown');
  });
});
