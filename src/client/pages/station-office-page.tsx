import { RadioTower } from 'lucide-react';
import { type Action, can } from '../../shared/domain/policies';
import { Tabs } from '../components/ui/tabs';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { ContactInbox } from '../features/contact/components/contact-inbox';
import { EventsEditor } from '../features/events/components/events-editor';
import { FeedsEditor } from '../features/news/components/feeds-editor';
import { PlaylistsEditor } from '../features/playlists/components/playlists-editor';
import { RequestsDesk } from '../features/requests/components/requests-desk';
import { ScheduleEditor } from '../features/schedule/components/schedule-editor';
import { SlidesEditor } from '../features/showcase/components/slides-editor';
import { StaffEditor } from '../features/showcase/components/staff-editor';
import { ModerationLog } from '../features/station/components/moderation-log';
import { StationLibrary } from '../features/station/components/station-library';
import { useTabInAddress } from '../lib/tab-in-address';

/** Every section of the back office, with the permission that opens it. */
const OFFICE_TABS = [
  { id: 'schedule', label: 'Schedule', action: 'schedule.edit' },
  { id: 'events', label: 'Events', action: 'events.edit' },
  { id: 'playlists', label: 'Playlists', action: 'playlists.edit' },
  { id: 'slides', label: 'Slides', action: 'slides.edit' },
  { id: 'library', label: 'Library', action: 'library.manage' },
  { id: 'requests', label: 'Requests', action: 'requests.decide' },
  { id: 'moderation', label: 'Moderation log', action: 'chat.readModerationLog' },
  { id: 'staff', label: 'Staff', action: 'staff.edit' },
  { id: 'news', label: 'News feeds', action: 'news.manageFeeds' },
  { id: 'inbox', label: 'Inbox', action: 'contact.readInbox' },
] as const satisfies readonly { id: string; label: string; action: Action }[];

type OfficeTab = (typeof OFFICE_TABS)[number]['id'];

function OfficeSection({ tab }: { tab: OfficeTab }) {
  switch (tab) {
    case 'schedule':
      return <ScheduleEditor />;
    case 'events':
      return <EventsEditor />;
    case 'playlists':
      return <PlaylistsEditor />;
    case 'slides':
      return <SlidesEditor />;
    case 'library':
      return <StationLibrary />;
    case 'requests':
      return <RequestsDesk />;
    case 'moderation':
      return <ModerationLog />;
    case 'staff':
      return <StaffEditor />;
    case 'news':
      return <FeedsEditor />;
    case 'inbox':
      return <ContactInbox />;
  }
}

/**
 * /admin/station: the crew's back office. The page guard lets DJs and administrators in; each
 * section shows only to those its policy allows, and the server refuses everyone else anyway.
 */
export function StationOfficePage() {
  const { data: user } = useCurrentUser();
  const mine = OFFICE_TABS.filter((tab) => can(user, tab.action));
  // The schedule is every crew member's, so the list is never empty for those the guard lets in.
  const tabs = (mine.length > 0 ? mine : [OFFICE_TABS[0]]) as [
    (typeof OFFICE_TABS)[number],
    ...(typeof OFFICE_TABS)[number][],
  ];
  const { tab, open } = useTabInAddress(tabs);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:py-12">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-black text-gradient sm:text-4xl">Station back office</h1>
          <span className="chip bg-accent/15 text-accent-strong">
            <RadioTower aria-hidden size={12} /> Crew
          </span>
        </div>
        <p className="mt-2 text-lg text-muted">
          What listeners see and hear: the programme, the events, the playlists, the home slides,
          the library, the requests and the chat&rsquo;s moderation
          {can(user, 'staff.edit') ? ', the staff, the news feeds and the inbox' : ''}.
        </p>
      </div>
      <Tabs label="Back office sections" tabs={tabs} selected={tab} onSelect={open}>
        <OfficeSection tab={tab} />
      </Tabs>
    </div>
  );
}
