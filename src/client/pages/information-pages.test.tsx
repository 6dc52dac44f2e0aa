import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { station } from '../../shared/site/station';
import { renderApp } from '../testing/render';
import { AboutPage } from './about-page';
import { AdvertisingPage } from './advertising-page';
import { ArtistsPage } from './artists-page';
import { EventsPage } from './events-page';
import { MobileAppPage } from './mobile-app-page';
import { MusicSubmissionsPage } from './music-submissions-page';
import { PlaylistsPage } from './playlists-page';
import { StorePage } from './store-page';
import { WhatIsSynthwavePage } from './what-is-synthwave-page';

const cardTitles = (regionName: string) =>
  within(screen.getByRole('region', { name: regionName }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/about', () => {
  it('tells the station’s story, mission, history and future, and links onward', () => {
    renderApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About us');
    for (const name of ['Our story', 'Our mission', 'Our history', 'Our future']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Our story' })).toHaveTextContent(
      'San Diego, California',
    );
    expect(screen.getByRole('region', { name: 'Our future' })).toHaveTextContent('Tuneslingers');
    for (const href of ['/staff', '/schedule', '/contact']) {
      expect(document.querySelector(`main a[href="${href}"], a[href="${href}"]`)).not.toBeNull();
    }
  });
});

describe('/what-is-synthwave', () => {
  it('gives the typical tempo and the six subgenres, each on a card', () => {
    renderApp(<WhatIsSynthwavePage />);
    expect(screen.getByText('80-140 BPM')).toBeInTheDocument();
    expect(cardTitles('Subgenres')).toEqual([
      'Synthwave/Retrowave',
      'Darksynth',
      'Chillwave/Vaporwave',
      'Cyberpunk',
      'Synthpop',
      'Synthrock',
    ]);
    expect(screen.getByRole('region', { name: 'Origins and history' })).toHaveTextContent('Drive');
  });

  it('ends by inviting the reader to listen live and join the chat', () => {
    renderApp(<WhatIsSynthwavePage />);
    const promo = screen.getByRole('region', { name: 'Hear it for yourself' });
    expect(within(promo).getByRole('link', { name: 'Listen live' })).toHaveAttribute(
      'href',
      '/now-playing',
    );
    expect(within(promo).getByRole('link', { name: 'Join the live chat' })).toHaveAttribute(
      'href',
      '/live-chat',
    );
  });
});

