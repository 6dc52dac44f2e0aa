import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { schedule } from '../../../testing/radio';
import { renderApp } from '../../../testing/render';
import { ScheduleView } from './schedule-view';

// Thursday 26 November 2026, 2:30 PM in Los Angeles (UTC-8): the Power Hour, a new episode.
const THURSDAY_POWER_HOUR = new Date('2026-11-26T22:30:00Z');

function renderSchedule(localTimeZone = 'Europe/Berlin') {
  stubApi().on('GET /api/schedule', json(schedule));
  return renderApp(<ScheduleView localTimeZone={localTimeZone} />, { path: '/schedule' });
}

const slotCard = (show: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: show });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${show}`);
  return card;
};

describe('ScheduleView', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: THURSDAY_POWER_HOUR, shouldAdvanceTime: true });
  });

  it('lists the weekday and weekend programme with type badges', async () => {
    renderSchedule();
    const weekdays = await screen.findByRole('region', { name: /Weekdays/ });
    expect(within(weekdays).getAllByRole('listitem')).toHaveLength(7);
    const weekend = screen.getByRole('region', { name: /Weekend/ });
    expect(
      within(weekend).getByRole('heading', { name: 'Retro Thunder Weekend Mix' }),
    ).toBeVisible();
    expect(within(slotCard('Retro Thunder Weekend Mix')).getByText('Mixed')).toBeVisible();
    expect(within(slotCard('Neon Nights')).getByText('Live')).toBeVisible();
    expect(within(slotCard('Non-Stop Synthwave Cloud')).getByText('Auto')).toBeVisible();
  });

  it('shows each show in Pacific Time and in the listener’s zone, named', async () => {
    renderSchedule('Europe/Berlin');
    await screen.findByRole('region', { name: /Weekdays/ });
    const neon = slotCard('Neon Nights');
    expect(within(neon).getByText(/8:00 PM – 9:00 PM/)).toBeVisible();
    expect(within(neon).getByTestId('local-time')).toHaveTextContent(
      '5:00 AM – 6:00 AM (next day)',
    );
    expect(screen.getByTestId('local-zone')).toHaveTextContent('Europe/Berlin');
  });

  it('highlights the show on air now and moves the highlight as time passes', async () => {
    renderSchedule();
    await screen.findByRole('region', { name: /Weekdays/ });
    const powerHour = slotCard('DJ Nova Power Hour');
    expect(powerHour).toHaveAttribute('aria-current', 'time');
    expect(within(powerHour).getByText('On air now')).toBeVisible();
    expect(document.querySelectorAll('[data-on-air]')).toHaveLength(1);

    // 3:00 PM: the Power Hour is over and the automated hour begins.
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(slotCard('DJ Nova Power Hour')).not.toHaveAttribute('aria-current');
    expect(slotCard('Synthwave Cloud')).toHaveAttribute('aria-current', 'time');
  });

  it('states the Power Hour rule and today’s episode', async () => {
    renderSchedule();
    await screen.findByRole('region', { name: /Weekdays/ });
    const powerHour = slotCard('DJ Nova Power Hour');
    expect(
      within(powerHour).getByText(/New episode Thursdays; encores Monday to Wednesday and Friday/),
    ).toBeVisible();
    expect(within(powerHour).getByText('Today: a new episode.')).toBeVisible();
  });

  it('highlights the weekend mix on a Saturday', async () => {
    vi.setSystemTime(new Date('2026-11-28T18:00:00Z'));
    renderSchedule();
    await screen.findByRole('region', { name: /Weekend/ });
    expect(slotCard('Retro Thunder Weekend Mix')).toHaveAttribute('aria-current', 'time');
  });

  it('links to the calendar export', async () => {
    renderSchedule();
    const link = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/api/schedule.ics');
  });

  it('says so and offers a retry when the schedule cannot be loaded', async () => {
    stubApi();
    renderApp(<ScheduleView localTimeZone="Europe/Berlin" />);
    expect(await screen.findByText(/The schedule could not be loaded/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
