import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { station } from '../../shared/site/station';
import { renderApp } from '../testing/render';
import { PrivacyPage } from './privacy-page';

describe('/privacy', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 15));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('was last updated today, whatever day that is', () => {
    renderApp(<PrivacyPage />);
    const date = screen.getByText('November 21, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2026-11-21');

    vi.setSystemTime(new Date(2027, 2, 4));
    renderApp(<PrivacyPage />);
    expect(screen.getByText('March 4, 2027')).toHaveAttribute('dateTime', '2027-03-04');
  });

  it('has the policy’s sections, in order', () => {
    renderApp(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Information we collect',
      'How we use it',
      'Security',
      'Third-party services',
      'Your rights',
      'Contact us about privacy',
    ]);
  });

  it('names the six rights', () => {
    renderApp(<PrivacyPage />);
    const rights = screen.getByRole('region', { name: 'Your rights' });
    const names = within(rights)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(names).toEqual([
      'Access',
      'Correction',
      'Deletion',
      'Opt-out',
      'Portability',
      'Restriction',
    ]);
  });

  it('says what the site really stores', () => {
    renderApp(<PrivacyPage />);
    const collected = screen.getByRole('region', { name: 'Information we collect' });
    for (const fact of ['argon2id', 'sid', 'authToken', 'IP address', 'local storage']) {
      expect(collected).toHaveTextContent(fact);
    }
    const services = screen.getByRole('region', { name: 'Third-party services' });
    expect(services).toHaveTextContent('streaming provider');
    expect(services).toHaveTextContent('anonymised');
    expect(services).toHaveTextContent('Social media');
  });

  it('points to the contact form and the station’s e-mail', () => {
    renderApp(<PrivacyPage />);
    const contact = screen.getByRole('region', { name: 'Contact us about privacy' });
    expect(within(contact).getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(contact).getByRole('link', { name: station.email })).toHaveAttribute(
      'href',
      `mailto:${station.email}`,
    );
  });
});
