import type { CreatorAccent, CreatorCategoryId } from '../../shared/creators.constants.js';

/**
 * The demo creators a fresh platform starts with, one per category. Their accounts cannot sign in
 * (no usable password) and their profiles are marked `is_demo`, so they never count as members.
 */
export interface DemoCreator {
  username: string;
  displayName: string;
  category: CreatorCategoryId;
  accent: CreatorAccent;
  tagline: string;
  bio: string;
  subscriptionPriceCents: number;
  /** ISO 3166-1 alpha-2: the artist directory's global view groups creators by it. */
  country: string;
  posts: { title: string; content: string; teaser?: string; daysAgo: number }[];
}

export const demoCreatorSeed: DemoCreator[] = [
  {
    username: 'synthgrl',
    country: 'US',
    displayName: 'SYNTHGRL',
    category: 'music',
    accent: 'magenta',
    tagline: 'Analog dreams, digital nights',
    bio: 'Producer and live-set regular. Warm pads, arpeggios and far too many cassette decks.',
    subscriptionPriceCents: 499,
    posts: [
      {
        title: 'New single out Friday',
        content:
          '“Chrome Horizon” lands this Friday. It started as a late-night jam on a borrowed Juno and grew into six minutes of sunset.\n\nThank you for listening on the station every week.',
        daysAgo: 2,
      },
      {
        title: 'Stems and patch notes for Chrome Horizon',
        content:
          'Here are the lead and bass patches, with the delay times I used on every arp.\n\nLead: saw + square, detune 7 cents, filter at 40% with a slow envelope.',
        teaser: 'How the lead sound of “Chrome Horizon” was built, patch by patch.',
        daysAgo: 1,
      },
    ],
  },
  {
    username: 'neonmuralist',
    country: 'US',
    displayName: 'Vera Lumen',
    category: 'art-design',
    accent: 'violet',
    tagline: 'Murals that glow after dark',
    bio: 'Painter of UV-reactive walls across San Diego. Commissions open twice a year.',
    subscriptionPriceCents: 0,
    posts: [
      {
        title: 'The parking-garage wall is finished',
        content:
          'Forty litres of fluorescent paint and three nights under blacklight. Come see it on level 4.',
        daysAgo: 5,
      },
    ],
  },
  {
    username: 'retrorunner',
    country: 'GB',
    displayName: 'Max Pulse',
    category: 'fitness',
    accent: 'lime',
    tagline: '120 BPM cardio sessions',
    bio: 'Running coach. Every workout is paced to a synthwave playlist.',
    subscriptionPriceCents: 299,
    posts: [
      {
        title: 'Interval plan: Neon Nights edition',
        content: 'Warm up for one track, then alternate fast and easy with each chorus.',
        daysAgo: 3,
      },
      {
        title: 'Week 3 of the 10K plan',
        content: 'Long run on Sunday, tempo on Wednesday, and two easy runs between.',
        teaser: 'The full week-3 schedule for subscribers.',
        daysAgo: 1,
      },
    ],
  },
  {
    username: 'chromelens',
    country: 'JP',
    displayName: 'Kai Chrome',
    category: 'photography',
    accent: 'cyan',
    tagline: 'Night-city photography',
    bio: 'Long exposures, wet streets and sodium lights.',
    subscriptionPriceCents: 0,
    posts: [
      {
        title: 'Shooting in the rain',
        content: 'A cheap umbrella and a fast lens are all you need. Reflections do the rest.',
        daysAgo: 6,
      },
    ],
  },
  {
    username: 'vaporchef',
    country: 'FR',
    displayName: 'Nina Vapor',
    category: 'cooking',
    accent: 'sunset',
    tagline: 'Neon noodles and midnight snacks',
    bio: 'Late-night recipes for people who cook with the radio on.',
    subscriptionPriceCents: 0,
    posts: [
      {
        title: 'Ten-minute midnight ramen',
        content: 'Boil, crack an egg in, add chili oil and spring onion. Eat over the sink.',
        daysAgo: 4,
      },
    ],
  },
  {
    username: 'pixelracer',
    country: 'KR',
    displayName: 'Pixel Racer',
    category: 'gaming',
    accent: 'magenta',
    tagline: 'Outrun speedruns and arcade lore',
    bio: 'Arcade collector and speedrunner. Currently restoring a sit-down racing cabinet.',
    subscriptionPriceCents: 399,
    posts: [
      {
        title: 'Cabinet restoration, part 2',
        content: 'The monitor is alive again after a new capacitor kit.',
        daysAgo: 7,
      },
      {
        title: 'My route for the coastal stage',
        content: 'Stay left through the first three bends, then take the tunnel shortcut.',
        teaser: 'The lines that took two seconds off my best time.',
        daysAgo: 2,
      },
    ],
  },
  {
    username: 'gridcouture',
    country: 'IT',
    displayName: 'Grid Couture',
    category: 'fashion',
    accent: 'violet',
    tagline: 'Eighties silhouettes, future fabrics',
    bio: 'Designer of reflective jackets and very large shoulders.',
    subscriptionPriceCents: 0,
    posts: [
      {
        title: 'The reflective jacket is back',
        content: 'Restocked in three sizes. Photographs beautifully under a flash.',
        daysAgo: 8,
      },
    ],
  },
  {
    username: 'modularmentor',
    country: 'DE',
    displayName: 'Professor Patch',
    category: 'education',
    accent: 'cyan',
    tagline: 'Learn synthesis one oscillator at a time',
    bio: 'Sound-design teacher. Lessons go from a single sine wave to a full modular patch.',
    subscriptionPriceCents: 599,
    posts: [
      {
        title: 'Lesson 1: what an oscillator does',
        content:
          'An oscillator repeats a shape many times a second; how many times is the pitch.\n\nFree reading: https://en.wikipedia.org/wiki/Electronic_oscillator',
        daysAgo: 10,
      },
      {
        title: 'Lesson 2: filters and envelopes',
        content: 'A low-pass filter takes brightness away; an envelope moves it over time.',
        teaser: 'Shaping tone over time, with three exercises.',
        daysAgo: 3,
      },
    ],
  },
  {
    username: 'laughtrack84',
    country: 'CA',
    displayName: 'Laugh Track ’84',
    category: 'comedy',
    accent: 'sunset',
    tagline: 'Sketches from a VHS afterlife',
    bio: 'Comedy troupe. We only film on tape.',
    subscriptionPriceCents: 0,
    posts: [
      {
        title: 'Rewind before returning',
        content: 'Our new sketch about a video store that judges your rentals.',
        daysAgo: 9,
      },
    ],
  },
  {
    username: 'sunsetdrive',
    country: 'AU',
    displayName: 'Sunset Drive',
    category: 'lifestyle',
    accent: 'sunset',
    tagline: 'Slow living on the coast highway',
    bio: 'Road trips, coffee stops and the radio always on.',
    subscriptionPriceCents: 0,
    posts: [
      {
        title: 'Five coffee stops on the coast',
        content: 'Ranked by view, not by coffee. Number three has both.',
        daysAgo: 11,
      },
    ],
  },
  {
    username: 'miamiafterdark',
    country: 'US',
    displayName: 'Miami After Dark',
    category: 'travel',
    accent: 'magenta',
    tagline: 'City guides for night owls',
    bio: 'Where to go when the sun is down and the neon is up.',
    subscriptionPriceCents: 199,
    posts: [
      {
        title: 'Ocean Drive after midnight',
        content: 'The best hour to walk it is between one and two in the morning.',
        daysAgo: 12,
      },
    ],
  },
  {
    username: 'cyberdeck',
    country: 'SE',
    displayName: 'Cyberdeck Labs',
    category: 'technology',
    accent: 'lime',
    tagline: 'Building retro-futurist computers',
    bio: 'Portable computers in ammo cases, with mechanical keyboards and green screens.',
    subscriptionPriceCents: 0,
    posts: [
      {
        title: 'Build log: the briefcase terminal',
        content: 'A single-board computer, a 7-inch screen and a keyboard from a 1986 terminal.',
        daysAgo: 4,
      },
    ],
  },
];
