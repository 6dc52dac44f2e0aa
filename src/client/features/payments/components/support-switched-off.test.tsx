import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SWITCHED_OFF_MESSAGES } from '../../../../shared/admin.constants';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { statusWithText } from '../../../testing/queries';
import { findToast, renderApp } from '../../../testing/render';
import { SUPPORT_ROUTES, supportedCreator } from '../testing/payment-fixtures';
import { SupportCreatorPanel, type SupportSwitches } from './support-creator-panel';

const { subscription: SUBSCRIPTION, subscribe: SUBSCRIBE, tips: TIPS } = SUPPORT_ROUTES;
const creator = supportedCreator;

function renderPanel(
  switches: SupportSwitches,
  props: { signedIn?: boolean; isMe?: boolean } = {},
) {
  const user = userEvent.setup({ delay: null });
  const app = renderApp(
    <SupportCreatorPanel
      creator={{ ...creator, isMe: props.isMe ?? false }}
      signedIn={props.signedIn ?? true}
      switches={switches}
    />,
    { path: '/creator/neonrider' },
  );
  return { user, ...app };
}

/**
 * The panel with both switches on as the page loaded them, while the server has meanwhile
 * switched one off and refuses `route` with that switch's message.
 */
function renderSwitchedOffMeanwhile(
  route: string,
  code: string,
  switchName: keyof typeof SWITCHED_OFF_MESSAGES,
) {
  stubApi()
    .on(SUBSCRIPTION, json({ subscription: null }))
    .on(route, apiError(403, code, SWITCHED_OFF_MESSAGES[switchName]));
  return renderPanel({ paymentsEnabled: true, tippingEnabled: true });
}

describe('supporting a creator while payments are paused', () => {
  it('hides Subscribe and says payments are paused; the Tip button stays', async () => {
    const api = stubApi().on(SUBSCRIPTION, json({ subscription: null }));
    renderPanel({ paymentsEnabled: false, tippingEnabled: true });
    await waitFor(() => expect(api.calls(SUBSCRIPTION)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
    expect(statusWithText(SWITCHED_OFF_MESSAGES.paymentsEnabled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tip' })).toBeInTheDocument();
  });

  it('offers a visitor no sign-in to subscribe either', () => {
    stubApi();
    renderPanel({ paymentsEnabled: false, tippingEnabled: true }, { signedIn: false });
    expect(screen.queryByRole('link', { name: 'Sign in to subscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to tip' })).toBeInTheDocument();
    expect(statusWithText(SWITCHED_OFF_MESSAGES.paymentsEnabled)).toBeInTheDocument();
  });

  it('shows the server’s reason in a toast when the switch went off meanwhile', async () => {
    const { user } = renderSwitchedOffMeanwhile(SUBSCRIBE, 'PAYMENTS_DISABLED', 'paymentsEnabled');
    const button = await screen.findByRole('button', { name: 'Subscribe · $4.99/month' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const toast = await findToast('Could not start your subscription');
    expect(toast).toHaveTextContent(SWITCHED_OFF_MESSAGES.paymentsEnabled);
  });
});

describe('supporting a creator while tipping is paused', () => {
  it('hides Tip and says tipping is paused; Subscribe stays', async () => {
    stubApi().on(SUBSCRIPTION, json({ subscription: null }));
    renderPanel({ paymentsEnabled: true, tippingEnabled: false });
    expect(await screen.findByRole('button', { name: /Subscribe/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tip' })).not.toBeInTheDocument();
    expect(statusWithText(SWITCHED_OFF_MESSAGES.tippingEnabled)).toBeInTheDocument();
  });

  it('offers a visitor no sign-in to tip', () => {
    stubApi();
    renderPanel({ paymentsEnabled: true, tippingEnabled: false }, { signedIn: false });
    expect(screen.queryByRole('link', { name: 'Sign in to tip' })).not.toBeInTheDocument();
    expect(statusWithText(SWITCHED_OFF_MESSAGES.tippingEnabled)).toBeInTheDocument();
  });

  it('tells the creator what fans cannot do now', () => {
    stubApi();
    renderPanel({ paymentsEnabled: false, tippingEnabled: false }, { isMe: true });
    expect(statusWithText(SWITCHED_OFF_MESSAGES.paymentsEnabled)).toBeInTheDocument();
    expect(statusWithText(SWITCHED_OFF_MESSAGES.tippingEnabled)).toBeInTheDocument();
  });

  it('closes the tip form with the server’s reason when tipping went off meanwhile', async () => {
    const { user } = renderSwitchedOffMeanwhile(TIPS, 'TIPPING_DISABLED', 'tippingEnabled');
    await user.click(screen.getByRole('button', { name: 'Tip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip Neon Rider' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const toast = await findToast('Could not start your tip');
    expect(toast).toHaveTextContent(SWITCHED_OFF_MESSAGES.tippingEnabled);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
