import { Headphones, MessagesSquare, SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';

const OPENINGS = [
  {
    icon: Headphones,
    title: 'DJs',
    text: 'You can hold a room for an hour, you know your deep cuts and you want a regular slot on a station that lives for this sound.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Producers',
    text: 'You make jingles, idents, mixes or whole records, and you would like to hear them between the tracks our listeners love.',
  },
  {
    icon: MessagesSquare,
    title: 'Moderators',
    text: 'You are in the chat at 2 AM anyway. Help us keep it friendly, welcome newcomers and pass the best requests to the DJ.',
  },
] as const;

/** The staff page's call for new crew, pointing at the contact form's DJ Application type. */
export function JoinCrewSection() {
  return (
    <section
      aria-labelledby="join-crew-heading"
      className="panel relative isolate overflow-hidden p-6 sm:p-8"
    >
      <div
        aria-hidden
        className="retro-sun pointer-events-none absolute -end-10 -top-12 -z-10 w-40 opacity-20"
      />
      <h2 id="join-crew-heading" className="text-2xl font-black text-gradient sm:text-3xl">
        Join the crew
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        NightDrive FM runs on people who love synthwave. We are always looking for new voices,
        sounds and night owls.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {OPENINGS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-line bg-bg-2 p-4">
            <h3 className="flex items-center gap-2 text-lg font-bold">
              <Icon aria-hidden className="size-5 text-accent" /> {title}
            </h3>
            <p className="mt-2 text-sm">{text}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 text-lg font-bold">How to apply</h3>
      <p className="mt-2 max-w-2xl">
        Send us a message through the contact form with <strong>DJ Application</strong> chosen. Tell
        us who you are, what you would bring to the station and where we can hear your work: a mix,
        a demo or a link to your releases. We answer every application within 3-5 business days.
      </p>
      <Link href="/contact?type=dj" className="btn btn-primary mt-5 whitespace-normal text-center">
        Send a DJ application
      </Link>
    </section>
  );
}
