import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../../../shared/admin.constants';
import { apiRequest } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderApp, renderWithUser } from '../../../testing/render';
import { useRefreshSwitchesOnRefusal } from './use-refresh-switches';
import { useSwitches } from './use-switches';

const SWITCHES = 'GET /api/platform/features';

function Switches() {
  const { switches, isPending } = useSwitches();
  return (
    <p>
      {isPending ? 'reading' : 'read'} · tipping {switches.tippingEnabled ? 'on' : 'off'}
    </p>
  );
}

function TipAttempt() {
  useRefreshSwitchesOnRefusal();
  const tip = useMutation({
    mutationFn: () => apiRequest('/api/creators/neonrider/tips', { method: 'POST' }),
  });
  return (
    <>
      <button type="button" onClick={() => tip.mutate()}>
        Tip
      </button>
      {tip.isError ? <p>refused</p> : null}
    </>
  );
}

describe('useSwitches', () => {
  it('gives the server’s switches once they arrive', async () => {
    stubApi().on(SWITCHES, json({ ...DEFAULT_PLATFORM_SETTINGS, tippingEnabled: false }));
    renderApp(<Switches />);
    expect(await screen.findByText('read · tipping off')).toBeInTheDocument();
  });

  it('offers what a fresh site offers when the switches cannot be read', async () => {
    stubApi().on(SWITCHES, apiError(503, 'UNAVAILABLE', 'Try again later.'));
    renderApp(<Switches />);
    expect(await screen.findByText('read · tipping on')).toBeInTheDocument();
  });
});

describe('useRefreshSwitchesOnRefusal', () => {
  it('reads the switches again when the server refuses a switched-off feature', async () => {
    let tipping = true;
    const api = stubApi()
      .on(SWITCHES, () => json({ ...DEFAULT_PLATFORM_SETTINGS, tippingEnabled: tipping }))
      .on('POST /api/creators/neonrider/tips', () => {
        tipping = false;
        return apiError(403, 'TIPPING_DISABLED', 'Tipping is paused for now.');
      });
    const { user } = renderWithUser(
      <>
        <Switches />
        <TipAttempt />
      </>,
    );
    expect(await screen.findByText('read · tipping on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tip' }));
    expect(await screen.findByText('read · tipping off')).toBeInTheDocument();
    expect(api.calls(SWITCHES)).toHaveLength(2);
  });

  it('leaves the switches alone after any other refusal', async () => {
    const api = stubApi().on(
      'POST /api/creators/neonrider/tips',
      apiError(400, 'VALIDATION_FAILED', 'Check the amount.'),
    );
    const { user } = renderWithUser(
      <>
        <Switches />
        <TipAttempt />
      </>,
    );
    await screen.findByText('read · tipping on');
    await user.click(screen.getByRole('button', { name: 'Tip' }));
    expect(await screen.findByText('refused')).toBeInTheDocument();
    expect(api.calls(SWITCHES)).toHaveLength(1);
  });
});
