import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creatorProfile } from '../features/creators/testing/creator-fixtures';
import { apiError, json, stubApi } from '../testing/api-stub';
import { myAccount } from '../testing/fixtures';
import { expectConfirmedRequest, findToast, renderWithUser, signIn } from '../testing/render';
import { ProfilePage } from './profile-page';

const mine = creatorProfile({ isMe: true, followedByMe: false });

function setup(account = myAccount) {
  signIn();
  const api = stubApi()
    .on('GET /api/auth/user', json(account))
    .on('GET /api/account', json(account))
    .on('GET /api/creators/neonrider', json(mine));
  const { user } = renderWithUser(<ProfilePage />, { path: '/profile' });
  return { api, user };
}

describe('/profile creator panel', () => {
  it('shows nothing new to members who are not creators', async () => {
    const { api } = setup({ ...myAccount, isCreator: false });
    expect(await screen.findByRole('heading', { name: 'Public profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Creator profile' })).not.toBeInTheDocument();
    expect(document.getElementById('creator')).toBeNull();
    expect(api.calls('GET /api/creators/neonrider')).toHaveLength(0);
  });

  it('prefills the creator profile and saves changes with the price in cents', async () => {
    const { api, user } = setup();
    api.on('PATCH /api/creators/me', (request) =>
      json({ ...mine, ...(request.json() as object), subscriptionPrice: '5.50' }),
    );
    const price = await screen.findByRole('textbox', { name: /Monthly price/ });
    expect(document.getElementById('creator')).toContainElement(price);
    expect(screen.getByRole('heading', { name: 'Creator profile' })).toBeInTheDocument();
    expect(price).toHaveValue('4.99');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('music');
    expect(screen.getByRole('textbox', { name: /Tagline/ })).toHaveValue(
      'Chasing sunsets at 120 BPM',
    );
    expect(screen.getByRole('radio', { name: 'Magenta' })).toBeChecked();

    await user.clear(price);
    await user.type(price, '5.5');
    await user.click(screen.getByRole('radio', { name: 'Cyan' }));
    await user.click(screen.getByRole('button', { name: 'Save creator profile' }));

    await expectConfirmedRequest(api, 'PATCH /api/creators/me', 'Creator profile saved', {
      category: 'music',
      tagline: 'Chasing sunsets at 120 BPM',
      subscriptionPriceCents: 550,
      accent: 'cyan',
      country: null,
    });
    await waitFor(() => expect(price).toHaveValue('5.50'));
  });

  it('makes a creator free with an empty price', async () => {
    const { api, user } = setup();
    api.on('PATCH /api/creators/me', (request) => json({ ...mine, ...(request.json() as object) }));
    const price = await screen.findByRole('textbox', { name: /Monthly price/ });
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Save creator profile' }));
    await findToast('Creator profile saved');
    expect(api.calls('PATCH /api/creators/me')[0]?.json()).toMatchObject({
      subscriptionPriceCents: 0,
    });
  });

  it('sets the country from the list, clears it with “Not given”, and shows the server’s reason beside it', async () => {
    const { api, user } = setup();
    api.on('PATCH /api/creators/me', (request) => json({ ...mine, ...(request.json() as object) }));
    const country = await screen.findByRole('combobox', { name: /Country/ });
    expect(country).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Japan' })).toHaveValue('JP');

    await user.selectOptions(country, 'JP');
    await user.click(screen.getByRole('button', { name: 'Save creator profile' }));
    await findToast('Creator profile saved');
    expect(api.calls('PATCH /api/creators/me')[0]?.json()).toMatchObject({ country: 'JP' });
    await waitFor(() => expect(country).toHaveValue('JP'));

    await user.selectOptions(country, '');
    await user.click(screen.getByRole('button', { name: 'Save creator profile' }));
    await waitFor(() => expect(api.calls('PATCH /api/creators/me')).toHaveLength(2));
    expect(api.calls('PATCH /api/creators/me')[1]?.json()).toMatchObject({ country: null });

    api.on(
      'PATCH /api/creators/me',
      apiError(400, 'VALIDATION_FAILED', 'Invalid body', [
        { field: 'country', reason: 'must be a two-letter ISO 3166-1 country code, like US or JP' },
      ]),
    );
    await user.selectOptions(country, 'NO');
    await user.click(screen.getByRole('button', { name: 'Save creator profile' }));
    expect(await screen.findByText(/like US or JP/)).toBeInTheDocument();
  });

  it('says why saving failed', async () => {
    const { api, user } = setup();
    api.on('PATCH /api/creators/me', apiError(503, 'UNAVAILABLE', 'Try again in a minute.'));
    const tagline = await screen.findByRole('textbox', { name: /Tagline/ });
    await user.type(tagline, '!');
    await user.click(screen.getByRole('button', { name: 'Save creator profile' }));
    expect(await findToast('Try again in a minute.')).toBeInTheDocument();
  });
});
