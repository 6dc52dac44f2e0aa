import { addressQuery, whole } from '../../../lib/address-query';

const radio = () => import('../../../../shared/contracts/radio');

/** The programme as an iCalendar file, for "Add to calendar". */
export const SCHEDULE_ICS_URL = '/api/schedule.ics';

export const scheduleQueries = {
  /** The weekly programme; its times are Pacific wall-clock minutes. */
  week: () => addressQuery('/api/schedule', () => radio().then((c) => c.scheduleSchema), whole),
};
