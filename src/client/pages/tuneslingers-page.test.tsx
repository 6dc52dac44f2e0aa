import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_SETTINGS } from '../../shared/admin.constants';
import { artistShares } from '../../shared/domain/revenue';
import { station } from '../../shared/site/station';
import { RadioPlayerProvider } from '../features/radio/components/radio-player-provider';
import { ArtistSharesProvider } from '../lib/artist-shares';
import { json, stubApi } from '../testing/api-stub';
import { expectLinks, expectTexts } from '../testing/queries';
import { stubEventSource, stubRadio } from '../testing/radio';
import { renderApp } from '../testing/render';
import { TuneslingersInfoPage, TuneslingersPage } from './tuneslingers-page';

beforeEach(() => {
  stubEventSource();
  stubRadio(stubApi());
});

const pages = [
  ['/tuneslingers', TuneslingersPage],
  ['/tuneslingers-info', TuneslingersInfoPage],
] as const;

/** The admins have beta mode on: the spec's "In Development" texts and mail links show. */
function inBeta() {
  stubRadio(stubApi()).on(
    'GET /api/platform/features',
    json({ ...DEFAULT_PLATFORM_SETTINGS, betaMode: true }),
  );
}

function renderPage(path: string, Page: () => React.ReactNode) {
  return renderApp(
    <RadioPlayerProvider>
      <Page />
    </RadioPlayerProvider>,
    { path },
  );
}

describe.each(pages)('%s', (path, Page) => {
  it('is titled Tuneslingers and, in beta mode, marked In Development', async () => {
    inBeta();
    renderPage(path, Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tuneslingers');
    expect(await screen.findByText('In Development')).toBeInTheDocument();
  });

  it('carries the Beta label and the mail links in beta mode; outside it, speaks of a live platform', async () => {
    const api = stubRadio(stubApi()).on(
      'GET /api/platform/features',
      json({ ...DEFAULT_PLATFORM_SETTINGS, betaMode: true }),
    );
    const { unmount } = renderPage(path, Page);
    expect(await screen.findByText('Beta')).toHaveTextContent('Beta: Tuneslingers is in beta');
    unmount();
    api.on('GET /api/platform/features', json({ ...DEFAULT_PLATFORM_SETTINGS, betaMode: false }));
    renderPage(path, Page);
    expect(
      await screen.findByText(/station’s fair-pay platform, open to every listener and artist/),
    ).toBeInTheDocument();
    expect(screen.queryByText('In Development')).not.toBeInTheDocument();
    expect(screen.queryByText('Beta')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request beta access' })).not.toBeInTheDocument();
  });

  it('always offers the working ways in: an account, the creators, the artist dashboard', () => {
    renderPage(path, Page);
    for (const [name, href] of [
      ['Create your account', '/login'],
      ['Discover creators', '/search'],
      ['Open the artist dashboard', '/artist-dashboard'],
    ] as const) {
      const links = screen.getAllByRole('link', { name });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toHaveAttribute('href', href);
    }
  });

  it('states the shares the admins set, not numbers of its own', () => {
    renderApp(
      <ArtistSharesProvider
        shares={artistShares({ artistStreamingRate: 82, artistMerchandiseRate: 87.5 })}
      >
        <RadioPlayerProvider>
          <Page />
        </RadioPlayerProvider>
      </ArtistSharesProvider>,
      { path },
    );
    expect(
      screen.getByText(/keep 82% of their streaming revenue, 87.5% of their merchandise/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\b80%/)).not.toBeInTheDocument();
  });

  it('shows the artist shares: 80% streaming, 85% merchandise, 100% tips, real-time dashboard', () => {
    renderPage(path, Page);
    const promises = screen.getByRole('region', { name: 'What artists get' });
    for (const [figure, title] of [
      ['80%', 'Artist share of streaming revenue'],
      ['85%', 'Merchandise share'],
      ['100%', 'Of every tip'],
      ['Live', 'Real-time dashboard'],
    ] as const) {
      const card = within(promises).getByRole('heading', { name: title }).closest('li');
      expect(card).toHaveTextContent(figure);
    }
  });

  it.each([
    [
      'compares with about 12% at a traditional service, in dollars too',
      {
        region: 'The difference',
        texts: [
          'Of every $100 of streaming revenue',
          '80%$80',
          '~12%about $12',
          'more than 6 times as much',
        ],
      },
    ],
    [
      'says the shares are of what the fan pays and the fee comes out of the platform’s part',
      {
        region: 'How the shares are counted',
        texts: [
          'what the fan pays (the gross amount)',
          'processor’s fee comes out of the platform’s part',
          'a fan’s $10 subscription puts $8 in the artist’s balance',
        ],
      },
    ],
  ])('%s', (_behaviour, { region, texts }) => {
    renderPage(path, Page);
    expectTexts(screen.getByRole('region', { name: region }), texts);
  });

  it('opens mail drafts for beta access and for the launch-artist application in beta mode', async () => {
    inBeta();
    renderPage(path, Page);
    const beta = await screen.findAllByRole('link', { name: 'Request beta access' });
    const apply = screen.getAllByRole('link', { name: 'Apply as a launch artist' });
    expect(beta.length).toBeGreaterThan(0);
    expect(apply.length).toBeGreaterThan(0);
    for (const link of beta) {
      expect(link).toHaveAttribute('href', station.tuneslingers.betaAccessMail);
      expect(link.getAttribute('href')).toContain('subject=Tuneslingers%20beta%20access');
    }
    for (const link of apply) {
      expect(link).toHaveAttribute('href', station.tuneslingers.artistApplicationMail);
      expect(link.getAttribute('href')).toContain(
        'subject=Tuneslingers%20launch%20artist%20application',
      );
    }
  });
});

describe('/tuneslingers', () => {
  it('plays the station in the page', async () => {
    renderPage('/tuneslingers', TuneslingersPage);
    const player = screen.getByRole('region', { name: 'NIGHTDRIVE FM' });
    expect(
      await within(player).findByRole('button', { name: 'Play the live stream' }),
    ).toBeInTheDocument();
    expectLinks({ 'Read the details': '/tuneslingers-info' });
  });
});

describe('/tuneslingers-info', () => {
  it('leads to the artist dashboard and to creating an account, with no player', () => {
    renderPage('/tuneslingers-info', TuneslingersInfoPage);
    const dashboardLinks = screen.getAllByRole('link', { name: /artist dashboard/i });
    expect(dashboardLinks.length).toBeGreaterThan(0);
    for (const link of dashboardLinks) expect(link).toHaveAttribute('href', '/artist-dashboard');
    for (const link of screen.getAllByRole('link', { name: 'Create your account' })) {
      expect(link).toHaveAttribute('href', '/login');
    }
    expect(screen.queryByRole('button', { name: 'Play the live stream' })).not.toBeInTheDocument();
  });
});
