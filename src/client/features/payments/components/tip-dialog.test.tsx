import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderApp, renderWithUser } from '../../../testing/render';
import { TipButton } from './tip-button';

const TIPS = 'POST /api/creators/neonrider/tips';

function setup(
  answer = json({ checkoutId: 'chk_demo_12345678', url: '/checkout/chk_demo_12345678' }, 201),
) {
  const api = stubApi().on(TIPS, answer);
  const user = userEvent.setup({ delay: null });
  const app = renderApp(<TipButton username="neonrider" displayName="Neon Rider" />, {
    path: '/creator/neonrider',
  });
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Tip' }));
    // The form loads with the first opening.
    return screen.findByRole('dialog', { name: 'Tip Neon Rider' });
  };
  return { api, user, open, ...app };
}

describe('the tip dialog', () => {
  it('offers the preset amounts and says the whole tip goes to the creator', async () => {
    const { open } = setup();
    const dialog = await open();
    const amounts = within(dialog).getAllByRole('radio');
    expect(amounts.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '$3',
      '$5',
      '$10',
      '$25',
      'Other',
    ]);
    expect(within(dialog).getByRole('radio', { name: '$5' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: '$5' })).toHaveFocus();
    expect(within(dialog).getByText('100% of your tip goes to Neon Rider.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Other amount')).not.toBeInTheDocument();
  });

  it('starts a checkout for a preset amount with the message, then goes to pay', async () => {
    const { api, user, open, history } = setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('radio', { name: '$10' }));
    await user.type(within(dialog).getByLabelText(/Message/), '  Thanks for the night drive  ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(history.at(-1)).toBe('/checkout/chk_demo_12345678'));
    expect(api.calls(TIPS)[0]?.json()).toEqual({
      amountCents: 1000,
      message: 'Thanks for the night drive',
    });
  });

  it('turns an amount of its own into exact cents', async () => {
    const { api, user, open } = setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const amount = within(dialog).getByLabelText('Other amount');
    expect(amount).toHaveFocus();
    await user.type(amount, '$12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(api.calls(TIPS)).toHaveLength(1));
    expect(api.calls(TIPS)[0]?.json()).toEqual({ amountCents: 1250, message: '' });
  });

  it.each([
    ['0.99', 'Other amount must be at least $1'],
    ['500.01', 'Other amount must be at most $500'],
    ['five', 'Enter an amount in dollars, like 5 or 12.50'],
    ['4.999', 'Enter an amount in dollars, like 5 or 12.50'],
    ['', 'Enter an amount in dollars, like 5 or 12.50'],
  ])('refuses an amount of "%s" beside the field, sending nothing', async (typed, message) => {
    const { api, user, open } = setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    const amount = within(dialog).getByLabelText('Other amount');
    if (typed) await user.type(amount, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(TIPS)).toHaveLength(0);
  });

  it.each([
    ['1', 100],
    ['500', 50_000],
  ])('accepts the limit "%s" as %i cents', async (typed, expected) => {
    const { api, user, open } = setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText('Other amount'), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(api.calls(TIPS)).toHaveLength(1));
    expect(api.calls(TIPS)[0]?.json()).toMatchObject({ amountCents: expected });
  });

  it('counts the message and refuses one over 280 characters', async () => {
    const { api, user, open } = setup();
    const dialog = await open();
    const message = within(dialog).getByLabelText(/Message/);
    await user.click(message);
    await user.paste('x'.repeat(281));
    expect(within(dialog).getByText('281/280')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(
      await within(dialog).findByText('Message must be at most 280 characters'),
    ).toBeInTheDocument();
    expect(api.calls(TIPS)).toHaveLength(0);
  });

  it('says why the server refused, inside the dialog', async () => {
    const { user, open } = setup(apiError(400, 'SELF_PAYMENT', 'You cannot tip yourself.'));
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot tip yourself.');
  });

  it('names the song heard on air and sends its play with the tip', async () => {
    const api = stubApi().on(
      TIPS,
      json({ checkoutId: 'chk_demo_12345678', url: '/checkout/chk_demo_12345678' }, 201),
    );
    const { user } = renderWithUser(
      <TipButton
        username="neonrider"
        displayName="Neon Rider"
        label="Tip the artist"
        heardOnAir={{ playId: 41, song: '“Night Drive” by Neon Rider' }}
      />,
      { path: '/now-playing' },
    );
    await user.click(screen.getByRole('button', { name: 'Tip the artist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip Neon Rider' });
    expect(dialog).toHaveTextContent('Heard on air: “Night Drive” by Neon Rider.');
    await user.click(within(dialog).getByRole('radio', { name: '$3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(api.calls(TIPS)).toHaveLength(1));
    expect(api.calls(TIPS)[0]?.json()).toEqual({
      amountCents: 300,
      message: '',
      heardOnAirPlayId: 41,
    });
  });

  it('closes with Cancel and starts empty the next time', async () => {
    const { user, open } = setup();
    let dialog = await open();
    await user.click(within(dialog).getByRole('radio', { name: '$25' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await open();
    expect(within(dialog).getByRole('radio', { name: '$5' })).toBeChecked();
  });
});
