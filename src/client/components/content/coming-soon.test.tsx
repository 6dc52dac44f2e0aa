import { screen, within } from '@testing-library/react';
import { Headphones, Shirt, Sparkles } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { expectLinks } from '../../testing/queries';
import { renderApp } from '../../testing/render';
import { ComingSoonPage, type ComingSoonPageProps } from './coming-soon';

const props: ComingSoonPageProps = {
  title: 'Store',
  description: 'Merch and more.',
  banner: { heading: 'Coming Soon', label: 'The station store', text: 'Being stocked now.' },
  teasers: {
    title: 'What’s in the crate',
    items: [
      { icon: Shirt, title: 'Exclusive merch', description: 'Tees and hoodies.' },
      { icon: Sparkles, title: 'Collectibles', description: 'Cassettes and vinyl.' },
    ],
  },
  closing: {
    title: 'Be first in line',
    text: 'Follow along.',
    actions: [
      { label: 'Listen live', href: '/now-playing', icon: Headphones, variant: 'primary' },
      { label: 'Contact us', href: '/contact' },
    ],
    extra: <p>Social links here</p>,
  },
};

describe('ComingSoonPage', () => {
  it('opens with the page title as the one h1, then the banner', () => {
    renderApp(<ComingSoonPage {...props} />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Store');
    const banner = screen.getByRole('region', { name: 'Coming Soon' });
    expect(within(banner).getByText('The station store')).toBeInTheDocument();
    expect(within(banner).getByText('Being stocked now.')).toBeInTheDocument();
  });

  it('says "Coming soon" above the heading unless told otherwise', () => {
    renderApp(
      <ComingSoonPage {...props} banner={{ heading: 'The app is on its way', text: 'Soon.' }} />,
    );
    const banner = screen.getByRole('region', { name: 'The app is on its way' });
    expect(within(banner).getByText('Coming soon')).toBeInTheDocument();
  });

  it('lists each teaser as a card with its own heading', () => {
    renderApp(<ComingSoonPage {...props} />);
    const teasers = screen.getByRole('region', { name: 'What’s in the crate' });
    const cards = within(teasers).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Exclusive merch',
    );
    expect(cards[1]).toHaveTextContent('Cassettes and vinyl.');
  });

  it('shows extra sections, then the closing prompt with its links', () => {
    renderApp(
      <ComingSoonPage {...props}>
        <section aria-label="Requirements">iOS 14.0 and later</section>
      </ComingSoonPage>,
    );
    expect(screen.getByRole('region', { name: 'Requirements' })).toBeInTheDocument();
    const closing = screen.getByRole('region', { name: 'Be first in line' });
    expect(within(closing).getByText('Social links here')).toBeInTheDocument();
    expectLinks({ 'Listen live': '/now-playing', 'Contact us': '/contact' }, closing);
  });
});
