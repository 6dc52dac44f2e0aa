import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { findToast, renderApp } from '../../../testing/render';
import { SUPPORT_ROUTES, subscription, supportedCreator } from '../testing/payment-fixtures';
import { PaidNotice } from './paid-notice';
import { SupportCreatorPanel, type SupportedCreator } from './support-creator-panel';

const { subscription: SUBSCRIPTION, subscribe: SUBSCRIBE } = SUPPORT_ROUTES;
const creator = supportedCreator;

function renderPanel(props: { creator?: SupportedCreator; signedIn?: boolean } = {}) {
  const user = userEvent.setup({ delay: null });
  const app = renderApp(
    <SupportCreatorPanel creator={props.creator ?? creator} signedIn={props.signedIn ?? true} />,
    { path: '/creator/neonrider' },
  );
  return { user, ...app };
}

describe('supporting a creator', () => {
  it('asks a visitor to sign in to subscribe or tip', () => {
    const api = stubApi();
    renderPanel({ signedIn: false });
    const back = '/login?next=%2Fcreator%2Fneonrider';
    expect(screen.getByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute(
      'href',
      back,
    );
    expect(screen.getByRole('link', { name: 'Sign in to tip' })).toHaveAttribute('href', back);
    expect(api.requests).toHaveLength(0);
  });

  it('offers no subscription where the creator asks no price', () => {
    stubApi();
    renderPanel({ creator: { ...creator, subscriptionPriceCents: 0 }, signedIn: false });
    expect(screen.queryByRole('link', { name: 'Sign in to subscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to tip' })).toBeInTheDocument();
  });

  it('starts a subscription checkout and goes to it', async () => {
    const api = stubApi()
      .on(SUBSCRIPTION, json({ subscription: null }))
      .on(
        SUBSCRIBE,
        json({ checkoutId: 'chk_demo_12345678', url: '/checkout/chk_demo_12345678' }, 201),
      );
    const { user, history } = renderPanel();
    const button = await screen.findByRole('button', { name: 'Subscribe · $4.99/month' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(history.at(-1)).toBe('/checkout/chk_demo_12345678'));
    expect(api.calls(SUBSCRIBE)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Tip' })).toBeInTheDocument();
  });

  it('leaves the site for a provider’s hosted checkout', async () => {
    stubApi()
      .on(SUBSCRIPTION, json({ subscription: null }))
      .on(
        SUBSCRIBE,
        json({ checkoutId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }, 201),
      );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user, history } = renderPanel();
    const button = await screen.findByRole('button', { name: 'Subscribe · $4.99/month' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    expect(history).toEqual(['/creator/neonrider']);
  });

  it('shows a subscription with its renewal date and where to manage it', async () => {
    stubApi().on(SUBSCRIPTION, json({ subscription: subscription() }));
    renderPanel();
    expect(await screen.findByText('Subscribed')).toBeInTheDocument();
    expect(screen.getByText('Renews on Dec 21, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage in settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  });

  it('shows when a cancelled subscription ends', async () => {
    stubApi().on(SUBSCRIPTION, json({ subscription: subscription({ cancelAtPeriodEnd: true }) }));
    renderPanel();
    expect(await screen.findByText('Ends on Dec 21, 2026')).toBeInTheDocument();
  });

  it('says why a subscription could not start', async () => {
    stubApi()
      .on(SUBSCRIPTION, json({ subscription: null }))
      .on(SUBSCRIBE, apiError(409, 'ALREADY_SUBSCRIBED', 'You already subscribe to Neon Rider.'));
    const { user } = renderPanel();
    const button = await screen.findByRole('button', { name: 'Subscribe · $4.99/month' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const toast = await findToast('Could not start your subscription');
    expect(toast).toHaveTextContent('You already subscribe to Neon Rider.');
  });

  it('shows the creator how fans support them instead of buttons', () => {
    const api = stubApi();
    renderPanel({ creator: { ...creator, isMe: true } });
    expect(screen.getByRole('link', { name: 'Artist dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe|Tip/ })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});

describe('coming back from the checkout', () => {
  it.each([
    ['subscription', 'Subscribed!'],
    ['tip', 'Tip sent!'],
  ])('confirms ?paid=%s once and takes it out of the address', async (purpose, title) => {
    stubApi();
    const onPaid = vi.fn();
    const { history } = renderApp(<PaidNotice creatorName="Neon Rider" onPaid={onPaid} />, {
      path: `/creator/neonrider?paid=${purpose}`,
    });
    expect(await findToast(title)).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/creator/neonrider'));
    expect(onPaid).toHaveBeenCalledOnce();
    expect(onPaid).toHaveBeenCalledWith(purpose);
    expect(
      screen
        .getAllByText(title)
        .map((node) => node.closest('li'))
        .filter(Boolean),
    ).toHaveLength(1);
  });

  it('says nothing without the flag', () => {
    stubApi();
    const onPaid = vi.fn();
    renderApp(<PaidNotice creatorName="Neon Rider" onPaid={onPaid} />, {
      path: '/creator/neonrider?paid=nonsense',
    });
    expect(onPaid).not.toHaveBeenCalled();
  });
});
