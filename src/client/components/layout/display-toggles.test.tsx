import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreferencesProvider, usePreferences } from '../../lib/preferences';
import { DisplayToggles } from './display-toggles';

function renderToggles() {
  const user = userEvent.setup({ delay: null });
  render(
    <PreferencesProvider>
      <DisplayToggles />
    </PreferencesProvider>,
  );
  return {
    user,
    light: screen.getByRole('button', { name: 'Light mode' }),
    rtl: screen.getByRole('button', { name: 'Right-to-left layout' }),
  };
}

/** The theme on the document, and the one remembered in localStorage. */
function expectRememberedTheme(theme: 'light' | 'dark') {
  expect(document.documentElement.dataset.theme).toBe(theme);
  expect(localStorage.getItem('theme')).toBe(theme);
}

describe('DisplayToggles with PreferencesProvider', () => {
  it('starts dark and left-to-right, with both toggles not pressed', () => {
    const { light, rtl } = renderToggles();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.dir).toBe('ltr');
    expect(light).toHaveAttribute('aria-pressed', 'false');
    expect(rtl).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches to light mode and remembers it in localStorage', async () => {
    const { user, light } = renderToggles();
    await user.click(light);
    expectRememberedTheme('light');
    expect(light).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches back to dark mode on a second click', async () => {
    const { user, light } = renderToggles();
    await user.click(light);
    await user.click(light);
    expectRememberedTheme('dark');
    expect(light).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a light theme already set on the document', () => {
    document.documentElement.dataset.theme = 'light';
    const { light } = renderToggles();
    expect(light).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('sets the document direction to rtl and back to ltr', async () => {
    const { user, rtl } = renderToggles();
    await user.click(rtl);
    expect(document.dir).toBe('rtl');
    expect(rtl).toHaveAttribute('aria-pressed', 'true');
    await user.click(rtl);
    expect(document.dir).toBe('ltr');
    expect(rtl).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not change the theme when the direction changes', async () => {
    const { user, rtl } = renderToggles();
    await user.click(rtl);
    expectRememberedTheme('dark');
  });
});

describe('usePreferences', () => {
  it('refuses to work outside PreferencesProvider', () => {
    // React reports the thrown render error on the console; keep the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePreferences())).toThrow(/PreferencesProvider/);
  });
});
