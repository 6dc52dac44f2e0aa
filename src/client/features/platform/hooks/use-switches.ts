import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PLATFORM_SETTINGS,
  type PlatformFeatures,
} from '../../../../shared/contracts/admin';
import { platformQueries } from '../api/platform-queries';

/**
 * Until the switches arrive (or when they cannot be read) the page offers what a fresh site
 * offers: the server refuses whatever is really off, and says why.
 */
const ASSUMED: PlatformFeatures = DEFAULT_PLATFORM_SETTINGS;

/** Which parts of Tuneslingers are on; `isPending` while the first answer is on its way. */
export function useSwitches(): { switches: PlatformFeatures; isPending: boolean } {
  const query = useQuery(platformQueries.switches());
  return { switches: query.data ?? ASSUMED, isPending: query.isPending };
}
