import { useEffect, useState } from 'react';
import { useListenerTime } from '../../../lib/listener-time';

/**
 * The current time, updated on every minute boundary (the schedule's resolution). A
 * server-rendered page starts at the moment it was rendered and catches up once hydrated.
 */
export function useMinuteClock(): Date {
  const listener = useListenerTime();
  const [now, setNow] = useState(() => new Date(listener.now()));
  useEffect(() => {
    let interval: number | undefined;
    const tick = () => setNow(new Date());
    tick();
    const timeout = window.setTimeout(
      () => {
        tick();
        interval = window.setInterval(tick, 60_000);
      },
      60_000 - (Date.now() % 60_000),
    );
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, []);
  return now;
}
