import {
  BellRing,
  Download,
  Headphones,
  MessagesSquare,
  Radio,
  SlidersHorizontal,
  Smartphone,
  TabletSmartphone,
} from 'lucide-react';
import { ComingSoonPage } from '../components/content/coming-soon';
import { ContentSection } from '../components/content/content-section';
import { FeatureGrid } from '../components/content/feature-grid';

/** /mobile-app: the station app is on its way; what it will do and what it will run on. */
export function MobileAppPage() {
  return (
    <ComingSoonPage
      title="Mobile app"
      description="NightDrive FM in your pocket, for iOS and Android."
      banner={{
        heading: 'The app is on its way',
        text: 'We are building a NightDrive FM app for iPhone and Android: the live station, your favourite shows and the chat, one tap away wherever the night takes you.',
      }}
      teasers={{
        title: 'What it will do',
        intro: 'Four features the first release is built around.',
        items: [
          {
            icon: Radio,
            title: 'Live streaming',
            description:
              'The 24/7 stream in high quality, playing on in the background and from the lock screen while you drive, run or work.',
          },
          {
            icon: Download,
            title: 'Offline downloads',
            description:
              'Save DJ mixes and shows to your phone and take them where the signal does not reach.',
          },
          {
            icon: BellRing,
            title: 'Push notifications',
            description:
              'A nudge when your favourite DJ goes live, when a special show starts or when a new mix drops.',
          },
          {
            icon: SlidersHorizontal,
            title: 'EQ (equalizer)',
            description:
              'A built-in equalizer to shape the sound for earbuds, car speakers or a late-night room.',
          },
        ],
      }}
      closing={{
        title: 'Listen on your phone today',
        text: 'No need to wait: this website already works on phones. Open it in your mobile browser and press play.',
        actions: [
          { label: 'Listen live', href: '/now-playing', icon: Headphones, variant: 'primary' },
          { label: 'Join the live chat', href: '/live-chat', icon: MessagesSquare },
        ],
      }}
    >
      <ContentSection
        title="System requirements"
        intro="The app is being made for these versions and newer."
      >
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: Smartphone,
              title: 'iOS 14.0 and later',
              description: 'For iPhone and iPod touch running iOS 14.0 or any later version.',
            },
            {
              icon: TabletSmartphone,
              title: 'Android 8.0 (API 26) and higher',
              description:
                'For Android phones and tablets from Android 8.0 Oreo (API level 26) up.',
            },
          ]}
        />
      </ContentSection>
    </ComingSoonPage>
  );
}
