import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../../components/ui/toast-store';
import { type ApiStub, apiError, json, stubApi } from '../../../testing/api-stub';
import { findToast, renderWithUser } from '../../../testing/render';
import { SETTINGS_STALE } from '../hooks/use-update-settings';
import { adminStats, platformSettings } from '../testing/admin-fixtures';
import { AdminOverview } from './admin-overview';

const SETTINGS = 'GET /api/admin/settings';
const SAVE = 'PUT /api/admin/settings';
const STATS = 'GET /api/admin/stats';

afterEach(() => dismissToast());

function overviewApi(): ApiStub {
  return stubApi()
    .on(SETTINGS, json(platformSettings()))
    .on(STATS, json(adminStats()))
    .on('GET /api/admin/audit', json({ entries: [], nextCursor: null }));
}

function setup(api: ApiStub = overviewApi()) {
  return { api, ...renderWithUser(<AdminOverview />, { path: '/admin' }) };
}

const card = async (name: string) => within(await screen.findByRole('region', { name }));

/** Each term of a card beside its value. */
async function figuresOf(name: string) {
  const region = await card(name);
  await region.findAllByRole('term');
  return region
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('the admin dashboard’s cards', () => {
  it('shows the member counts, the money in dollars and the platform figures', async () => {
    setup();
    expect(await figuresOf('User Statistics')).toEqual([
      ['Total users', '1,234'],
      ['Artists', '56'],
      ['Fans', '1,178'],
      ['Active users (last 30 days)', '321'],
    ]);
    expect((await card('User Statistics')).getByText(/Counted at/)).toHaveTextContent(
      /Counted at Nov 21, 2026/,
    );
    expect(await figuresOf('Revenue Overview')).toEqual([
      ['Total revenue', '$12,345.67'],
      ['Artist payouts', '$9,876.54'],
      ['Platform fees', '$2,469.13'],
      ['Total tips', '$500.00'],
    ]);
    expect(await figuresOf('Platform Analytics')).toEqual([
      ['Total streams', '98,765'],
      ['Total songs', '432'],
      ['On-air plays', '7,654'],
    ]);
  });

  it('draws sign-ups, revenue and plays per day, with the figures as tables', async () => {
    const { user } = setup();
    const analytics = await card('Platform Analytics');
    const revenue = within(await analytics.findByRole('region', { name: 'Revenue per day' }));
    await user.click(revenue.getByText('Show the figures as a table'));
    const rows = within(revenue.getByRole('table', { name: 'Revenue per day' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayRevenue',
      'Thu, Nov 19, 2026$15.00',
      'Fri, Nov 20, 2026$0.00',
      'Sat, Nov 21, 2026$49.99',
    ]);
    expect(analytics.getByRole('region', { name: 'Sign-ups per day' })).toBeInTheDocument();
    expect(analytics.getByRole('region', { name: 'Plays per day' })).toBeInTheDocument();
    // The charts arrive once their code has loaded, hidden from assistive technology.
    await waitFor(() =>
      expect(document.querySelectorAll('.recharts-responsive-container')).toHaveLength(3),
    );
    for (const chart of document.querySelectorAll('.recharts-responsive-container')) {
      expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('lists every switch with its state and what it does', async () => {
    setup();
    const features = await card('Platform Features');
    const switches = await features.findAllByRole('switch');
    expect(switches.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Enabled', 'true'],
      ['Enabled', 'true'],
      ['Enabled', 'true'],
      ['Disabled', 'false'],
      ['Enabled', 'true'],
      ['Disabled', 'false'],
    ]);
    const tipping = features.getByRole('switch', { name: 'Tipping' });
    expect(tipping).toHaveAccessibleDescription('Fans can tip creators.');
  });

  it('flips one switch by sending every setting as read, with its version', async () => {
    const api = overviewApi().on(SAVE, (request) =>
      json({ ...platformSettings(), ...(request.json() as object), version: 5 }),
    );
    const { user } = setup(api);
    const features = await card('Platform Features');
    await user.click(await features.findByRole('switch', { name: 'Tipping' }));

    expect(await findToast('Settings Updated')).toHaveTextContent(
      'Platform settings have been successfully updated.',
    );
    expect(api.calls(SAVE).map((call) => call.json())).toEqual([
      {
        artistRegistrationEnabled: true,
        streamingEnabled: true,
        paymentsEnabled: true,
        tippingEnabled: true,
        merchandiseEnabled: true,
        betaMode: false,
        artistStreamingRate: 80,
        artistMerchandiseRate: 85,
        version: 4,
      },
    ]);
    const tipping = features.getByRole('switch', { name: 'Tipping' });
    expect(tipping).toHaveAttribute('aria-checked', 'true');
    expect(tipping).toHaveTextContent('Enabled');
    expect((await card('Platform Settings')).getByText(/Version 5/)).toBeInTheDocument();
  });

  it('says the settings were not updated when the server fails', async () => {
    const api = overviewApi().on(SAVE, apiError(500, 'INTERNAL', 'Something broke.'));
    const { user } = setup(api);
    await user.click(await screen.findByRole('switch', { name: 'Beta mode' }));
    const failure = await findToast('Failed to update settings.');
    expect(failure).toHaveTextContent('Error');
    expect(failure).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('switch', { name: 'Beta mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('fetches the latest settings and says so when someone else changed them', async () => {
    let stored = platformSettings();
    const api = stubApi()
      .on(SETTINGS, () => json(stored))
      .on(STATS, json(adminStats()))
      .on(SAVE, () => {
        stored = platformSettings({ version: 5, paymentsEnabled: false, updatedBy: 'dj_echo' });
        return apiError(409, 'STALE_SETTINGS', 'The settings changed since you read them.');
      });
    const { user } = setup(api);
    await user.click(await screen.findByRole('switch', { name: 'Merchandise' }));

    const stale = await findToast(SETTINGS_STALE);
    expect(stale).toHaveTextContent('Error');
    expect(stale).toHaveTextContent(/Someone else changed the settings/);
    expect(stale).toHaveTextContent(/The page now shows the latest settings/);
    expect(stale).toHaveAttribute('data-variant', 'destructive');
    expect(api.calls(SETTINGS)).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'Payments' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByText(/Version 5/)).toHaveTextContent('last updated by @dj_echo');
  });

  it('checks the rates before saving them, then saves both with the version', async () => {
    const api = overviewApi().on(SAVE, (request) =>
      json({ ...platformSettings(), ...(request.json() as object), version: 5 }),
    );
    const { user } = setup(api);
    const settings = await card('Platform Settings');
    const streaming = await settings.findByLabelText('Artist streaming rate (%)');
    const merchandise = settings.getByLabelText('Artist merchandise rate (%)');
    expect(streaming).toHaveValue(80);
    expect(settings.getByText(/Version 4/)).toHaveTextContent(
      'Version 4 · last updated by @nightowl on Nov 21, 2026',
    );

    await user.clear(streaming);
    await user.type(streaming, '45');
    await user.clear(merchandise);
    await user.type(merchandise, '85.5');
    await user.click(settings.getByRole('button', { name: 'Save' }));
    expect(await settings.findByText('The streaming rate must be at least 50%')).toBeVisible();
    expect(settings.getByText('The merchandise rate must be a whole percent')).toBeVisible();
    expect(streaming).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(SAVE)).toHaveLength(0);

    await user.clear(streaming);
    await user.type(streaming, '82');
    await user.clear(merchandise);
    await user.type(merchandise, '90');
    await user.click(settings.getByRole('button', { name: 'Save' }));
    expect(await findToast('Settings Updated')).toBeInTheDocument();
    expect(api.calls(SAVE)[0]?.json()).toMatchObject({
      artistStreamingRate: 82,
      artistMerchandiseRate: 90,
      tippingEnabled: false,
      version: 4,
    });
  });

  it('shows the server’s reason beside a rate it refuses', async () => {
    const api = overviewApi().on(
      SAVE,
      apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
        { field: 'artistMerchandiseRate', reason: 'The merchandise rate must be at most 100%' },
      ]),
    );
    const { user } = setup(api);
    const settings = await card('Platform Settings');
    await user.click(await settings.findByRole('button', { name: 'Save' }));
    expect(await settings.findByText('The merchandise rate must be at most 100%')).toBeVisible();
    expect(settings.getByLabelText('Artist merchandise rate (%)')).toHaveFocus();
    expect(await findToast('Failed to update settings.')).toHaveTextContent('Error');
  });

  it('says why the figures did not load, and tries again', async () => {
    let fail = true;
    const api = overviewApi().on(STATS, () =>
      fail ? apiError(503, 'UNAVAILABLE', 'The database is busy.') : json(adminStats()),
    );
    const { user } = setup(api);
    const users = await card('User Statistics');
    const alert = await users.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the user statistics');
    expect(alert).toHaveTextContent('The database is busy.');
    expect((await card('Revenue Overview')).getByRole('alert')).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await figuresOf('Revenue Overview')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
