import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { station } from '../../shared/site/station';
import {
  expectLinks,
  expectOpensSafelyInNewTab,
  expectTexts,
  headingTexts,
  listItemNames,
  textsByRole,
} from '../testing/queries';
import { renderApp } from '../testing/render';
import { AboutPage } from './about-page';
import { AdvertisingPage } from './advertising-page';
import { MobileAppPage } from './mobile-app-page';
import { MusicSubmissionsPage } from './music-submissions-page';
import { StorePage } from './store-page';
import { WhatIsSynthwavePage } from './what-is-synthwave-page';

const region = (name: string) => screen.getByRole('region', { name });
const cardTitles = (regionName: string) => headingTexts(3, region(regionName));

describe('/about', () => {
  it('tells the station’s story, mission, history and future, and links onward', () => {
    renderApp(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About us');
    for (const name of ['Our story', 'Our mission', 'Our history', 'Our future']) {
      expect(region(name)).toBeInTheDocument();
    }
    expect(region('Our story')).toHaveTextContent('San Diego, California');
    expect(region('Our future')).toHaveTextContent('Tuneslingers');
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
    expect(region('Origins and history')).toHaveTextContent('Drive');
  });

  it('ends by inviting the reader to listen live and join the chat', () => {
    renderApp(<WhatIsSynthwavePage />);
    expectLinks(
      { 'Listen live': '/now-playing', 'Join the live chat': '/live-chat' },
      region('Hear it for yourself'),
    );
  });
});

describe('the coming-soon pages', () => {
  it('/store teases merch, digital music and collectibles, and links the socials safely', () => {
    renderApp(<StorePage />);
    expect(region('Coming Soon')).toBeInTheDocument();
    expect(cardTitles('What’s in the crate')).toEqual([
      'Exclusive merch',
      'Digital music',
      'Collectibles',
    ]);
    const closing = region('Be first in line');
    for (const network of station.social) {
      const link = within(closing).getByRole('link', {
        name: `${network.name} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('href', network.href);
      expectOpensSafelyInNewTab(link);
    }
    expectLinks({ 'Join the live chat': '/live-chat', 'Contact us': '/contact' }, closing);
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
    expectTexts(region('Who you reach'), ['25-45', 'US & Europe']);
  });

  it('takes inquiries by e-mail or through the contact form set to Advertising', () => {
    renderApp(<AdvertisingPage />);
    const mail = screen.getByRole('link', { name: 'E-mail the advertising team' });
    expect(mail.getAttribute('href')).toMatch(
      new RegExp(`^mailto:${station.email}\\?subject=Advertising%20inquiry`),
    );
    expectLinks({ 'Use the contact form': '/contact?type=advertise' });
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
    expect(region('How to submit')).toHaveTextContent('by e-mail only');
  });

  it('accepts .zip, mp3 and AAC and promises a reply within 2-3 business days', () => {
    renderApp(<MusicSubmissionsPage />);
    const formats = screen.getByRole('list', { name: 'Accepted formats' });
    expect(textsByRole(formats)).toEqual(['.zip', 'mp3', 'AAC']);
    expect(screen.getByText(/replies within 2-3 business days/)).toBeInTheDocument();
  });

  it('lists the artist and track information to send', () => {
    renderApp(<MusicSubmissionsPage />);
    const names = (name: string) => listItemNames(region(name));
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
    expect(headingTexts(3, platform)).toEqual([
      '1. Publish a song',
      '2. Submit it for airplay',
      '3. A DJ decides',
      '4. On air, and credited',
    ]);
    expectTexts(platform, [
      'approves or declines',
      'join the station’s rotation',
      'airs as its 30-second preview',
      'credited to you with the listeners it reached',
    ]);
    expectLinks(
      {
        'Open the artist dashboard': '/artist-dashboard',
        'Sign up': '/login',
        'Become a creator': '/dashboard',
      },
      platform,
    );
    // The e-mail path is still the page's own.
    expect(region('How to submit')).toHaveTextContent('by e-mail only');
  });

  it('sends questions to the contact form with the Music Submission type', () => {
    renderApp(<MusicSubmissionsPage />);
    expectLinks({ 'Ask a question': '/contact?type=music' });
  });
});
