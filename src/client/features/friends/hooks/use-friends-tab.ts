import { useTabInAddress } from '../../../lib/tab-in-address';

export const FRIENDS_TABS = [
  { id: 'friends', label: 'Friends' },
  { id: 'requests', label: 'Requests' },
  { id: 'discover', label: 'Discover' },
] as const;

export type FriendsTabId = (typeof FRIENDS_TABS)[number]['id'];

/** The open tab lives in the address (`?tab=requests|discover`), so reload and links keep it. */
export const useFriendsTab = () => useTabInAddress(FRIENDS_TABS);
