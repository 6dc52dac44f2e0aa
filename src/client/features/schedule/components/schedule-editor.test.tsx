import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfficeSlot } from '../../../../shared/contracts/schedule-office';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { findToast, renderWithUser } from '../../../testing/render';
import { ScheduleEditor } from './schedule-editor';

// Thursday 26 November 2026, 2:30 PM in Los Angeles (UTC-8).
const THURSDAY_AFTERNOON = new Date('2026-11-26T22:30:00Z');
const UPDATED = '2026-11-20T10:00:00.000Z';

const slot = (fields: Partial<OfficeSlot> & Pick<OfficeSlot, 'id' | 'show'>): OfficeSlot => ({
  days: [1, 2, 3, 4, 5],
  startMinute: 0,
  endMinute: 60,
  host: null,
  description: '',
  type: 'live',
  version: 1,
  updatedAt: UPDATED,
  ...fields,
});

const neonNights = slot({
  id: 6,
  show: 'Neon Nights',
  host: 'Kai Neon',
  startMinute: 1200,
  endMinute: 1260,
  description: 'Prime-time retrowave.',
});
const programme = {
  timeZone: 'America/Los_Angeles',
  slots: [
    slot({
      id: 1,
      show: 'Non-Stop Synthwave Cloud',
      startMinute: 0,
      endMinute: 1200,
      type: 'auto',
    }),
    neonNights,
    slot({
      id: 8,
      show: 'Weekend Mix',
      days: [6, 7],
      startMinute: 600,
      endMinute: 1440,
      type: 'mixed',
    }),
  ],
};

const SLOTS = 'GET /api/schedule/slots';

function renderEditor() {
  const api = stubApi().on(SLOTS, json(programme));
  const rendered = renderWithUser(<ScheduleEditor localTimeZone="Europe/Berlin" />, {
    path: '/admin/station',
  });
  return { api, ...rendered };
}

/** A time input's value, as a browser's time picker sets it. */
const setTime = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillNewSlot(user: UserEvent, show = 'Saturday Brunch') {
  await user.click(await screen.findByRole('button', { name: 'Add a slot' }));
  await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
  setTime(/^Starts/, '08:00');
  setTime(/^Ends/, '10:00');
  await user.type(screen.getByRole('textbox', { name: 'Show' }), show);
}

const form = () => within(screen.getByRole('form'));

