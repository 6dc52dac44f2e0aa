import { Award, Globe, Send, Sprout, Wallet } from 'lucide-react';
import { ComingSoonPage } from '../components/content/coming-soon';
import { useArtistShares } from '../lib/artist-shares';

/** /artists: artist profiles are on their way. */
export function ArtistsPage() {
  const shares = useArtistShares();
  return (
    <ComingSoonPage
      title="Artists"
      description="The people who make the sound of the station."
      banner={{
        heading: 'Artist pages are coming soon',
        text: 'Soon you will find the artists behind every track we play: their stories, their releases and where to support them.',
      }}
      teasers={{
        title: 'Who you will meet',
        items: [
          {
            icon: Award,
            title: 'Established',
            description:
              'The names that built the scene and still fill our rotation, with the records that defined the sound.',
          },
          {
            icon: Sprout,
            title: 'Rising',
            description:
              'New producers we cannot stop playing, caught on their way up and featured before everyone else hears them.',
          },
          {
            icon: Globe,
            title: 'Global',
            description:
              'Synthwave is made everywhere: artists from across Europe, the Americas, Asia and beyond.',
          },
        ],
      }}
      closing={{
        title: 'Are you an artist?',
        text: `Send us your music for airplay, and find out how Tuneslingers lets you keep ${shares.streaming}% of your streaming revenue.`,
        actions: [
          {
            label: 'Submit your music',
            href: '/music-submissions',
            icon: Send,
            variant: 'primary',
          },
          { label: 'About Tuneslingers', href: '/tuneslingers-info', icon: Wallet },
        ],
      }}
    />
  );
}
