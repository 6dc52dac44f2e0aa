import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MobileNav } from './mobile-nav';
import { navGroups } from './navigation';

function renderNav(path = '/schedule') {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <MobileNav />
    </Router>,
  );
  return memory;
}

/** Renders the menu at `path` and opens it. */
async function openNav(path?: string) {
  const user = userEvent.setup({ delay: null });
  const memory = renderNav(path);
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { user, memory };
}

describe('MobileNav', () => {
  it('starts closed', () => {
    renderNav();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens a panel with every navigation group', async () => {
    await openNav();
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    for (const group of navGroups) {
      expect(within(panel).getByRole('region', { name: group.label })).toBeInTheDocument();
    }
  });

  it('marks the current page link', async () => {
    await openNav('/schedule');
    expect(screen.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Live Chat' })).not.toHaveAttribute('aria-current');
  });

  it('closes with Escape and gives focus back to the menu button', async () => {
    const { user } = await openNav();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('navigates and closes when a link is chosen', async () => {
    const { user, memory } = await openNav();
    await user.click(screen.getByRole('link', { name: 'Live Chat' }));
    expect(memory.history.at(-1)).toBe('/live-chat');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the mail links as plain mailto anchors', async () => {
    await openNav();
    const tuneslingers = screen.getByRole('region', { name: 'Tuneslingers' });
    const mail = within(tuneslingers)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('mailto:'));
    expect(mail).toHaveLength(2);
  });
});