describe('the coming-soon pages', () => {
  it('/store teases merch, digital music and collectibles, and links the socials safely', () => {
    renderApp(<StorePage />);
    expect(screen.getByRole('region', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(cardTitles('What’s in the crate')).toEqual([
      'Exclusive merch',
      'Digital music',
      'Collectibles',
    ]);
    const closing = screen.getByRole('region', { name: 'Be first in line' });
    for (const network of station.social) {
      const link = within(closing).getByRole('link', {
        name: `${network.name} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('href', network.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(closing).getByRole('link', { name: 'Join the live chat' })).toHaveAttribute(
      'href',
      '/live-chat',
    );
    expect(within(closing).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('/mobile-app lists its features and the minimum iOS and Android versions', () => {
    renderApp(<MobileAppPage />);
    expect(cardTitles('What it will do')).toEqual([
      'Live streaming',
      'Offline downloads',
      'Push notifications',
      'EQ (equalizer)',
    ]);
    expect(cardTitles('System requirements')).toEqual([
      'iOS 14.0 and later',
      'Android 8.0 (API 26) and higher',
    ]);
  });

  it('/events announces shows, parties and specials, with RSVP, reminders and a calendar', () => {
    renderApp(<EventsPage />);
    expect(cardTitles('What to expect')).toEqual([
      'Live shows',
      'Listening parties',
      'Special events',
    ]);
    const planned = screen.getByRole('region', { name: 'Planned features' });
    for (const feature of ['RSVP', 'Reminders', 'Calendar']) {
      expect(within(planned).getByText(feature)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'See the schedule' })).toHaveAttribute(
      'href',
      '/schedule',
    );
  });

  it('/playlists browses by era, mood and DJ specials', () => {
    renderApp(<PlaylistsPage />);
    expect(cardTitles('Three ways to browse')).toEqual(['By era', 'By mood', 'DJ specials']);
  });

  it('/artists presents established, rising and global artists', () => {
    renderApp(<ArtistsPage />);
    expect(cardTitles('Who you will meet')).toEqual(['Established', 'Rising', 'Global']);
  });
});

describe('/advertising', () => {
  it('offers four formats to an audience of 25-45 in the US and Europe', () => {
    renderApp(<AdvertisingPage />);
    expect(cardTitles('Ways to advertise')).toEqual([
      'Audio spots',
      'Targeted campaigns',
      'Sponsorships',
      'Banner ads',
    ]);
    const audience = screen.getByRole('region', { name: 'Who you reach' });
    expect(audience).toHaveTextContent('25-45');
    expect(audience).toHaveTextContent('US & Europe');
  });

  it('takes inquiries by e-mail or through the contact form set to Advertising', () => {
    renderApp(<AdvertisingPage />);
    const mail = screen.getByRole('link', { name: 'E-mail the advertising team' });
    expect(mail.getAttribute('href')).toMatch(
      new RegExp(`^mailto:${station.email}\\?subject=Advertising%20inquiry`),
    );
    expect(screen.getByRole('link', { name: 'Use the contact form' })).toHaveAttribute(
      'href',
      '/contact?type=advertise',
    );
  });
});

describe('/music-submissions', () => {
  it('takes submissions by e-mail only, with a prepared subject and template', () => {
    renderApp(<MusicSubmissionsPage />);
    const links = screen.getAllByRole('link', { name: 'E-mail your submission' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href.startsWith(`mailto:${station.email}?subject=Music%20submission`)).toBe(true);
      expect(decodeURIComponent(href)).toContain('Track title:');
    }
    expect(screen.getByRole('region', { name: 'How to submit' })).toHaveTextContent(
      'by e-mail only',
    );
  });

  it('accepts .zip, mp3 and AAC and promises a reply within 2-3 business days', () => {
    renderApp(<MusicSubmissionsPage />);
    const formats = screen.getByRole('list', { name: 'Accepted formats' });
    expect(
      within(formats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['.zip', 'mp3', 'AAC']);
    expect(screen.getByText(/replies within 2-3 business days/)).toBeInTheDocument();
  });

  it('lists the artist and track information to send', () => {
    renderApp(<MusicSubmissionsPage />);
    const names = (region: string) =>
      within(screen.getByRole('region', { name: region }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent);
    expect(names('Artist information')).toEqual([
      'Artist name',
      'Contact e-mail',
      'Location',
      'Links and socials',
      'Short bio',
      'Press photo',
    ]);
    expect(names('Track information')).toEqual([
      'Track title',
      'Genre/subgenre',
      'Release date',
      'Label or independent',
      'Rights confirmation',
      'ISRC',
    ]);
  });

  it('explains the platform path beside the e-mail one: submit, a DJ decides, credited on air', () => {
    renderApp(<MusicSubmissionsPage />);
    const platform = screen.getByRole('region', {
      name: 'On Tuneslingers? Submit from your dashboard',
    });
    const steps = within(platform)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual([
      '1. Publish a song',
      '2. Submit it for airplay',
      '3. A DJ decides',
      '4. On air, and credited',
    ]);
    expect(platform).toHaveTextContent('approves or declines');
    expect(platform).toHaveTextContent('join the station’s rotation');
    expect(platform).toHaveTextContent('airs as its 30-second preview');
    expect(platform).toHaveTextContent('credited to you with the listeners it reached');
    expect(
      within(platform).getByRole('link', { name: 'Open the artist dashboard' }),
    ).toHaveAttribute('href', '/artist-dashboard');
    expect(within(platform).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(platform).getByRole('link', { name: 'Become a creator' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The e-mail path is still the page's own.
    expect(screen.getByRole('region', { name: 'How to submit' })).toHaveTextContent(
      'by e-mail only',
    );
  });

  it('sends questions to the contact form with the Music Submission type', () => {
    renderApp(<MusicSubmissionsPage />);
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
      'href',
      '/contact?type=music',
    );
  });
});
