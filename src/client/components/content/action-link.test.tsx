import { screen } from '@testing-library/react';
import { Mail } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithUser } from '../../testing/render';
import { ActionLink } from './action-link';

describe('ActionLink', () => {
  it('moves to a page of the site through the router, query included', async () => {
    const { user, history } = renderWithUser(
      <ActionLink action={{ label: 'Use the contact form', href: '/contact?type=advertise' }} />,
      { path: '/advertising' },
    );
    const link = screen.getByRole('link', { name: 'Use the contact form' });
    expect(link).toHaveAttribute('href', '/contact?type=advertise');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(history.at(-1)).toBe('/contact?type=advertise');
  });

  it('opens another website in a new tab, safely, and tells screen readers', () => {
    renderApp(<ActionLink action={{ label: 'Discord', href: 'https://discord.com/' }} />);
    const link = screen.getByRole('link', { name: 'Discord (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves a mail draft as a plain link in the same tab', () => {
    renderApp(
      <ActionLink
        action={{ label: 'Write to us', href: 'mailto:hello@nightdrive.fm', icon: Mail }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Write to us' });
    expect(link).toHaveAttribute('href', 'mailto:hello@nightdrive.fm');
    expect(link).not.toHaveAttribute('target');
  });

  it('looks like the button style it asks for', () => {
    renderApp(
      <ActionLink action={{ label: 'Listen', href: '/now-playing', variant: 'primary' }} />,
    );
    expect(screen.getByRole('link', { name: 'Listen' })).toHaveClass('btn', 'btn-primary');
  });
});
