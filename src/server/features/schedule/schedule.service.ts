import { STATION_TIME_ZONE } from '../../../shared/domain/schedule.js';
import { station } from '../../../shared/site/station.js';
import { scheduleToIcs } from './ics.js';
import type { ScheduleRepo } from './schedule.repo.js';
import { toScheduleSlot } from './schedule.views.js';

export interface ScheduleServiceDeps {
  repo: ScheduleRepo;
  /** The site's address; the calendar's event ids are made unique with its host. */
  publicUrl: string;
  now?: () => Date;
}

/** The weekly programme, as its slots and as an iCalendar file. */
export function createScheduleService({
  repo,
  publicUrl,
  now = () => new Date(),
}: ScheduleServiceDeps) {
  async function slots() {
    return (await repo.slots()).map(toScheduleSlot);
  }

  return {
    slots,

    async schedule() {
      return { timeZone: STATION_TIME_ZONE, slots: await slots() };
    },

    async ics() {
      return scheduleToIcs(await slots(), {
        now: now(),
        host: new URL(publicUrl).host,
        name: station.name,
      });
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
