import { useEffect, useState } from 'react';

/** Whether a moment is still ahead; turns false by itself when it arrives. */
export function useStillFuture(iso: string | null | undefined): boolean {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const [, setTick] = useState(0);
  const ahead = Number.isFinite(at) && at > Date.now();

  useEffect(() => {
    if (!ahead) return;
    // Browsers cap timers near 24.8 days; a cooldown is minutes, so no clamp is needed.
    const timer = setTimeout(() => setTick((tick) => tick + 1), at - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [ahead, at]);

  return ahead;
}
