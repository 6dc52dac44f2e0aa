import { Calendar, Headphones, Mic2, Moon, Send } from 'lucide-react';
import { ComingSoonPage } from '../components/content/coming-soon';

/** /playlists: curated playlists are on their way. */
export function PlaylistsPage() {
  return (
    <ComingSoonPage
      title="Playlists"
      description="Hand-picked synthwave for every hour of the night."
      banner={{
        heading: 'Playlists are coming soon',
        text: 'Our DJs are digging through the crates to build playlists you can put on and leave on, for the drive, the desk or the dance floor.',
      }}
      teasers={{
        title: 'Three ways to browse',
        items: [
          {
            icon: Calendar,
            title: 'By era',
            description:
              'From the 1980s soundtracks that started it all to the first wave of the revival and the newest releases.',
          },
          {
            icon: Moon,
            title: 'By mood',
            description:
              'Sunset cruising, midnight focus, dark and driving, or slow and dreamy: pick the feeling, we bring the tracks.',
          },
          {
            icon: Mic2,
            title: 'DJ specials',
            description:
              'Personal selections from the voices you know on air, with the stories behind the picks.',
          },
        ],
      }}
      closing={{
        title: 'Meanwhile, on air',
        text: 'The station plays a fresh mix around the clock, and you can ask for the tracks you want to hear.',
        actions: [
          { label: 'Listen live', href: '/now-playing', icon: Headphones, variant: 'primary' },
          { label: 'Request a song', href: '/requests', icon: Send },
        ],
      }}
    />
  );
}
