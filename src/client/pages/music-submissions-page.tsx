import {
  BarChart3,
  CheckCircle2,
  Clock,
  FileArchive,
  FileAudio,
  HelpCircle,
  ListChecks,
  LogIn,
  Mail,
  MessageSquareText,
  Radio,
  Send,
  Sparkles,
  Upload,
  UserRound,
} from 'lucide-react';
import { station } from '../../shared/site/station';
import { ActionLink } from '../components/content/action-link';
import { CallToAction } from '../components/content/call-to-action';
import { CheckList } from '../components/content/check-list';
import { ContentPage } from '../components/content/content-page';
import { ContentSection } from '../components/content/content-section';
import { FeatureGrid } from '../components/content/feature-grid';
import { mailtoHref } from '../components/content/mailto';

const REVIEW_TIME = '2-3 business days';
const FORMATS = ['.zip', 'mp3', 'AAC'] as const;

const artistInfo = [
  { label: 'Artist name', detail: 'exactly as it should be announced on air.' },
  { label: 'Contact e-mail', detail: 'where we can reach you about airplay.' },
  { label: 'Location', detail: 'your city and country.' },
  { label: 'Links and socials', detail: 'your website, Bandcamp, streaming and social pages.' },
  { label: 'Short bio', detail: 'a few sentences our DJs can read out.' },
  { label: 'Press photo', detail: 'optional, but it helps us feature you.' },
] as const;

const trackInfo = [
  { label: 'Track title', detail: 'as it appears on the release.' },
  { label: 'Genre/subgenre', detail: 'synthwave, darksynth, synthpop, and so on.' },
  { label: 'Release date', detail: 'past or upcoming.' },
  { label: 'Label or independent', detail: 'the label’s name, or “independent”.' },
  {
    label: 'Rights confirmation',
    detail:
      'a line confirming that you own the rights to the music, or have permission to send it.',
  },
  { label: 'ISRC', detail: 'optional, if the track has one.' },
] as const;

const submissionTemplate = [
  'Artist name:',
  'Contact e-mail:',
  'Location:',
  'Links and socials:',
  'Short bio:',
  '',
  'Track title:',
  'Genre/subgenre:',
  'Release date:',
  'Label or independent:',
  'ISRC (optional):',
  '',
  'I confirm that I own the rights to this music.',
  '',
  'Attached: .zip, mp3 or AAC files (and an optional press photo)',
  '',
].join('\n');

const submissionMailHref = mailtoHref(station.email, {
  subject: 'Music submission: [artist name] - [track title]',
  body: submissionTemplate,
});

/** /music-submissions: how artists send their music to the station for airplay. */
export function MusicSubmissionsPage() {
  const submit = {
    label: 'E-mail your submission',
    href: submissionMailHref,
    icon: Send,
    variant: 'primary',
  } as const;
  return (
    <ContentPage
      title="Music submissions"
      description="Made something for the night drive? Send it to us for airplay on the station."
      actions={<ActionLink action={submit} />}
    >
      <ContentSection
        title="How to submit"
        icon={Mail}
        intro={`Submissions are by e-mail only, to ${station.email}.`}
      >
        <FeatureGrid
          features={[
            {
              icon: FileAudio,
              title: '1. Prepare your files',
              description:
                'We accept only .zip, mp3 or AAC files. To send several tracks or a press photo, put them together in one .zip file.',
            },
            {
              icon: Send,
              title: '2. Send one e-mail',
              description:
                'Use the button on this page: it opens an e-mail with the subject and the list below ready to fill in.',
            },
            {
              icon: Clock,
              title: '3. Hear back from us',
              description: `Our music team listens to every submission and replies within ${REVIEW_TIME}.`,
            },
          ]}
        />
        <div className="panel flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex min-w-0 items-center gap-3">
            <FileArchive aria-hidden className="size-6 shrink-0 text-cyan" />
            <p className="font-semibold">Accepted formats</p>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Accepted formats">
            {FORMATS.map((format) => (
              <li
                key={format}
                className="chip border border-cyan/60 px-3 py-1 text-sm tracking-wider text-cyan normal-case"
              >
                {format}
              </li>
            ))}
          </ul>
        </div>
      </ContentSection>

      <ContentSection
        title="What to include"
        icon={ListChecks}
        intro="Missing details slow the review down, so please send all of these."
      >
        <div className="grid gap-5 lg:grid-cols-2">
          {[
            { id: 'artist-info', title: 'Artist information', Icon: UserRound, items: artistInfo },
            { id: 'track-info', title: 'Track information', Icon: FileAudio, items: trackInfo },
          ].map(({ id, title, Icon, items }) => (
            <section key={id} aria-labelledby={`${id}-heading`} className="panel p-6 sm:p-8">
              <h3 id={`${id}-heading`} className="mb-5 flex items-center gap-2 text-lg font-bold">
                <Icon aria-hidden className="size-5 text-accent" /> {title}
              </h3>
              <CheckList items={items} />
            </section>
          ))}
        </div>
      </ContentSection>

      <CallToAction
        title="Ready when you are"
        text={`Send your music to ${station.email} and you will hear from us within ${REVIEW_TIME}.`}
        actions={[submit]}
      />

      <ContentSection
        title="On Tuneslingers? Submit from your dashboard"
        icon={Radio}
        intro="Artists on Tuneslingers, the station’s creator platform, can also put a song forward without an e-mail: the station plays approved songs itself."
      >
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: Upload,
              title: '1. Publish a song',
              description:
                'Upload it in the artist dashboard. Once it is processed and published, it can go on air.',
            },
            {
              icon: Send,
              title: '2. Submit it for airplay',
              description:
                'In the artist dashboard’s “On the radio” list, press “Submit for airplay” beside the song. You can withdraw it at any time.',
            },
            {
              icon: CheckCircle2,
              title: '3. A DJ decides',
              description:
                'A DJ listens and approves or declines it, sometimes with a note to you. The dashboard shows where each song stands.',
            },
            {
              icon: BarChart3,
              title: '4. On air, and credited',
              description:
                'Approved songs join the station’s rotation. A premium song airs as its 30-second preview, and listeners are offered a subscription for the full track.',
              detail:
                'Every play on air is credited to you with the listeners it reached, in your analytics; listeners can tip you for the song they hear.',
            },
          ]}
        />
        <div className="panel flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="max-w-2xl text-muted">
            Not on Tuneslingers yet? Sign up, then become a creator from your dashboard: it takes a
            minute.
          </p>
          <div className="flex flex-wrap gap-2">
            <ActionLink
              action={{
                label: 'Open the artist dashboard',
                href: '/artist-dashboard',
                icon: Sparkles,
                variant: 'primary',
              }}
            />
            <ActionLink action={{ label: 'Sign up', href: '/login', icon: LogIn }} />
            <ActionLink action={{ label: 'Become a creator', href: '/dashboard' }} />
          </div>
        </div>
      </ContentSection>

      <ContentSection title="Just have a question?" icon={HelpCircle}>
        <div className="panel flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <p className="max-w-2xl text-muted">
            Questions about submitting, airplay or a track you already sent go through the contact
            form: choose “Music Submission” as the inquiry type. Please send the music itself by
            e-mail.
          </p>
          <ActionLink
            action={{
              label: 'Ask a question',
              href: '/contact?type=music',
              icon: MessageSquareText,
            }}
          />
        </div>
      </ContentSection>
    </ContentPage>
  );
}
