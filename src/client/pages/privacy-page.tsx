import { Database, Lock, Mail, Scale, Share2, Workflow } from 'lucide-react';
import { station } from '../../shared/site/station';
import { CheckList } from '../components/content/check-list';
import { ContentPage } from '../components/content/content-page';
import { ContentSection, Prose } from '../components/content/content-section';
import { LastUpdated } from '../components/content/last-updated';
import { TextLink } from '../components/content/text-link';

function Code({ children }: { children: string }) {
  return (
    <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-[0.9em] text-text">
      {children}
    </code>
  );
}

const collected = [
  {
    label: 'Your account',
    detail:
      'your username, e-mail address and password if you register, plus the display name, bio and profile picture you choose to add. We never store the password itself, only an argon2id hash of it.',
  },
  {
    label: 'Signing in',
    detail: (
      <>
        a session cookie named <Code>sid</Code>, which scripts in the page cannot read, and a
        sign-in token kept in your browser storage under <Code>authToken</Code>. Signing out removes
        both.
      </>
    ),
  },
  {
    label: 'Live chat',
    detail:
      'the messages you send and the name you chat under, kept so the room can show its recent history.',
  },
  {
    label: 'Contact form',
    detail: 'your name, e-mail address, subject and message, so we can answer you.',
  },
  {
    label: 'Song requests and votes',
    detail:
      'the artist, track and optional message and name of your request, and your votes. An anonymous listener cookie lets each listener vote once without an account.',
  },
  {
    label: 'Display preferences',
    detail:
      'your light or dark theme, language and player volume, kept in your own browser’s local storage and never sent to us. The right-to-left reading direction lasts only for your visit.',
  },
  {
    label: 'Server logs',
    detail:
      'the IP address, time, address requested and browser type of each request, which we use for security and rate limits.',
  },
] as const;

const uses = [
  { label: 'Running your account', detail: 'signing you in and showing your profile.' },
  {
    label: 'The community features',
    detail: 'showing the chat, the request queue and the vote counts.',
  },
  { label: 'Answering you', detail: 'replying to the messages you send us.' },
  {
    label: 'Keeping the station safe',
    detail: 'limiting how fast one address can send requests, and stopping spam and abuse.',
  },
] as const;

const rights = [
  {
    label: 'Access',
    detail: 'see the data we hold about you; your account details are always in your settings.',
  },
  {
    label: 'Correction',
    detail: 'fix anything that is wrong, such as your e-mail address or profile, in your settings.',
  },
  {
    label: 'Deletion',
    detail: 'delete your account from your settings, which removes it and everything in it.',
  },
  {
    label: 'Opt-out',
    detail:
      'say no to anything optional: listen and chat without an account, and clear your browser storage whenever you like.',
  },
  {
    label: 'Portability',
    detail: 'receive a copy of your data in a common, machine-readable format.',
  },
  {
    label: 'Restriction',
    detail: 'ask us to limit how we use your data while a question about it is being settled.',
  },
] as const;

const thirdParties = [
  {
    label: 'Our streaming provider',
    detail:
      'the audio stream and the now-playing information come from our streaming provider. When you press play, your browser connects to its server, which, like any web server, sees your IP address.',
  },
  {
    label: 'Privacy-focused analytics',
    detail:
      'we measure audience only in anonymised, aggregate form, such as how many people are listening, with no advertising trackers and no personal profiles.',
  },
  {
    label: 'Social media',
    detail:
      'our pages link to the station’s Facebook, Twitter, Instagram, YouTube, Discord and TikTok accounts but embed none of their widgets. Once you follow a link, that network’s own privacy policy applies.',
  },
] as const;

/** /privacy: what the site stores, why, how it is protected, and the visitor's rights. */
export function PrivacyPage() {
  const mail = `mailto:${station.email}`;
  return (
    <ContentPage
      title="Privacy policy"
      description="What we collect, why we collect it, and the rights you have over it."
    >
      <div className="grid gap-4">
        <LastUpdated />
        <Prose>
          <p>
            {station.name} is a radio station, not a data business. We collect only what the site
            needs to work, we never sell it, and we do not build advertising profiles. This page
            explains exactly what is stored when you listen, chat, register or write to us.
          </p>
        </Prose>
      </div>

      <ContentSection title="Information we collect" icon={Database}>
        <p className="max-w-3xl text-muted">
          Listening needs no account and stores nothing about you with us. Beyond that:
        </p>
        <div className="panel p-6 sm:p-8">
          <CheckList items={collected} />
        </div>
      </ContentSection>

      <ContentSection title="How we use it" icon={Workflow}>
        <div className="panel p-6 sm:p-8">
          <CheckList items={uses} />
        </div>
        <p className="max-w-3xl text-muted">
          We do not sell or rent your information, and your e-mail address is never shown to other
          listeners.
        </p>
      </ContentSection>

      <ContentSection title="Security" icon={Lock}>
        <Prose>
          <p>
            Passwords are hashed with argon2id, a modern algorithm built to resist cracking. The
            session cookie is marked HttpOnly and SameSite, so scripts cannot read it and other
            sites cannot use it to act in your name. Requests are rate-limited, and only station
            staff who need the data to do their job can reach it. No system is perfectly secure, but
            we treat yours as if it were our own.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection title="Third-party services" icon={Share2}>
        <div className="panel p-6 sm:p-8">
          <CheckList items={thirdParties} />
        </div>
      </ContentSection>

      <ContentSection
        title="Your rights"
        icon={Scale}
        intro="Whoever and wherever you are, you can ask us for any of these."
      >
        <div className="panel p-6 sm:p-8">
          <CheckList items={rights} />
        </div>
      </ContentSection>

      <ContentSection title="Contact us about privacy" icon={Mail}>
        <Prose>
          <p>
            For any question about this policy or your data, or to use one of your rights, write to{' '}
            <TextLink href={mail}>{station.email}</TextLink> or send a message through the{' '}
            <TextLink href="/contact">contact form</TextLink>. We answer every privacy request.
          </p>
        </Prose>
      </ContentSection>
    </ContentPage>
  );
}
