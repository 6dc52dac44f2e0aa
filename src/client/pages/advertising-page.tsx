import {
  Clock,
  Globe,
  Handshake,
  Mail,
  Megaphone,
  MessageSquareText,
  PanelTop,
  Radio,
  Target,
  Users,
} from 'lucide-react';
import { station } from '../../shared/site/station';
import { CallToAction } from '../components/content/call-to-action';
import { ContentPage } from '../components/content/content-page';
import { ContentSection, Prose } from '../components/content/content-section';
import { FeatureGrid } from '../components/content/feature-grid';
import { mailtoHref } from '../components/content/mailto';
import { StatStrip } from '../components/content/stat-strip';

/** The contact form opens with "Advertising" chosen as the kind of inquiry. */
const ADVERTISING_CONTACT_HREF = '/contact?type=advertise';

const advertisingMailHref = mailtoHref(station.email, {
  subject: 'Advertising inquiry',
  body: 'Company:\nWhat we would like to promote:\nPreferred format (audio spots, targeted campaigns, sponsorships, banner ads):\nTimeframe and budget:\n',
});

/** /advertising: what advertisers can book, who they reach and how to get in touch. */
export function AdvertisingPage() {
  return (
    <ContentPage
      title="Advertising"
      description="Put your brand in front of a loyal, passionate audience of synthwave fans."
    >
      <ContentSection title="Who you reach" icon={Users}>
        <StatStrip
          stats={[
            { value: '25-45', label: 'Core audience age' },
            { value: 'US & Europe', label: 'Where most listeners tune in' },
            { value: '24/7', label: 'On air, every day' },
            { value: 'Live', label: 'DJs and chat every weekday' },
          ]}
        />
        <Prose>
          <p>
            Our listeners are adults aged 25 to 45, mostly in the United States and Europe, who grew
            up with the 1980s and 1990s culture synthwave celebrates. They are drivers, gamers,
            designers, developers and night owls, and they do not just have us on in the background:
            they talk to the DJs and to each other in the live chat every day.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection
        title="Ways to advertise"
        icon={Megaphone}
        intro="Every campaign is planned with you and voiced to fit the station."
      >
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: Radio,
              title: 'Audio spots',
              description:
                'Short spots played between tracks, produced with you or by us in the station’s own sound.',
            },
            {
              icon: Target,
              title: 'Targeted campaigns',
              description:
                'Reach listeners by show, time of day or day of the week, from the afternoon Power Hour to the late-night shows.',
            },
            {
              icon: Handshake,
              title: 'Sponsorships',
              description:
                'Present a show, a special broadcast or a listening party, with on-air mentions from the DJs.',
            },
            {
              icon: PanelTop,
              title: 'Banner ads',
              description:
                'Display placements on the station’s website, seen by listeners while the music plays.',
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="Why the station" icon={Globe}>
        <FeatureGrid
          features={[
            {
              icon: Clock,
              title: 'Always on',
              description: 'Your message airs around the clock, not only in a morning slot.',
            },
            {
              icon: Users,
              title: 'A real community',
              description: 'Listeners who trust the voices on air and tune in day after day.',
            },
            {
              icon: Handshake,
              title: 'A good fit',
              description:
                'We take on brands that suit the music and the audience, so your ad is welcome.',
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Start a conversation"
        text={`Tell us about your brand and what you would like to achieve. Write to ${station.email}, or use the contact form with “Advertising” as the inquiry type, and we will come back with options and rates.`}
        actions={[
          {
            label: 'E-mail the advertising team',
            href: advertisingMailHref,
            icon: Mail,
            variant: 'primary',
          },
          {
            label: 'Use the contact form',
            href: ADVERTISING_CONTACT_HREF,
            icon: MessageSquareText,
          },
        ]}
      />
    </ContentPage>
  );
}
