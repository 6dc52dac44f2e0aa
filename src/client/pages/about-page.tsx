import {
  CalendarDays,
  Compass,
  HandCoins,
  History,
  Mail,
  Mic2,
  Radio,
  Rocket,
  Users,
} from 'lucide-react';
import { station } from '../../shared/site/station';
import { CallToAction } from '../components/content/call-to-action';
import { ContentPage, StatusChip } from '../components/content/content-page';
import { ContentSection, Prose } from '../components/content/content-section';
import { FeatureGrid } from '../components/content/feature-grid';
import { StatStrip } from '../components/content/stat-strip';
import { StepNumber, StepText } from '../components/content/step-text';
import { TextLink } from '../components/content/text-link';
import { useArtistShares } from '../lib/artist-shares';

const city = station.location.split(',')[0];

const milestones = [
  {
    title: 'A stream for the drive home',
    text: `It started in ${city} as one thing: a late-night stream for people who wanted the neon-and-chrome sound of synthwave without hunting for it track by track. One playlist, one server, and a handful of listeners who kept coming back.`,
  },
  {
    title: 'Live voices on the air',
    text: 'The listeners asked for people, not just playlists. DJs joined, and the weekday line-up took shape: the afternoon Power Hour, The Eclectic Show, Neon Nights and Midnight Pulse, with the Retro Thunder Weekend Mix carrying Saturdays and Sundays.',
  },
  {
    title: 'A community in the chat',
    text: 'The live chat turned a stream into a room. Regulars greet each other by name, DJs take requests between tracks, and new artists get discovered one shared link at a time.',
  },
  {
    title: 'Building something fairer',
    text: 'Playing independent artists every day showed us how little most of them earn from streaming. So we started building Tuneslingers, a platform where the artist is paid first.',
  },
] as const;

/** /about: the station's story, mission, history and future. */
export function AboutPage() {
  const shares = useArtistShares();
  return (
    <ContentPage
      title="About us"
      eyebrow={
        <StatusChip icon={<Radio aria-hidden size={14} />}>Broadcasting from {city}</StatusChip>
      }
      description={`${station.name} is a 24/7 synthwave radio station from ${station.location}: retro-futurist music, live DJs and a community that never signs off.`}
    >
      <StatStrip
        stats={[
          { value: '24/7', label: 'Synthwave on air' },
          { value: 'Live', label: 'DJs every weekday' },
          { value: city ?? 'San Diego', label: 'Our home port' },
          { value: `${shares.streaming}%`, label: 'To artists on Tuneslingers' },
        ]}
      />

      <ContentSection title="Our story" icon={Radio}>
        <Prose>
          <p>
            {station.name} began with a simple belief: the hour after midnight deserves its own
            soundtrack. Synthwave is that soundtrack. It is the sound of empty highways under sodium
            lights, of 1980s film scores and arcade cabinets, remade by a new generation of
            producers who grew up with them.
          </p>
          <p>
            From our studio in {station.location}, we stream it 24 hours a day, 7 days a week:
            retrowave, darksynth, chillwave, synthpop and everything in between. Live DJs take the
            controls every weekday afternoon and evening, and a hand-built rotation keeps the signal
            going through the small hours and the weekend.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection
        title="Our mission"
        icon={Compass}
        intro="Three promises we keep to listeners and artists."
      >
        <FeatureGrid
          features={[
            {
              icon: Radio,
              title: 'Keep the signal on',
              description:
                'Synthwave around the clock, every day of the year, free to listen to from anywhere.',
            },
            {
              icon: Mic2,
              title: 'Real people behind the mic',
              description:
                'Live DJs who love this music, who read the chat, take your requests and tell you what you are hearing.',
            },
            {
              icon: HandCoins,
              title: 'Pay artists fairly',
              description:
                'Independent producers make this scene. We play them, credit them and are building a way to pay them properly.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="Our history" icon={History}>
        <ol className="grid gap-4 sm:grid-cols-2">
          {milestones.map((milestone, index) => (
            <li key={milestone.title} className="panel flex gap-4 p-5 sm:p-6">
              <StepNumber number={index + 1} className="shrink-0" />
              <StepText title={milestone.title} text={milestone.text} />
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection title="Our future" icon={Rocket}>
        <Prose>
          <p>
            Next up is <strong>Tuneslingers</strong>, the fair-pay creator platform we are
            developing right here. Artists will keep {shares.streaming}% of their streaming revenue,{' '}
            {shares.merchandise}% of merchandise sales and {shares.tip}% of tips, with a real-time
            dashboard that shows every play and every cent.{' '}
            <TextLink href="/tuneslingers-info">Read about Tuneslingers</TextLink>.
          </p>
          <p>
            Around it, the station keeps growing: a mobile app, live events and listening parties,
            curated playlists and artist pages are all on their way. The music, as always, keeps
            playing while we build.
          </p>
        </Prose>
      </ContentSection>

      <CallToAction
        title="Meet the people behind the signal"
        text="Get to know the DJs and crew, find the shows you do not want to miss, or drop us a line. We read every message."
        actions={[
          { label: 'Meet the staff & DJs', href: '/staff', icon: Users, variant: 'primary' },
          { label: 'See the schedule', href: '/schedule', icon: CalendarDays },
          { label: 'Contact us', href: '/contact', icon: Mail },
        ]}
      />
    </ContentPage>
  );
}
