import { scheduleSchema } from '../../../../shared/contracts/radio';
import { addressQuery, whole } from '../../../lib/address-query';

/** The programme as an iCalendar file, for "Add to calendar". */
export const SCHEDULE_ICS_URL = '/api/schedule.ics';

export const scheduleQueries = {
  /** The weekly programme; its times are Pacific wall-clock minutes. */
  week: () => addressQuery('/api/schedule', scheduleSchema, whole),
};
