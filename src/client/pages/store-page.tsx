import { Disc3, Gem, Mail, MessagesSquare, Shirt } from 'lucide-react';
import { ComingSoonPage } from '../components/content/coming-soon';
import { SocialLinks } from '../components/content/social-links';
import { useArtistShares } from '../lib/artist-shares';

/** /store: the shop is on its way; three teasers and where to hear about it first. */
export function StorePage() {
  const shares = useArtistShares();
  return (
    <ComingSoonPage
      title="Store"
      description="Wear the station, own the music, keep a piece of the neon."
      banner={{
        heading: 'Coming Soon',
        label: 'The station store',
        text: 'The NightDrive FM store is being stocked. Merch, music and limited-run collectibles are on the way, and every artist item will pay its creator fairly through Tuneslingers.',
      }}
      teasers={{
        title: 'What’s in the crate',
        intro: 'A first look at the shelves we are filling.',
        items: [
          {
            icon: Shirt,
            title: 'Exclusive merch',
            description: `Station tees, hoodies and caps in night-drive colours, designed with the artists you hear on air. Artists keep ${shares.merchandise}% of every sale of their merch.`,
          },
          {
            icon: Disc3,
            title: 'Digital music',
            description:
              'Albums, singles and DJ mixes from the artists in our rotation, as downloads you own, with the money going to the people who made them.',
          },
          {
            icon: Gem,
            title: 'Collectibles',
            description:
              'Limited cassettes, coloured vinyl, enamel pins and signed prints. When a run is gone, it is gone.',
          },
        ],
      }}
      closing={{
        title: 'Be first in line',
        text: 'The doors open soon. Follow the station to hear the moment the first drop lands, come say hi in the live chat, or write to us about anything you would love to see on the shelves.',
        extra: <SocialLinks />,
        actions: [
          {
            label: 'Join the live chat',
            href: '/live-chat',
            icon: MessagesSquare,
            variant: 'primary',
          },
          { label: 'Contact us', href: '/contact', icon: Mail },
        ],
      }}
    />
  );
}
