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
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'Twitter', href: 'https://twitter.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
    { name: 'Discord', href: 'https://discord.com/' },
    { name: 'TikTok', href: 'https://www.tiktok.com/' },
  ],
  tuneslingers: {
    betaAccessMail:
      'mailto:hello@nightdrive.fm?subject=Tuneslingers%20beta%20access&body=Hi!%20I%27d%20like%20early%20access%20to%20Tuneslingers.',
    artistApplicationMail:
      'mailto:hello@nightdrive.fm?subject=Tuneslingers%20launch%20artist%20application&body=Artist%20name%3A%0ALinks%20to%20my%20music%3A%0A',
  },
} as const;
