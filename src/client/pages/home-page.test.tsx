import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RadioPlayerProvider } from '../features/radio/components/radio-player-provider';
import { json, stubApi } from '../testing/api-stub';
import { textsByRole } from '../testing/queries';
import { stubEventSource, stubRadio } from '../testing/radio';
import { renderApp } from '../testing/render';
import { HomePage } from './home-page';

/** A chat socket that never opens: the home page only needs the panel to render. */
class SilentSocket {
  onopen = null;
  onclose = null;
  onmessage = null;
  send() {}
  close() {}
}

const slides = ['SYNTHGRL', 'Digital Metropolis', 'Constellation Vibes', 'Neon Boulevard'].map(
  (title, position) => ({
    id: position + 1,
    title,
    subtitle: 'Featured',
    description: `${title} on the air.`,
    image: { src: `/images/slides/${position + 1}.svg`, srcset: null, width: 1600, height: 900 },
    cta: 'Listen now',
    ctaLink: '/now-playing',
  }),
);

function renderHome(station?: { playerEmbedUrl?: string; recentlyPlayedEmbedUrl?: string }) {
  const api = stubRadio(stubApi(), { station }).on('GET /api/slides', json({ slides }));
  renderApp(
    <RadioPlayerProvider>
      <HomePage />
    </RadioPlayerProvider>,
    { path: '/home' },
  );
  return api;
}

beforeEach(() => {
  stubEventSource();
  vi.stubGlobal('WebSocket', SilentSocket);
});

describe('HomePage', () => {
  it('opens with one heading and a band holding the carousel, the player and recently played', async () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Digital Metropolis' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured on NightDrive FM' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Play the live stream' })).toBeVisible();
    const recent = screen.getByRole('region', { name: 'Recently played' });
    expect(await within(recent).findByText('Nightcall')).toBeVisible();
    expect(screen.getByLabelText('About this list')).toHaveTextContent('The last 10 tracks');
  });

  it('uses the station’s embedded player and list when the station has them', async () => {
    renderHome({
      playerEmbedUrl: 'https://player.example.com/embed',
      recentlyPlayedEmbedUrl: 'https://player.example.com/history',
    });
    expect(await screen.findByTitle('Live radio player')).toHaveAttribute(
      'src',
      'https://player.example.com/embed',
    );
    expect(screen.getByTitle('Recently played tracks')).toHaveAttribute(
      'src',
      'https://player.example.com/history',
    );
    expect(screen.queryByRole('button', { name: 'Play the live stream' })).not.toBeInTheDocument();
  });

  it('has the live chat, the Tuneslingers teaser, the features and the way to contact us', async () => {
    renderHome();
    expect(screen.getByRole('region', { name: 'Live chat' })).toBeInTheDocument();

    const tuneslingers = screen.getByRole('region', { name: 'Tuneslingers' });
    const shares = within(tuneslingers).getByRole('list', { name: 'What artists keep' });
    expect(textsByRole(shares)).toEqual([
      '80% of streaming revenue',
      '85% of merchandise sales',
      '100% of tips',
    ]);
    expect(
      within(tuneslingers).getByRole('link', { name: /Discover Tuneslingers/ }),
    ).toHaveAttribute('href', '/tuneslingers');

    const features = screen.getByRole('region', { name: 'What the station offers' });
    expect(within(features).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);

    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await screen.findByRole('heading', { name: 'SYNTHGRL' });
  });

  it('links the programme cards to the schedule, staff, live chat and music submissions', async () => {
    renderHome();
    const programmes = screen.getByRole('region', { name: 'Featured programmes' });
    expect(
      within(programmes)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/schedule', '/staff', '/live-chat', '/music-submissions']);
    await screen.findByRole('heading', { name: 'SYNTHGRL' });
  });
});
