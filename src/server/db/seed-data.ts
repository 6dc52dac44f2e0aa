/** The demo content a new station starts with. Admin screens edit it later. */

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

export const POWER_HOUR_HOST = 'DJ Vektor';

export const scheduleSeed = [
  {
    days: WEEKDAYS,
    startMinute: h(0),
    endMinute: h(14),
    show: 'Non-Stop Synthwave Cloud',
    host: null,
    description:
      'Hand-picked synthwave, retrowave and outrun, streaming non-stop through the night and day.',
    type: 'auto',
  },
  {
    days: WEEKDAYS,
    startMinute: h(14),
    endMinute: h(15),
    show: `${POWER_HOUR_HOST} Power Hour`,
    host: POWER_HOUR_HOST,
    description:
      'Sixty minutes of high-octane synthwave. New episodes on Thursdays; encores Monday to Wednesday and Friday.',
    type: 'live',
  },
  {
    days: WEEKDAYS,
    startMinute: h(15),
    endMinute: h(16),
    show: 'Non-Stop Synthwave Cloud',
    host: null,
    description: 'The afternoon drive: an uninterrupted hour of neon-soaked tracks.',
    type: 'auto',
  },
  {
    days: WEEKDAYS,
    startMinute: h(16),
    endMinute: h(18),
    show: 'The Eclectic Show',
    host: 'Mara Lux',
    description:
      'Two hours crossing the borders of the genre: chillwave, synthpop, darksynth and everything in between.',
    type: 'live',
  },
  {
    days: WEEKDAYS,
    startMinute: h(18),
    endMinute: h(20),
    show: 'Non-Stop Synthwave Cloud',
    host: null,
    description: 'Sunset grooves to carry you into the evening.',
    type: 'auto',
  },
  {
    days: WEEKDAYS,
    startMinute: h(20),
    endMinute: h(21),
    show: 'Neon Nights',
    host: 'Kai Neon',
    description:
      'Prime-time retrowave with new releases, listener requests and the week’s biggest anthems.',
    type: 'live',
  },
  {
    days: WEEKDAYS,
    startMinute: h(21),
    endMinute: h(24),
    show: 'Midnight Pulse',
    host: 'Jade Pulse',
    description: 'Darker, deeper and slower: darksynth and dreamwave for the late hours.',
    type: 'live',
  },
  {
    days: WEEKEND,
    startMinute: h(0),
    endMinute: h(24),
    show: 'Retro Thunder Weekend Mix',
    host: 'Rex Thunder',
    description:
      'All weekend long: live sets, classic mixes and fresh finds, mixed by the whole crew.',
    type: 'mixed',
  },
] as const;

export const staffSeed = [
  {
    slug: 'alex-reyes',
    name: 'Alex Reyes',
    title: 'Station Director',
    role: 'Founded the station in a San Diego garage and still signs off every playlist change.',
    specialty: 'Outrun & classic synthwave',
    initials: 'AR',
  },
  {
    slug: 'dj-vektor',
    name: 'DJ Vektor',
    title: 'Host, Power Hour',
    role: 'Hosts the weekday Power Hour with a new episode every Thursday.',
    specialty: 'High-energy retrowave',
    initials: 'DV',
  },
  {
    slug: 'mara-lux',
    name: 'Mara Lux',
    title: 'Host, The Eclectic Show',
    role: 'Crosses genre lines every weekday afternoon and loves a surprising segue.',
    specialty: 'Chillwave & synthpop',
    initials: 'ML',
  },
  {
    slug: 'kai-neon',
    name: 'Kai Neon',
    title: 'Host, Neon Nights',
    role: 'Runs prime time with new releases and your requests from the live chat.',
    specialty: 'New releases & anthems',
    initials: 'KN',
  },
  {
    slug: 'jade-pulse',
    name: 'Jade Pulse',
    title: 'Host, Midnight Pulse',
    role: 'Takes the late shift with slower, darker sounds for night drivers.',
    specialty: 'Darksynth & dreamwave',
    initials: 'JP',
  },
  {
    slug: 'rex-thunder',
    name: 'Rex Thunder',
    title: 'Weekend Mix Curator',
    role: 'Mixes the Retro Thunder Weekend Mix and books the guest DJs.',
    specialty: 'DJ mixes & guest sets',
    initials: 'RT',
  },
  {
    slug: 'sam-okafor',
    name: 'Sam Okafor',
    title: 'Music Director',
    role: 'Listens to every submission and builds the automated rotation.',
    specialty: 'Artist discovery',
    initials: 'SO',
  },
  {
    slug: 'lena-park',
    name: 'Lena Park',
    title: 'Broadcast Engineer',
    role: 'Keeps the stream up around the clock, from encoders to servers.',
    specialty: 'Audio processing & streaming',
    initials: 'LP',
  },
  {
    slug: 'theo-marsh',
    name: 'Theo Marsh',
    title: 'Community Manager',
    role: 'Moderates the live chat and runs the station’s social channels.',
    specialty: 'Chat, socials & events',
    initials: 'TM',
  },
] as const;

