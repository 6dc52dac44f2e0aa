import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { answerConfirm } from '../../../testing/dialogs';
import { findToast, renderWithUser } from '../../../testing/render';
import {
  anniversaryMarathon,
  midnightOutrun,
  neonNightsLive,
  officeEvent,
  swapMeet,
  THURSDAY_AFTERNOON,
} from '../testing/event-fixtures';
import { EventsEditor } from './events-editor';

const OFFICE = 'GET /api/events/office';
const OUTRUN_CLUB = { id: 4, slug: 'outrun-san-diego', name: 'Outrun San Diego' };
const neon = officeEvent(neonNightsLive);
// Listed out of order, as the server may: the editor puts what is coming first.
const officeEvents = [
  officeEvent(anniversaryMarathon),
  officeEvent(midnightOutrun),
  neon,
  officeEvent(swapMeet),
];

function renderEditor() {
  const api = stubApi()
    .on(OFFICE, json({ events: officeEvents }))
    .on('GET /api/events/office/clubs', json({ clubs: [OUTRUN_CLUB] }));
  const rendered = renderWithUser(<EventsEditor localTimeZone="Europe/Berlin" />, {
    path: '/admin/station?tab=events',
  });
  return { api, ...rendered };
}

const form = () => within(screen.getByRole('form'));

/** A date or time input's value, as a browser's picker sets it. */
const setValue = (label: RegExp, value: string) =>
  fireEvent.change(form().getByLabelText(label), { target: { value } });

async function fillNewEvent(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add an event' }));
  await user.type(form().getByRole('textbox', { name: /^Title/ }), 'New Year Countdown');
  await user.selectOptions(form().getByRole('combobox', { name: 'Kind' }), 'special');
  setValue(/^Date/, '2026-12-31');
  setValue(/^Starts/, '21:00');
}

