import { ChevronDown, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  type ArtistShares,
  TRADITIONAL_STREAMING_SHARE_PERCENT,
} from '../../shared/domain/revenue';
import { PageHeader } from '../components/ui/page-status';
import { useArtistShares } from '../lib/artist-shares';

interface Question {
  question: string;
  answer: ReactNode;
}

const inlineLink = 'font-semibold text-accent underline underline-offset-4';

const topicsFor = (
  shares: ArtistShares,
): { id: string; title: string; questions: Question[] }[] => [
  {
    id: 'listening',
    title: 'Listening',
    questions: [
      {
        question: 'How do I listen?',
        answer: (
          <>
            Press <strong>LISTEN NOW</strong> at the top of any page, or open{' '}
            <Link href="/now-playing" className={inlineLink}>
              Now Playing
            </Link>
            . The link beside the button opens the player in a small window of its own, so the music
            keeps going while you browse elsewhere.
          </>
        ),
      },
      {
        question: 'What is on, and when?',
        answer: (
          <>
            The{' '}
            <Link href="/schedule" className={inlineLink}>
              schedule
            </Link>{' '}
            lists every show in Pacific Time. Weekdays have live shows in the afternoon and evening
            between non-stop synthwave; weekends belong to the Retro Thunder Weekend Mix.
          </>
        ),
      },
      {
        question: 'What was that track?',
        answer: 'Now Playing shows the current track and the last 10 tracks played.',
      },
      {
        question: 'Can I request a song?',
        answer: (
          <>
            Yes: send it from the{' '}
            <Link href="/requests" className={inlineLink}>
              song requests
            </Link>{' '}
            page and vote for the songs other listeners asked for; one request every 10 minutes. You
            can also ask the DJ in the{' '}
            <Link href="/live-chat" className={inlineLink}>
              live chat
            </Link>
            .
          </>
        ),
      },
      {
        question: 'Is there an app?',
        answer: (
          <>
            The{' '}
            <Link href="/mobile-app" className={inlineLink}>
              mobile app
            </Link>{' '}
            is coming soon for iOS 14.0 and later and Android 8.0 and later. The site works on
            phones meanwhile.
          </>
        ),
      },
    ],
  },
  {
    id: 'chat',
    title: 'Live chat',
    questions: [
      {
        question: 'How do I join the chat?',
        answer:
          'Open Live Chat, pick a name and press Join. No account is needed: the name lasts for your visit.',
      },
      {
        question: 'How do I spot the DJs?',
        answer:
          'Messages from the DJ on air are marked as such, and a note pops up when one of them writes.',
      },
      {
        question: 'The chat says it is disconnected.',
        answer:
          'It reconnects by itself a few seconds after the connection drops. If it stays disconnected, reload the page.',
      },
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    questions: [
      {
        question: 'Do I need an account to listen?',
        answer: 'No. The stream, the schedule and the chat are open to everyone.',
      },
      {
        question: 'How do I create an account?',
        answer: (
          <>
            Press Login at the top, choose Register, and give a username, your e-mail address and a
            password. Your display name is your username unless you choose another. Tick “I’m a
            creator” if you make music.{' '}
            <Link href="/login" className={inlineLink}>
              Sign in or register
            </Link>
            .
          </>
        ),
      },
      {
        question: 'How do I sign in?',
        answer: 'Use your username or your e-mail address, with your password.',
      },
      {
        question: 'How do I change my picture, name or bio?',
        answer: (
          <>
            Open{' '}
            <Link href="/profile" className={inlineLink}>
              My profile
            </Link>{' '}
            from the account menu. Pictures can be PNG, JPEG, WebP or GIF, up to 2 MB.
          </>
        ),
      },
      {
        question: 'How do I change my password or e-mail, or delete my account?',
        answer: (
          <>
            All three are in{' '}
            <Link href="/settings" className={inlineLink}>
              Settings
            </Link>
            . Each asks for your current password; deleting also asks you to type your username, and
            cannot be undone.
          </>
        ),
      },
      {
        question: 'I forgot my password.',
        answer: (
          <>
            Choose{' '}
            <Link href="/forgot-password" className={inlineLink}>
              Forgot password?
            </Link>{' '}
            on the sign-in page and type the e-mail address of your account: a link to choose a new
            password arrives within minutes and works once, for one hour. Setting the new password
            signs the account out everywhere. No mail? Check your spam folder, or{' '}
            <Link href="/contact" className={inlineLink}>
              contact us
            </Link>{' '}
            choosing Technical Support.
          </>
        ),
      },
      {
        question: 'Can I use a light theme, or a right-to-left layout?',
        answer:
          'Yes: the sun and pilcrow buttons at the top of every page switch them, and so does the account menu.',
      },
    ],
  },
  {
    id: 'tuneslingers',
    title: 'Tuneslingers',
    questions: [
      {
        question: 'What is Tuneslingers?',
        answer: (
          <>
            Our fair-pay platform for independent artists, still in development. Artists keep{' '}
            {shares.streaming}% of streaming revenue, {shares.merchandise}% of merchandise sales and{' '}
            {shares.tip}% of tips, against about {TRADITIONAL_STREAMING_SHARE_PERCENT}% on a
            traditional service.{' '}
            <Link href="/tuneslingers" className={inlineLink}>
              Read more
            </Link>
            .
          </>
        ),
      },
      {
        question: 'How do I get early access or apply as an artist?',
        answer: (
          <>
            The{' '}
            <Link href="/tuneslingers" className={inlineLink}>
              Tuneslingers page
            </Link>{' '}
            has one button to ask for beta access and one to apply as a launch artist.
          </>
        ),
      },
      {
        question: 'How do I get my music played on the station?',
        answer: (
          <>
            Follow the steps on{' '}
            <Link href="/music-submissions" className={inlineLink}>
              Music submissions
            </Link>
            : send it by e-mail as a .zip, MP3 or AAC. We reply within 2 to 3 business days.
          </>
        ),
      },
    ],
  },
];

/** /help: answers to what listeners, members and artists ask most, and how to reach us. */
export function HelpPage() {
  const topics = topicsFor(useArtistShares());
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
      <PageHeader
        title="Help and support"
        description="Answers to what listeners, members and artists ask us most."
      />
      <nav aria-label="Topics" className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <a key={topic.id} href={`#${topic.id}`} className="chip border border-line text-text">
            {topic.title}
          </a>
        ))}
      </nav>
      {topics.map((topic) => (
        <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-heading`}>
          <h2 id={`${topic.id}-heading`} className="mb-3 text-xl font-bold">
            {topic.title}
          </h2>
          <div className="grid gap-2">
            {topic.questions.map(({ question, answer }) => (
              <details key={question} className="panel group p-0">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 font-semibold [&::-webkit-details-marker]:hidden">
                  {question}
                  <ChevronDown
                    aria-hidden
                    size={18}
                    className="shrink-0 text-accent transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="px-4 pb-4 text-muted">{answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <section className="panel flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
        <Mail aria-hidden className="size-10 shrink-0 text-accent" />
        <div className="flex-1">
          <h2 className="text-lg font-bold">Still stuck?</h2>
          <p className="mt-1 text-muted">
            Write to us: we answer general questions within 24 to 48 hours and technical problems
            the same day.
          </p>
        </div>
        <Link href="/contact" className="btn btn-primary">
          Contact us
        </Link>
      </section>
    </div>
  );
}
