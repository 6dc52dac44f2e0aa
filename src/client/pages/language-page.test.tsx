import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '../lib/language';
import { renderApp, renderWithUser } from '../testing/render';
import { LanguagePage } from './language-page';

describe('/language', () => {
  it('has English selected and lists the other languages as coming', () => {
    renderApp(<LanguagePage />);
    expect(screen.getByRole('radio', { name: /English/ })).toBeChecked();
    const spanish = screen.getByRole('radio', { name: /Español/ });
    expect(spanish).toBeDisabled();
    expect(screen.getAllByText('Coming soon').length).toBeGreaterThan(3);
  });

  it('remembers a stored choice only when the site has that language', () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    renderApp(<LanguagePage />);
    expect(screen.getByRole('radio', { name: /English/ })).toBeChecked();
  });

  it('previews the right-to-left layout', async () => {
    const { user } = renderWithUser(<LanguagePage />);
    const preview = screen.getByRole('button', { name: 'Preview right-to-left' });
    await user.click(preview);
    expect(document.dir).toBe('rtl');
    expect(preview).toHaveAttribute('aria-pressed', 'true');
  });
});
