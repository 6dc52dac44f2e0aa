import { type KeyboardEvent, useId, useRef } from 'react';
import { FRIENDS_TABS, type FriendsTabId, useFriendsTab } from '../hooks/use-friends-tab';
import { DiscoverPeople } from './discover-people';
import { FriendRequests } from './friend-requests';
import { FriendsList } from './friends-list';

/** Friends, Requests and Discover (spec section 2) as tabs that follow the WAI-ARIA pattern. */
export function FriendsTabs() {
  const { tab, open } = useFriendsTab();
  const baseId = useId();
  const tabRefs = useRef(new Map<FriendsTabId, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = FRIENDS_TABS.findIndex((t) => t.id === tab);
    const last = FRIENDS_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = FRIENDS_TABS[target];
    if (!next) return;
    open(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className="grid gap-6">
      <div
        role="tablist"
        aria-label="Friends sections"
        onKeyDown={handleKeyDown}
        className="panel flex gap-1 overflow-x-auto p-1.5"
      >
        {FRIENDS_TABS.map((t) => {
          const selected = t.id === tab;
          return (
            <button
              key={t.id}
              ref={(node) => {
                if (node) tabRefs.current.set(t.id, node);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${t.id}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${t.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(t.id)}
              className={`btn btn-sm flex-1 ${selected ? 'btn-primary' : 'btn-ghost'}`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {tab === 'friends' ? <FriendsList onDiscover={() => open('discover')} /> : null}
        {tab === 'requests' ? <FriendRequests /> : null}
        {tab === 'discover' ? <DiscoverPeople /> : null}
      </div>
    </div>
  );
}
