import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render';
import { creatorCard } from '../testing/creator-fixtures';
import { CreatorCard } from './creator-card';
import { fanCountLabel, monthlyPriceLabel } from './creator-display';

describe('CreatorCard', () => {
  it('shows the name, handle, category, tagline, fans and price, linking to the creator', () => {
    renderApp(<CreatorCard creator={creatorCard()} />);
    expect(screen.getByRole('link', { name: 'Neon Rider' })).toHaveAttribute(
      'href',
      '/creator/neonrider',
    );
    expect(screen.getByText('@neonrider')).toBeInTheDocument();
    expect(screen.getByText('Music')).toBeInTheDocument();
    expect(screen.getByText('Chasing sunsets at 120 BPM')).toBeInTheDocument();
    expect(screen.getByText('1,200 fans')).toBeInTheDocument();
    expect(screen.getByText('$4.99/month')).toBeInTheDocument();
    expect(screen.queryByText('Demo')).not.toBeInTheDocument();
    expect(document.querySelector('[data-accent="magenta"]')).not.toBeNull();
  });

  it('shows no price for a free creator', () => {
    renderApp(
      <CreatorCard
        creator={creatorCard({ subscriptionPrice: '0.00', subscriptionPriceCents: 0 })}
      />,
    );
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/month/)).not.toBeInTheDocument();
  });

  it('prices from the cents, not from the decimal string', () => {
    renderApp(
      <CreatorCard
        creator={creatorCard({ subscriptionPrice: '9.99', subscriptionPriceCents: 1000 })}
      />,
    );
    expect(screen.getByText('$10.00/month')).toBeInTheDocument();
  });

  it('marks demo creators and uses their accent', () => {
    renderApp(<CreatorCard creator={creatorCard({ demo: true, accent: 'lime' })} />);
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(document.querySelector('[data-accent="lime"]')).not.toBeNull();
  });
});

describe('monthlyPriceLabel', () => {
  it.each([
    [499, '$4.99/month'],
    [5, '$0.05/month'],
    [1000, '$10.00/month'],
    [99_999, '$999.99/month'],
    [1_234_567, '$12,345.67/month'],
  ])('formats %i cents as %s', (amount, label) => {
    expect(monthlyPriceLabel(amount)).toBe(label);
  });

  it('gives nothing for a free subscription', () => {
    expect(monthlyPriceLabel(0)).toBeNull();
  });
});

describe('fanCountLabel', () => {
  it('counts fans in English', () => {
    expect(fanCountLabel(0)).toBe('0 fans');
    expect(fanCountLabel(1)).toBe('1 fan');
    expect(fanCountLabel(12_345)).toBe('12,345 fans');
  });
});
