import {
  ArrowRight,
  CalendarClock,
  Headphones,
  Mail,
  MessageCircle,
  Mic2,
  Newspaper,
  Radio,
  Send,
  Users,
} from 'lucide-react';
import { Link } from 'wouter';
import { station } from '../../../../shared/site/station';

const FEATURES = [
  {
    icon: Radio,
    title: 'Live 24/7 stream',
    text: 'Synthwave, retrowave and darksynth around the clock, straight from San Diego to your headphones.',
  },
  {
    icon: Mic2,
    title: 'Live DJ shows',
    text: 'Real people behind the decks every weekday evening, plus the Power Hour and the weekend mix.',
  },
  {
    icon: MessageCircle,
    title: 'Live chat',
    text: 'Talk with other listeners and the DJs while the music plays. Pick a name and jump in.',
  },
  {
    icon: CalendarClock,
    title: 'A weekly schedule',
    text: 'Every show in Pacific Time with your local time beside it, so you never miss a set.',
  },
  {
    icon: Headphones,
    title: 'Song requests',
    text: 'Ask for the track that made you fall for the genre through the chat, socials or the contact form.',
  },
  {
    icon: Newspaper,
    title: 'Synthwave News',
    text: 'Releases, tours and stories from across the scene, gathered in one place.',
  },
] as const;

/** What the station offers, as a list of features. */
export function StationFeatures() {
  return (
    <section aria-labelledby="station-features-heading">
      <h2 id="station-features-heading" className="text-2xl font-black sm:text-3xl">
        What the station offers
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-line bg-bg-2 p-5">
            <span
              aria-hidden
              className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface-2 text-cyan"
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-sans text-base font-bold tracking-normal">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const PROGRAMMES = [
  {
    href: '/schedule',
    icon: CalendarClock,
    title: 'Schedule',
    text: 'From the Power Hour to Midnight Pulse: see what is on tonight and all week.',
    action: 'See the schedule',
  },
  {
    href: '/staff',
    icon: Users,
    title: 'Staff & DJs',
    text: 'Meet the hosts, curators and engineers who keep the signal strong.',
    action: 'Meet the crew',
  },
  {
    href: '/live-chat',
    icon: MessageCircle,
    title: 'Live chat',
    text: 'The full-screen chat room, for long nights and big premieres.',
    action: 'Open the chat',
  },
  {
    href: '/music-submissions',
    icon: Send,
    title: 'Music submissions',
    text: 'Made something with a synth and a dream? Send it to our music director.',
    action: 'Submit your music',
  },
] as const;

/** Cards to the station's main programme pages. */
export function ProgrammeCards() {
  return (
    <section aria-labelledby="programme-heading">
      <h2 id="programme-heading" className="text-2xl font-black sm:text-3xl">
        Featured programmes
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PROGRAMMES.map(({ href, icon: Icon, title, text, action }) => (
          <li key={href}>
            <Link
              href={href}
              className="panel group flex h-full flex-col p-5 transition-transform duration-200 hover:-translate-y-1 motion-reduce:transition-none"
            >
              <Icon aria-hidden className="size-8 text-accent" />
              <h3 className="mt-3 text-lg font-bold">{title}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{text}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-bold text-cyan group-hover:underline">
                {action} <ArrowRight aria-hidden size={16} className="rtl:-scale-x-100" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last word on the home page: how to reach the station. */
export function ContactCallout() {
  return (
    <section
      aria-labelledby="contact-callout-heading"
      className="panel flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex gap-4">
        <Mail aria-hidden className="mt-1 size-7 shrink-0 text-accent" />
        <div>
          <h2 id="contact-callout-heading" className="text-xl font-black sm:text-2xl">
            Get in touch
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            Shout-outs, show ideas, advertising or a glitch in the stream: write to us and a real
            person from {station.name} will answer.
          </p>
        </div>
      </div>
      <Link href="/contact" className="btn btn-primary self-start sm:self-center">
        Contact us
      </Link>
    </section>
  );
}
