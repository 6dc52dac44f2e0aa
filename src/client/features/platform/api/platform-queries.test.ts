import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../../../shared/admin.constants';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { platformQueries, SWITCHES_STALE_MS, sendReport } from './platform-queries';

const SWITCHES = 'GET /api/platform/features';

describe('platformQueries.switches', () => {
  it('reads the switches the server sends, and keeps them for half a minute', async () => {
    const sent = { ...DEFAULT_PLATFORM_SETTINGS, betaMode: true, tippingEnabled: false };
    stubApi().on(SWITCHES, json(sent));
    const switches = await createQueryClient().fetchQuery(platformQueries.switches());
    expect(switches).toEqual(sent);
    expect(platformQueries.switches().staleTime).toBe(SWITCHES_STALE_MS);
    expect(SWITCHES_STALE_MS).toBe(30_000);
  });

  it('leaves out what the page may not know, such as who changed the settings', async () => {
    stubApi().on(
      SWITCHES,
      json({ ...DEFAULT_PLATFORM_SETTINGS, version: 4, updatedBy: 'root', updatedAt: null }),
    );
    const switches = await createQueryClient().fetchQuery(platformQueries.switches());
    expect(switches).not.toHaveProperty('updatedBy');
    expect(switches).not.toHaveProperty('version');
  });

  it("refuses an answer that is not the switches' shape", async () => {
    stubApi().on(SWITCHES, json({ ...DEFAULT_PLATFORM_SETTINGS, betaMode: 'yes' }));
    await expect(createQueryClient().fetchQuery(platformQueries.switches())).rejects.toThrow();
  });
});

describe('sendReport', () => {
  it('posts the target and the reason, and returns the new report’s id', async () => {
    const api = stubApi().on('POST /api/reports', json({ id: 12 }, 201));
    const created = await sendReport({ targetType: 'song', targetId: 8, reason: 'Not their song' });
    expect(created).toEqual({ id: 12 });
    expect(api.calls('POST /api/reports')[0]?.json()).toEqual({
      targetType: 'song',
      targetId: 8,
      reason: 'Not their song',
    });
  });

  it('rejects with the server’s refusal', async () => {
    stubApi().on(
      'POST /api/reports',
      apiError(409, 'ALREADY_REPORTED', 'You have already reported this.'),
    );
    await expect(
      sendReport({ targetType: 'post', targetId: 1, reason: 'Spam links' }),
    ).rejects.toMatchObject({ status: 409, code: 'ALREADY_REPORTED' });
  });
});
