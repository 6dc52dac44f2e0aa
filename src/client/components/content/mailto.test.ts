import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('is the bare address without a draft', () => {
    expect(mailtoHref('hello@nightdrive.fm')).toBe('mailto:hello@nightdrive.fm');
  });

  it('encodes spaces as %20 and line breaks as %0A, not as form encoding', () => {
    expect(mailtoHref('hello@nightdrive.fm', { subject: 'Ad inquiry', body: 'Hi,\nMe' })).toBe(
      'mailto:hello@nightdrive.fm?subject=Ad%20inquiry&body=Hi%2C%0AMe',
    );
  });

  it('escapes characters that would end the subject early', () => {
    const href = mailtoHref('hello@nightdrive.fm', { subject: 'A & B? 100%' });
    expect(href).toBe('mailto:hello@nightdrive.fm?subject=A%20%26%20B%3F%20100%25');
    expect(decodeURIComponent(href.split('subject=')[1] ?? '')).toBe('A & B? 100%');
  });

  it('leaves out empty fields', () => {
    expect(mailtoHref('hello@nightdrive.fm', { subject: '', body: 'Hello' })).toBe(
      'mailto:hello@nightdrive.fm?body=Hello',
    );
  });
});
