import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render';
import { Logo } from './logo';

/** The words of a text, lower-cased, without punctuation: how speech input hears a label. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

describe('Logo', () => {
  it('links home under a name that starts with the words it shows (label in name)', () => {
    renderApp(<Logo />);
    const link = screen.getByRole('link', { name: 'NightDrive FM 24/7, home' });
    expect(link).toHaveAttribute('href', '/');
    // Its text as one string, the way accessibility checkers read it: the two lines must not run
    // together into one word.
    const shown = words(link.textContent ?? '');
    expect(shown).toEqual(['nightdrive', 'fm', '24', '7']);
    expect(words(link.getAttribute('aria-label') ?? '').slice(0, shown.length)).toEqual(shown);
  });
});
