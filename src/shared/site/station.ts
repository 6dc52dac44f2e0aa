/** Facts about the station that both the pages and the server's HTML head use. */
export const station = {
  name: 'NightDrive FM',
  shortName: 'NightDrive',
  tagline: 'Synthwave, around the clock.',
  description:
    'NightDrive FM is a 24/7 synthwave internet radio station broadcasting from San Diego, California: live DJs, non-stop retro-futurist music, live chat and the Tuneslingers fair-pay artist platform.',
  location: 'San Diego, California, USA',
  email: 'hello@nightdrive.fm',
  timeZone: 'America/Los_Angeles',
  /** The station's own accounts; a deployment replaces or leaves out any of them (SOCIAL_LINKS). */
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/nightdrivefm' },
    { name: 'Twitter', href: 'https://x.com/nightdrivefm' },
    { name: 'Instagram', href: 'https://www.instagram.com/nightdrivefm' },
    { name: 'YouTube', href: 'https://www.youtube.com/@nightdrivefm' },
    { name: 'Discord', href: 'https://discord.gg/nightdrivefm' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@nightdrivefm' },
  ],
  tuneslingers: {
    betaAccessMail:
      'mailto:hello@nightdrive.fm?subject=Tuneslingers%20beta%20access&body=Hi!%20I%27d%20like%20early%20access%20to%20Tuneslingers.',
    artistApplicationMail:
      'mailto:hello@nightdrive.fm?subject=Tuneslingers%20launch%20artist%20application&body=Artist%20name%3A%0ALinks%20to%20my%20music%3A%0A',
  },
} as const;

/** The social networks the site has a mark and a link for, in the order it shows them. */
export const SOCIAL_NETWORKS = [
  'Facebook',
  'Twitter',
  'Instagram',
  'YouTube',
  'Discord',
  'TikTok',
] as const satisfies readonly (typeof station.social)[number]['name'][];
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One of the station's accounts as the pages link it. */
export interface SocialLink {
  name: SocialNetwork;
  href: string;
}

/**
 * The station's accounts with a deployment's changes: a network given a URL links there, one
 * given an empty value is left out, and one not mentioned keeps the station's own account.
 */
export function socialLinks(changes: Partial<Record<SocialNetwork, string>> = {}): SocialLink[] {
  return station.social.flatMap((network) => {
    const href = changes[network.name] ?? network.href;
    return href ? [{ name: network.name, href }] : [];
  });
}
