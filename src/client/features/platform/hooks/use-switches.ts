import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PLATFORM_SETTINGS } from '../../../../shared/admin.constants';
import type { PlatformFeatures } from '../../../../shared/contracts/admin';
import { switchesQuery } from '../api/platform-switches';

/**
 * Until the switches arrive (or when they cannot be read) the page offers what a fresh site
 * offers: the server refuses whatever is really off, and says why.
 */
const ASSUMED: PlatformFeatures = DEFAULT_PLATFORM_SETTINGS;

/** Which parts of Tuneslingers are on; `isPending` while the first answer is on its way. */
export function useSwitches(): { switches: PlatformFeatures; isPending: boolean } {
  const query = useQuery(switchesQuery());
  return { switches: query.data ?? ASSUMED, isPending: query.isPending };
}
