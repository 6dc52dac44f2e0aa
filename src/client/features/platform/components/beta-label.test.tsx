import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../../../shared/admin.constants';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render';
import { BetaLabel } from './beta-label';

const SWITCHES = 'GET /api/platform/features';
const ACCESSIBLE_TEXT = 'Beta: Tuneslingers is in beta';

describe('BetaLabel', () => {
  it('shows "Beta", with what it means for screen readers, while beta mode is on', async () => {
    stubApi().on(SWITCHES, json({ ...DEFAULT_PLATFORM_SETTINGS, betaMode: true }));
    renderApp(<BetaLabel />);
    const label = await screen.findByText('Beta');
    expect(label).toHaveTextContent(ACCESSIBLE_TEXT);
    expect(label).toHaveAttribute('title', 'Tuneslingers is in beta');
    expect(label.querySelector('.sr-only')).toHaveTextContent(': Tuneslingers is in beta');
  });

  it('shows nothing while beta mode is off', async () => {
    const api = stubApi().on(SWITCHES, json({ ...DEFAULT_PLATFORM_SETTINGS, betaMode: false }));
    renderApp(<BetaLabel />);
    await waitFor(() => expect(api.calls(SWITCHES)).toHaveLength(1));
    expect(screen.queryByText('Beta')).not.toBeInTheDocument();
  });

  it('shows nothing when the switches cannot be read', async () => {
    const api = stubApi().on(SWITCHES, apiError(500, 'INTERNAL', 'Something went wrong.'));
    renderApp(<BetaLabel />);
    await waitFor(() => expect(api.calls(SWITCHES)).toHaveLength(1));
    expect(screen.queryByText('Beta')).not.toBeInTheDocument();
  });
});
