import {
  CalendarCheck,
  CalendarDays,
  MessagesSquare,
  Mic2,
  PartyPopper,
  Sparkles,
} from 'lucide-react';
import { CheckList } from '../components/content/check-list';
import { ComingSoonPage } from '../components/content/coming-soon';
import { ContentSection } from '../components/content/content-section';

/** /events: live shows and parties are on their way; what is planned and where to go meanwhile. */
export function EventsPage() {
  return (
    <ComingSoonPage
      title="Events"
      description="Where the station leaves the speakers and meets the crowd."
      banner={{
        heading: 'Events are coming soon',
        text: 'We are lining up nights out and nights in: live sets, listening parties and special broadcasts for the whole NightDrive FM community.',
      }}
      teasers={{
        title: 'What to expect',
        items: [
          {
            icon: Mic2,
            title: 'Live shows',
            description:
              'Synthwave artists and our DJs playing live, on stage and on the stream at the same time.',
          },
          {
            icon: PartyPopper,
            title: 'Listening parties',
            description:
              'New albums played start to finish with the artist in the live chat, answering your questions track by track.',
          },
          {
            icon: Sparkles,
            title: 'Special events',
            description:
              'Anniversary marathons, themed nights and guest takeovers that only happen once.',
          },
        ],
      }}
      closing={{
        title: 'Until the first event',
        text: 'The shows on air are events too. Check the schedule, which you can add to your own calendar, and meet the crowd in the live chat.',
        actions: [
          { label: 'See the schedule', href: '/schedule', icon: CalendarDays, variant: 'primary' },
          { label: 'Join the live chat', href: '/live-chat', icon: MessagesSquare },
        ],
      }}
    >
      <ContentSection title="Planned features" icon={CalendarCheck}>
        <div className="panel p-6 sm:p-8">
          <CheckList
            items={[
              { label: 'RSVP', detail: 'tell us you are coming and save your spot in one tap.' },
              {
                label: 'Reminders',
                detail: 'get a heads-up before the doors open or the stream goes live.',
              },
              {
                label: 'Calendar',
                detail: 'every upcoming event at a glance, ready to add to your own calendar.',
              },
            ]}
          />
        </div>
      </ContentSection>
    </ComingSoonPage>
  );
}
