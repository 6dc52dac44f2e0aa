import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { station } from '../../shared/site/station';
import { expectLinks, expectTexts, headingTexts, listItemNames } from '../testing/queries';
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
    expect(headingTexts(2)).toEqual([
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
    expect(listItemNames(screen.getByRole('region', { name: 'Your rights' }))).toEqual([
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
    expectTexts(collected, ['argon2id', 'sid', 'authToken', 'IP address', 'local storage']);
    const services = screen.getByRole('region', { name: 'Third-party services' });
    expectTexts(services, ['streaming provider', 'anonymised', 'Social media']);
  });

  it('points to the contact form and the station’s e-mail', () => {
    renderApp(<PrivacyPage />);
    const contact = screen.getByRole('region', { name: 'Contact us about privacy' });
    expectLinks(
      { 'contact form': '/contact', [station.email]: `mailto:${station.email}` },
      contact,
    );
  });
});
