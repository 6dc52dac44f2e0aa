import { PageHeader } from '../components/ui/page-status';
import { FriendsListening } from '../features/friends/components/friends-listening';
import { FriendsTabs } from '../features/friends/components/friends-tabs';

/** /friends: the member's friends, their friend requests and people to discover (spec section 2). */
export function FriendsPage() {
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <PageHeader
        title="Friends"
        description="Your friends, friend requests and people to discover."
      />
      <FriendsListening />
      <FriendsTabs />
    </div>
  );
}