describe('EventsEditor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: THURSDAY_AFTERNOON, shouldAdvanceTime: true });
  });

  it('lists upcoming events soonest first, then past ones, with counts and the Cancelled mark', async () => {
    renderEditor();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Neon Nights Live', 'Midnight Outrun Listening Party', 'Synth Swap Meet']);
    const first = within(upcoming).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByTestId('pacific-time')).toHaveTextContent(
      'Thu, Dec 3, 8:00 PM – 11:00 PM PT',
    );
    expect(within(first).getByTestId('local-time')).toHaveTextContent(
      'Fri, Dec 4, 5:00 AM – 8:00 AM GMT+1',
    );
    expect(within(first).getByTestId('rsvp-counts')).toHaveTextContent('12 going · 30 interested');
    const swap = within(upcoming).getAllByRole('listitem')[2] as HTMLElement;
    expect(within(swap).getByText('Cancelled')).toBeVisible();
    expect(within(swap).getByRole('button', { name: 'Restore Synth Swap Meet' })).toBeVisible();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getByRole('heading', { name: 'Anniversary Marathon' })).toBeVisible();
  });

  it('refuses an end before the start beside the field, and sends nothing', async () => {
    const { api, user } = renderEditor();
    await fillNewEvent(user);
    setValue(/^Ends \(Pacific/, '20:00');
    await user.click(form().getByRole('button', { name: 'Add event' }));
    expect(await form().findByText('Ends (Pacific Time) must be after the start')).toBeVisible();
    expect(form().getByLabelText(/^Ends \(Pacific/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/events')).toHaveLength(0);
  });

  it('says which times are missing before judging them', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add an event' }));
    await user.click(form().getByRole('button', { name: 'Add event' }));
    expect(await form().findByText('Title is required')).toBeVisible();
    expect(form().getByText('Date is required')).toBeVisible();
    expect(form().getByText('Starts (Pacific Time) is required')).toBeVisible();
    expect(form().getByText('Ends (Pacific Time) is required')).toBeVisible();
  });

  it('sends the instants the Pacific date and times name, past midnight too, and refreshes /events', async () => {
    const { api, user, queryClient } = renderEditor();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    api.on('POST /api/events', (request) =>
      json(
        officeEvent({
          ...(request.json() as typeof neonNightsLive),
          id: 20,
          club: OUTRUN_CLUB,
          cancelledAt: null,
          counts: { going: 0, interested: 0 },
        }),
        201,
      ),
    );
    await fillNewEvent(user);
    setValue(/^Ends \(Pacific/, '01:30');
    setValue(/^Ends on a later day/, '2027-01-01');
    expect(form().getByTestId('form-local-time')).toHaveTextContent(
      'Your time: Fri, Jan 1, 2027, 6:00 AM – 10:30 AM GMT+1',
    );
    await user.type(form().getByRole('textbox', { name: /^Place/ }), 'The Grid Club');
    const club = form().getByRole('combobox', { name: /^For a listener club/ });
    await within(club).findByRole('option', { name: 'Outrun San Diego' });
    await user.selectOptions(club, 'Outrun San Diego');
    await user.click(form().getByRole('button', { name: 'Add event' }));

    expect(await findToast('Event added')).toBeInTheDocument();
    expect(api.calls('POST /api/events')[0]?.json()).toEqual({
      title: 'New Year Countdown',
      kind: 'special',
      startsAt: '2027-01-01T05:00:00.000Z',
      endsAt: '2027-01-01T09:30:00.000Z',
      host: '',
      place: 'The Grid Club',
      description: '',
      clubId: 4,
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining(['["/api/events/office"]', '["/api/events"]', '["/api/events/mine"]']),
    );
  });

  it('puts the server’s reasons beside the fields they are about', async () => {
    const { api, user } = renderEditor();
    const reason = 'must not start in the past';
    api.on(
      'POST /api/events',
      apiError(400, 'VALIDATION_FAILED', 'Check the start.', [{ field: 'startsAt', reason }]),
    );
    await fillNewEvent(user);
    setValue(/^Ends \(Pacific/, '23:00');
    await user.click(form().getByRole('button', { name: 'Add event' }));
    expect(await form().findByText(`Starts (Pacific Time) ${reason}`)).toBeVisible();
    expect(form().getByLabelText(/^Starts/)).toHaveFocus();
  });

  it('shows the newer version on a conflict and saves from it when asked', async () => {
    const { api, user } = renderEditor();
    const theirs = { ...neon, host: 'Rex Thunder', version: 2 };
    api.on('PUT /api/events/1', (request) => {
      const body = request.json() as { version: number };
      if (body.version === 1) {
        return json(
          { error: { status: 409, code: 'STALE_EVENT', message: 'Changed.' }, current: theirs },
          409,
        );
      }
      return json({ ...theirs, ...(body as object), version: 3 });
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Neon Nights Live' }));
    expect(form().getByLabelText(/^Date/)).toHaveValue('2026-12-03');
    expect(form().getByLabelText(/^Starts/)).toHaveValue('20:00');
    const host = form().getByRole('textbox', { name: /^Host/ });
    await user.clear(host);
    await user.type(host, 'Mara Lux');
    await user.click(form().getByRole('button', { name: 'Save event' }));

    const conflict = await form().findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else changed this event');
    expect(within(conflict).getByTestId('current-event')).toHaveTextContent(
      '“Neon Nights Live”, live show with Rex Thunder',
    );
    expect(form().getByRole('button', { name: 'Save event' })).toBeDisabled();

    await user.click(
      within(conflict).getByRole('button', { name: 'Start again from their version' }),
    );
    expect(form().getByRole('textbox', { name: /^Host/ })).toHaveValue('Rex Thunder');
    await user.click(form().getByRole('button', { name: 'Save event' }));
    expect(await findToast('Event saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/events/1').at(-1)?.json()).toMatchObject({
      host: 'Rex Thunder',
      startsAt: '2026-12-04T04:00:00.000Z',
      endsAt: '2026-12-04T07:00:00.000Z',
      version: 2,
      cancelled: false,
    });
  });

  it('calls an event off and on again with the version shown', async () => {
    const { api, user } = renderEditor();
    api.on('PUT /api/events/1', json({ ...neon, cancelledAt: THURSDAY_AFTERNOON.toISOString() }));
    await user.click(await screen.findByRole('button', { name: 'Cancel event Neon Nights Live' }));
    expect(await findToast('Event cancelled')).toBeInTheDocument();
    expect(api.calls('PUT /api/events/1')[0]?.json()).toMatchObject({
      title: 'Neon Nights Live',
      version: 1,
      cancelled: true,
    });

    api.on('PUT /api/events/3', json({ ...officeEvent(swapMeet, 2), cancelledAt: null }));
    await user.click(screen.getByRole('button', { name: 'Restore Synth Swap Meet' }));
    expect(await findToast('Event restored')).toBeInTheDocument();
    expect(api.calls('PUT /api/events/3')[0]?.json()).toMatchObject({ cancelled: false });
  });

  it('deletes an event after asking, naming the version shown', async () => {
    const { api, user } = renderEditor();
    api.on('DELETE /api/events/2', noContent());
    await user.click(
      await screen.findByRole('button', { name: 'Delete Midnight Outrun Listening Party' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    expect(dialog).toHaveTextContent('Fri, Dec 11, 7:00 PM – Sat, Dec 12, 1:00 AM PT');
    await user.click(within(dialog).getByRole('button', { name: 'Delete event' }));
    expect(await findToast('Event deleted')).toBeInTheDocument();
    const [call] = api.calls('DELETE /api/events/2');
    expect(call?.url.searchParams.get('version')).toBe('1');
  });

  it('asks before unsaved changes are thrown away, and keeps them when told to', async () => {
    const { user } = renderEditor();
    await fillNewEvent(user);
    const confirm = answerConfirm(false);
    await user.click(screen.getByRole('button', { name: 'Edit Neon Nights Live' }));
    expect(confirm).toHaveBeenCalledWith('Discard your changes to the event you are editing?');
    expect(form().getByRole('textbox', { name: /^Title/ })).toHaveValue('New Year Countdown');
  });
});
