import { Tabs } from '../../../components/ui/tabs';
import { FRIENDS_TABS, useFriendsTab } from '../hooks/use-friends-tab';
import { DiscoverPeople } from './discover-people';
import { FriendRequests } from './friend-requests';
import { FriendsList } from './friends-list';

/** Friends, Requests and Discover (spec section 2) as tabs that follow the WAI-ARIA pattern. */
export function FriendsTabs() {
  const { tab, open } = useFriendsTab();
  return (
    <Tabs label="Friends sections" tabs={FRIENDS_TABS} selected={tab} onSelect={open}>
      {tab === 'friends' ? <FriendsList onDiscover={() => open('discover')} /> : null}
      {tab === 'requests' ? <FriendRequests /> : null}
      {tab === 'discover' ? <DiscoverPeople /> : null}
    </Tabs>
  );
}
