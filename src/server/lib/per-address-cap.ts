/**
 * How many long-lived connections (chat sockets, event streams) one client address may hold
 * open at once. A household or office behind one address gets room for several tabs; a single
 * script cannot pin thousands of sockets.
 */
export const MAX_OPEN_CONNECTIONS_PER_ADDRESS = 10;

export interface PerAddressCap {
  /**
   * Takes a slot for the address. Returns the function that gives it back (safe to call more
   * than once), or null when the address already holds `limit` slots.
   */
  acquire(address: string): (() => void) | null;
  /** Slots the address holds now. */
  count(address: string): number;
}

/** Counts open connections per address, in this process, in constant time per open and close. */
export function createPerAddressCap(limit = MAX_OPEN_CONNECTIONS_PER_ADDRESS): PerAddressCap {
  const open = new Map<string, number>();
  return {
    acquire(address) {
      const held = open.get(address) ?? 0;
      if (held >= limit) return null;
      open.set(address, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
    count: (address) => open.get(address) ?? 0,
  };
}
