import { ScheduleView } from '../features/schedule/components/schedule-view';

/** /schedule: the weekday and weekend programme in Pacific and local time. */
export function SchedulePage() {
  return <ScheduleView />;
}
