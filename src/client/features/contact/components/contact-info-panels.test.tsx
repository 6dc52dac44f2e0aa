import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render';
import {
  ResponseTimesPanel,
  SocialLinksPanel,
  STREAM_ACCOUNT_ID,
  StationInfoPanel,
} from './contact-info-panels';

describe('the panels beside the contact form', () => {
  it('gives the location, a mail link and the stream account ID', () => {
    renderApp(<StationInfoPanel />);
    const panel = screen.getByRole('region', { name: 'Station information' });
    expect(panel).toHaveTextContent('San Diego, California, USA');
    expect(within(panel).getByRole('link', { name: 'hello@nightdrive.fm' })).toHaveAttribute(
      'href',
      'mailto:hello@nightdrive.fm',
    );
    expect(panel).toHaveTextContent(`Stream account ID${STREAM_ACCOUNT_ID}`);
  });

  it('links the six social networks in new tabs, and says so', () => {
    renderApp(<SocialLinksPanel />);
    const links = within(screen.getByRole('region', { name: 'Find us on social' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual(
      ['Facebook', 'Twitter', 'Instagram', 'YouTube', 'Discord', 'TikTok'].map(
        (name) => `${name} (opens in a new tab)`,
      ),
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('states the response time for each kind of message', () => {
    renderApp(<ResponseTimesPanel />);
    const panel = screen.getByRole('region', { name: 'Response times' });
    const rows = within(panel)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'General inquiries: 24-48 hours',
      'DJ applications: 3-5 business days',
      'Technical issues: Same day',
      'Music submissions: 1 week',
    ]);
  });
});
