import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { creatorApplication, neonrider } from '../../../testing/fixtures';
import { expectConfirmedRequest, findToast, renderApp, signIn } from '../../../testing/render';
import { creatorProfile } from '../testing/creator-fixtures';
import { BecomeCreatorForm } from './become-creator-form';
import { APPLICATION_WAITING } from './creator-application-notice';

/** Watches the signed-in user as the account menu does, so refreshing it asks the server. */
function CurrentUserProbe() {
  useQuery({ queryKey: ['/api/auth/user'] });
  return null;
}

function setup(answer = json(creatorProfile({ isMe: true, followedByMe: false }), 201)) {
  signIn();
  const api = stubApi()
    .on('GET /api/auth/user', json({ ...neonrider, isCreator: false }))
    .on('POST /api/creators', answer);
  const onDone = vi.fn();
  const onApplied = vi.fn();
  const user = userEvent.setup({ delay: null });
  const app = renderApp(
    <>
      <CurrentUserProbe />
      <BecomeCreatorForm onDone={onDone} onApplied={onApplied} />
    </>,
  );
  const price = screen.getByRole('textbox', { name: /Monthly price/ });
  const submit = () => user.click(screen.getByRole('button', { name: 'Become a Creator' }));
  return { api, user, onDone, onApplied, price, submit, ...app };
}

describe('BecomeCreatorForm', () => {
  it('sends the category, tagline, price in cents and accent, then refreshes the user', async () => {
    const { api, user, onDone, price, submit } = setup();
    await waitFor(() => expect(api.calls('GET /api/auth/user')).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Music');
    await user.type(screen.getByRole('textbox', { name: /Tagline/ }), '  Outrun after dark  ');
    await user.type(price, '4.99');
    await user.click(screen.getByRole('radio', { name: 'Sunset' }));
    await submit();

    await expectConfirmedRequest(api, 'POST /api/creators', 'You’re a creator now', {
      category: 'music',
      tagline: 'Outrun after dark',
      subscriptionPriceCents: 499,
      accent: 'sunset',
    });
    expect(onDone).toHaveBeenCalledOnce();
    await waitFor(() => expect(api.calls('GET /api/auth/user')).toHaveLength(2));
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['$12', 1200],
    ['0.1', 10],
    ['999.99', 99_999],
  ])('turns a price of "%s" into %i cents', async (typed, expected) => {
    const { api, user, price, submit } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Gaming');
    if (typed) await user.type(price, typed);
    await submit();
    await waitFor(() => expect(api.calls('POST /api/creators')).toHaveLength(1));
    expect(api.calls('POST /api/creators')[0]?.json()).toMatchObject({
      subscriptionPriceCents: expected,
    });
  });

  it.each([
    ['4.999', /at most two decimals/],
    ['4,99', /at most two decimals/],
    ['-3', /at most two decimals/],
    ['abc', /at most two decimals/],
    ['1000', /at most \$999\.99/],
  ])('refuses a price of "%s" beside the field', async (typed, reason) => {
    const { api, user, price, submit } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Gaming');
    await user.type(price, typed);
    await submit();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/creators')).toHaveLength(0);
  });

  it('asks for a category', async () => {
    const { api, submit } = setup();
    await submit();
    expect(await screen.findByText('Choose the category that fits you best')).toBeInTheDocument();
    expect(api.calls('POST /api/creators')).toHaveLength(0);
  });

  it('says so when creator sign-up is closed', async () => {
    const { user, onDone, submit } = setup(
      apiError(403, 'CREATOR_REGISTRATION_CLOSED', 'New creators are paused during the beta.'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Music');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Creator sign-up is closed right now');
    expect(alert).toHaveTextContent('New creators are paused during the beta.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the application waits for approval when the server takes it for later (202)', async () => {
    const pending = creatorApplication({ tagline: 'Outrun after dark' });
    const { api, user, onDone, onApplied, queryClient, submit } = setup(
      json({ application: pending }, 202),
    );
    await waitFor(() => expect(api.calls('GET /api/auth/user')).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Music');
    await submit();

    expect(await screen.findByText(APPLICATION_WAITING)).toBeInTheDocument();
    expect(APPLICATION_WAITING).toBe('Thanks — your creator application is waiting for approval');
    expect(await findToast('Application sent')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Become a Creator' })).not.toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledWith(pending);
    // The member is no creator yet: nothing says so, and the user is not fetched again.
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByText('You’re a creator now')).not.toBeInTheDocument();
    expect(api.calls('GET /api/auth/user')).toHaveLength(1);
    expect(queryClient.getQueryData(['/api/creators', 'application'])).toEqual(pending);
  });

  it('says so when the member is a creator already, and refreshes the user', async () => {
    const { api, user, submit } = setup(
      apiError(409, 'ALREADY_CREATOR', 'You already have a creator profile.'),
    );
    await waitFor(() => expect(api.calls('GET /api/auth/user')).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Music');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already a creator');
    await waitFor(() => expect(api.calls('GET /api/auth/user')).toHaveLength(2));
  });

  it('puts the server’s reasons beside the fields', async () => {
    const { user, submit } = setup(
      apiError(400, 'VALIDATION_FAILED', 'Check the form.', [
        { field: 'tagline', reason: 'must not contain links' },
      ]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Music');
    await submit();
    expect(await screen.findByText('Tagline must not contain links')).toBeInTheDocument();
  });
});
