import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { Checkout } from '../../shared/contracts/payments';
import { TEST_MODE_LABEL } from '../../shared/payments.constants';
import { checkout } from '../features/payments/testing/payment-fixtures';
import { apiError, json, stubApi } from '../testing/api-stub';
import { expectLinks, expectTexts } from '../testing/queries';
import { renderApp } from '../testing/render';
import { CheckoutPage } from './checkout-page';

const ID = 'chk_demo_12345678';
const PAY = `POST /api/checkouts/${ID}/pay`;
const DECLINED = 'Your card was declined. Nothing was charged; try another card.';

/** The checkout page, with the server answering the checkout (and a payment, when given). */
function setup(view: Checkout | Response = checkout(), payAnswer?: Response) {
  const api = stubApi().on(
    `GET /api/checkouts/${ID}`,
    view instanceof Response ? view : json(view),
  );
  if (payAnswer) api.on(PAY, payAnswer);
  const user = userEvent.setup({ delay: null });
  const app = renderApp(<Route path="/checkout/:id" component={CheckoutPage} />, {
    path: `/checkout/${ID}`,
  });
  return { api, user, ...app };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Name on card'), 'Quiet Fan');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '12/30');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $5.00' }));
}

describe('/checkout/:id', () => {
  it('labels itself test mode and shows what is paid, to whom, and how much', async () => {
    setup();
    expect(await screen.findByText(TEST_MODE_LABEL)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'You are paying' });
    expect(summary).toHaveTextContent('Tip to');
    expect(within(summary).getByRole('link', { name: 'Neon Rider' })).toHaveAttribute(
      'href',
      '/creator/neonrider',
    );
    expectTexts(summary, ['Keep the synths warm', '$5.00']);
  });

  it('lists the test cards and what each does', async () => {
    setup();
    const form = await screen.findByRole('form', { name: 'Card details' });
    expectTexts(form, [
      '4242 4242 4242 4242pays',
      '4000 0000 0000 0002is declined',
      '4000 0000 0000 0341pays now, but its monthly renewal fails',
    ]);
  });

  it('shows a subscription as monthly', async () => {
    setup(checkout({ purpose: 'subscription', amountCents: 499, message: '' }));
    const summary = await screen.findByRole('region', { name: 'You are paying' });
    expectTexts(summary, ['Monthly subscription to', '$4.99 /month']);
  });

  it('shows a song purchase as a one-off payment, naming the song when the server does', async () => {
    setup(
      checkout({
        purpose: 'song_purchase',
        amountCents: 99,
        message: '“Night Drive” by Neon Rider',
      }),
    );
    const summary = await screen.findByRole('region', { name: 'You are paying' });
    expect(summary).toHaveTextContent('One song from');
    expect(summary).toHaveTextContent('Song: “Night Drive” by Neon Rider');
    expect(summary).toHaveTextContent('$0.99');
    expect(summary).not.toHaveTextContent('/month');
    expect(summary).toHaveTextContent('Charged once. The song is yours to hear in full');
    expect(summary).not.toHaveTextContent('Your message');
  });

  it('shows a declined card in an alert and keeps what was typed', async () => {
    const { api, user, history } = setup(checkout(), apiError(402, 'CARD_DECLINED', DECLINED));
    await fillCard(user, '4000 0000 0000 0002');

    expect(await screen.findByRole('alert')).toHaveTextContent(DECLINED);
    expect(api.calls(PAY)[0]?.json()).toEqual({
      name: 'Quiet Fan',
      cardNumber: '4000000000000002',
      expiry: '12/30',
      cvc: '123',
    });
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Quiet Fan');
    expect(history).toEqual([`/checkout/${ID}`]);
  });

  it('puts the server’s field problems under their fields', async () => {
    const { user } = setup(
      checkout(),
      apiError(400, 'VALIDATION_FAILED', 'Check the card details.', [
        { field: 'expiry', reason: 'is in the past' },
      ]),
    );
    await fillCard(user, '4242 4242 4242 4242');
    expect(await screen.findByText('Expiry is in the past')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the card details before sending them', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $5.00' }));
    expect(await screen.findByText('Name on card is required')).toBeInTheDocument();
    expect(screen.getByText('Card number is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry must be MM/YY')).toBeInTheDocument();
    expect(screen.getByText('CVC must be 3 or 4 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242abc');
    await user.click(screen.getByRole('button', { name: 'Pay $5.00' }));
    expect(await screen.findByText('The card number must contain digits only')).toBeInTheDocument();
    expect(api.calls(PAY)).toHaveLength(0);
  });

  it('goes back to the creator’s page, told what was paid', async () => {
    const { user, history } = setup(
      checkout(),
      json({ status: 'paid', receiptId: 90, returnPath: '/creator/neonrider' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Use 4242 4242 4242 4242' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Name on card'), 'Quiet Fan');
    await user.type(screen.getByLabelText('Expiry'), '12/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $5.00' }));
    await waitFor(() => expect(history.at(-1)).toBe('/creator/neonrider?paid=tip'));
  });

  it.each<[string, { view: Checkout; heading: string; links: Record<string, string> }]>([
    [
      'a paid checkout with a link to its receipt instead of the form',
      {
        view: checkout({ status: 'paid', receiptId: 90 }),
        heading: 'This checkout is paid',
        links: { 'View the receipt': '/receipts/90' },
      },
    ],
    [
      'an expired checkout and the way back',
      {
        view: checkout({ status: 'expired' }),
        heading: 'This checkout has expired',
        links: { 'Back to Neon Rider': '/creator/neonrider' },
      },
    ],
  ])('shows %s', async (_shown, { view, heading, links }) => {
    setup(view);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expectLinks(links);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('says so when the checkout is not the member’s', async () => {
    setup(apiError(404, 'NOT_FOUND', 'No such checkout.'));
    expect(
      await screen.findByRole('heading', { name: 'We could not find this checkout' }),
    ).toBeInTheDocument();
  });
});