describe('ScheduleEditor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: THURSDAY_AFTERNOON, shouldAdvanceTime: true });
  });

  it('groups the slots as the public schedule does, in Pacific Time and the editor’s own', async () => {
    renderEditor();
    const weekdays = await screen.findByRole('region', { name: /Weekdays/ });
    const neon = within(weekdays).getByRole('heading', { name: 'Neon Nights' }).closest('li');
    if (!neon) throw new Error('no Neon Nights');
    expect(neon).toHaveTextContent('8:00 PM – 9:00 PM PT');
    expect(within(neon).getByTestId('local-time')).toHaveTextContent(
      '5:00 AM – 6:00 AM (next day)',
    );
    const weekend = screen.getByRole('region', { name: /Weekend/ });
    expect(within(weekend).getByRole('heading', { name: 'Weekend Mix' })).toBeVisible();
    expect(within(weekdays).queryByRole('heading', { name: 'Weekend Mix' })).toBeNull();
  });

  it('adds a slot, then refreshes the public schedule and the show on air', async () => {
    const { api, user, queryClient } = renderEditor();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    api.on('POST /api/schedule/slots', (request) =>
      json(
        { ...(request.json() as object), id: 20, host: null, version: 1, updatedAt: UPDATED },
        201,
      ),
    );
    await fillNewSlot(user);
    await user.selectOptions(form().getByRole('combobox', { name: 'Type' }), 'auto');
    await user.click(form().getByRole('button', { name: 'Add slot' }));

    expect(await findToast('Slot added')).toBeInTheDocument();
    expect(api.calls('POST /api/schedule/slots')[0]?.json()).toEqual({
      days: [6],
      startMinute: 480,
      endMinute: 600,
      show: 'Saturday Brunch',
      host: '',
      description: '',
      type: 'auto',
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        '["/api/schedule/slots"]',
        '["/api/schedule"]',
        '["/api/radio/now-playing"]',
      ]),
    );
  });

  it('picks the weekdays in one press and warns of an overlap before saving', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add a slot' }));
    await user.click(form().getByRole('button', { name: 'Weekdays' }));
    for (const day of ['Monday', 'Friday']) {
      expect(form().getByRole('checkbox', { name: day })).toBeChecked();
    }
    expect(form().getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    setTime(/^Starts/, '20:30');
    setTime(/^Ends/, '22:00');
    expect(form().getByRole('status')).toHaveTextContent(
      'Overlaps “Neon Nights” on Monday to Friday (8:00 PM – 9:00 PM PT).',
    );
    setTime(/^Starts/, '21:00');
    expect(form().queryByRole('status')).toBeNull();
  });

  it('shows the contract’s reasons beside the fields and sends nothing', async () => {
    const { api, user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add a slot' }));
    setTime(/^Starts/, '10:00');
    setTime(/^Ends/, '09:00');
    await user.click(form().getByRole('button', { name: 'Add slot' }));
    expect(await form().findByText('Days must include at least one day')).toBeVisible();
    expect(form().getByText('Ends (Pacific Time) must be after the start')).toBeVisible();
    expect(form().getByText('Show is required')).toBeVisible();
    expect(api.calls('POST /api/schedule/slots')).toHaveLength(0);
  });

  it('puts the server’s refusal beside the field it is about', async () => {
    const { api, user } = renderEditor();
    const reason =
      '“Saturday Brunch” already has a slot starting at 8:00 AM PT (Sunday, 8:00 AM – 10:00 AM PT).';
    api.on(
      'POST /api/schedule/slots',
      apiError(409, 'SLOT_NAME_TAKEN', reason, [{ field: 'show', reason }]),
    );
    await fillNewSlot(user);
    await user.click(form().getByRole('button', { name: 'Add slot' }));
    const show = form().getByRole('textbox', { name: /^Show/ });
    await waitFor(() => expect(show).toHaveAccessibleDescription(`${reason} 15/80`));
    expect(show).toHaveFocus();
    expect(screen.getByRole('form')).toBeInTheDocument();
  });

  it('shows the newer version on a conflict and lets the editor start again from it', async () => {
    const { api, user } = renderEditor();
    const theirs = { ...neonNights, host: 'Rex Thunder', version: 2 };
    api.on('PUT /api/schedule/slots/6', (request) => {
      const body = request.json() as { version: number };
      if (body.version === 1) {
        return json(
          { error: { status: 409, code: 'STALE_SLOT', message: 'Changed.' }, current: theirs },
          409,
        );
      }
      return json({ ...(body as object), id: 6, version: 3, updatedAt: UPDATED });
    });
    await user.click(await screen.findByRole('button', { name: /^Edit Neon Nights/ }));
    const host = form().getByRole('textbox', { name: /^Host/ });
    await user.clear(host);
    await user.type(host, 'Mara Lux');
    await user.click(form().getByRole('button', { name: 'Save slot' }));

    const conflict = await form().findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else changed this slot');
    expect(within(conflict).getByTestId('current-slot')).toHaveTextContent(
      '“Neon Nights” with Rex Thunder',
    );
    expect(form().getByRole('button', { name: 'Save slot' })).toBeDisabled();

    await user.click(
      within(conflict).getByRole('button', { name: 'Start again from their version' }),
    );
    expect(form().getByRole('textbox', { name: /^Host/ })).toHaveValue('Rex Thunder');
    await user.type(form().getByRole('textbox', { name: /^Description/ }), ' Now longer.');
    await user.click(form().getByRole('button', { name: 'Save slot' }));
    expect(await findToast('Slot saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/schedule/slots/6').at(-1)?.json()).toMatchObject({
      host: 'Rex Thunder',
      description: 'Prime-time retrowave. Now longer.',
      version: 2,
    });
  });

  it('keeps the editor’s own changes on a conflict when asked, saving over the newer version', async () => {
    const { api, user } = renderEditor();
    api.on(
      'PUT /api/schedule/slots/6',
      json(
        {
          error: { status: 409, code: 'STALE_SLOT', message: 'Changed.' },
          current: { ...neonNights, version: 4 },
        },
        409,
      ),
    );
    await user.click(await screen.findByRole('button', { name: /^Edit Neon Nights/ }));
    await user.click(form().getByRole('checkbox', { name: 'Saturday' }));
    await user.click(form().getByRole('button', { name: 'Save slot' }));
    await user.click(await form().findByRole('button', { name: 'Keep my changes' }));
    api.on(
      'PUT /api/schedule/slots/6',
      json({ ...neonNights, days: [1, 2, 3, 4, 5, 6], version: 5 }),
    );
    await user.click(form().getByRole('button', { name: 'Save slot' }));
    expect(await findToast('Slot saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/schedule/slots/6').at(-1)?.json()).toMatchObject({
      days: [1, 2, 3, 4, 5, 6],
      version: 4,
    });
  });

  it('deletes a slot after asking, naming the version shown', async () => {
    const { api, user } = renderEditor();
    api.on('DELETE /api/schedule/slots/8', noContent());
    await user.click(await screen.findByRole('button', { name: /^Delete Weekend Mix/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this slot?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete slot' }));
    expect(await findToast('Slot deleted')).toBeInTheDocument();
    expect(api.calls('DELETE /api/schedule/slots/8')[0]?.url.search).toBe('?version=1');
  });

  it('asks before unsaved edits are dropped for another slot', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: /^Edit Neon Nights/ }));
    await user.type(form().getByRole('textbox', { name: /^Host/ }), ' and friends');
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await user.click(screen.getByRole('button', { name: 'Add a slot' }));
    expect(confirm).toHaveBeenCalled();
    expect(form().getByRole('textbox', { name: /^Host/ })).toHaveValue('Kai Neon and friends');
  });
});