export const slideSeed = [
  {
    slug: 'synthgrl',
    title: 'SYNTHGRL',
    subtitle: 'Featured artist',
    description:
      'Shimmering leads and driving bass: SYNTHGRL’s new record is in heavy rotation all week.',
    image: '/images/slides/synthgrl.svg',
    cta: 'Listen now',
    ctaLink: '/now-playing',
  },
  {
    slug: 'digital-metropolis',
    title: 'Digital Metropolis',
    subtitle: 'Cyberpunk after dark',
    description:
      'Rain on chrome, sirens in the distance: the city soundtrack for your late-night drive.',
    image: '/images/slides/digital-metropolis.svg',
    cta: 'Tune in',
    ctaLink: '/now-playing',
  },
  {
    slug: 'constellation-vibes',
    title: 'Constellation Vibes',
    subtitle: 'Spacesynth & dreamwave',
    description: 'Drift past the stars with slow arpeggios and warm analog pads.',
    image: '/images/slides/constellation-vibes.svg',
    cta: 'Start listening',
    ctaLink: '/now-playing',
  },
  {
    slug: 'neon-boulevard',
    title: 'Neon Boulevard',
    subtitle: 'Outrun classics',
    description: 'Top down, sun setting, gated drums: the outrun anthems that started it all.',
    image: '/images/slides/neon-boulevard.svg',
    cta: 'Hit the road',
    ctaLink: '/now-playing',
  },
] as const;

export const newsCategorySeed = [
  { id: 'synthwave', name: 'Synthwave' },
  { id: 'retrowave', name: 'Retrowave' },
  { id: 'vaporwave', name: 'Vaporwave' },
  { id: 'chillwave', name: 'Chillwave' },
  { id: 'synth-rock', name: 'Synth-Rock' },
] as const;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export const demoArticleSeed = () =>
  [
    {
      title: 'Welcome to Synthwave News',
      categoryId: 'synthwave',
      publishedAt: daysAgo(0),
      sourceName: 'NightDrive FM',
      author: 'Theo Marsh',
      summary: 'This is where the station collects news from around the synthwave scene.',
      content:
        'Synthwave News gathers articles from synthwave, retrowave and vaporwave blogs and labels. Press “Get Latest News” to pull fresh stories from the configured feeds.',
      tags: ['station', 'news'],
      sourceUrl: '#sample-welcome',
    },
    {
      title: 'Why the 80s never really ended',
      categoryId: 'retrowave',
      publishedAt: daysAgo(1),
      sourceName: 'NightDrive FM',
      author: 'Alex Reyes',
      summary:
        'Retrowave keeps the neon glow of the 1980s alive for a new generation of listeners.',
      content:
        'From film scores to video games, the sound of analog synthesizers and gated drums keeps coming back. We look at why retrowave still feels fresh four decades later.',
      tags: ['retrowave', 'history', '80s'],
      sourceUrl: '#sample-80s',
    },
    {
      title: 'A beginner’s guide to vaporwave aesthetics',
      categoryId: 'vaporwave',
      publishedAt: daysAgo(2),
      sourceName: 'NightDrive FM',
      author: null,
      summary: 'Slowed samples, marble busts and mall music: a short tour of vaporwave.',
      content:
        'Vaporwave started as an internet joke and became a genre with its own visual language. Here is where to start listening.',
      tags: ['vaporwave', 'guide'],
      sourceUrl: '#sample-vaporwave',
    },
    {
      title: 'Chillwave picks for slow Sunday mornings',
      categoryId: 'chillwave',
      publishedAt: daysAgo(3),
      sourceName: 'NightDrive FM',
      author: 'Mara Lux',
      summary: 'Soft pads and hazy vocals: five records for a lazy weekend.',
      content:
        'Mara Lux from The Eclectic Show shares five chillwave records that belong on every weekend playlist.',
      tags: ['chillwave', 'playlist'],
      sourceUrl: '#sample-chillwave',
    },
    {
      title: 'When guitars met synthesizers',
      categoryId: 'synth-rock',
      publishedAt: daysAgo(4),
      sourceName: 'NightDrive FM',
      author: 'Rex Thunder',
      summary: 'Synth-rock blends arena guitars with analog synths. These bands do it best.',
      content:
        'Synth-rock takes the energy of a live band and the colour of a synthesizer rack. Rex Thunder picks the bands to know.',
      tags: ['synth-rock', 'bands'],
      sourceUrl: '#sample-synthrock',
    },
  ] as const;
