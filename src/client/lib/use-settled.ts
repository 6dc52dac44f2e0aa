import { useEffect, useState } from 'react';

/** Waits for a pause in typing, so one search goes out per word rather than per key. */
export const TYPING_PAUSE_MS = 300;

/** The value once it has stayed the same for a typing pause. */
export function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
