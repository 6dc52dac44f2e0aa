import { useSearchParams } from 'wouter';

export const FRIENDS_TABS = [
  { id: 'friends', label: 'Friends' },
  { id: 'requests', label: 'Requests' },
  { id: 'discover', label: 'Discover' },
] as const;

export type FriendsTabId = (typeof FRIENDS_TABS)[number]['id'];

/** The open tab lives in the address (`?tab=requests|discover`), so reload and links keep it. */
export function useFriendsTab() {
  const [params, setParams] = useSearchParams();
  const tab: FriendsTabId =
    FRIENDS_TABS.find((t) => t.id === params.get('tab') && t.id !== 'friends')?.id ?? 'friends';
  const open = (next: FriendsTabId) =>
    setParams(next === 'friends' ? {} : { tab: next }, { replace: true });
  return { tab, open };
}
