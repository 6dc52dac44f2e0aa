import { describe, expect, it } from 'vitest';
import { artistShares } from '../../../shared/domain/revenue';
import {
  bottomBarLinks,
  isActiveGroup,
  isActivePath,
  type NavGroup,
  navGroups,
  navGroupsFor,
} from './navigation';

function group(label: string): NavGroup {
  const found = navGroups.find((g) => g.label === label);
  if (!found) throw new Error(`no navigation group ${label}`);
  return found;
}

function hrefs(label: string): string[] {
  return group(label).links.map((link) => link.href);
}

describe('navGroups', () => {
  it('has the seven top groups in the spec order', () => {
    expect(navGroups.map((g) => g.label)).toEqual([
      'Home',
      'Listen Live',
      'Music',
      'News/Blog',
      'About Us',
      'Store',
      'Tuneslingers',
    ]);
  });

  it('links Home to /', () => {
    expect(group('Home').href).toBe('/');
    expect(hrefs('Home')).toEqual(['/']);
  });

  it.each([
    ['Listen Live', ['/schedule', '/now-playing', '/staff', '/live-chat']],
    ['Music', ['/what-is-synthwave', '/playlists', '/artists', '/requests', '/music-submissions']],
    ['News/Blog', ['/news', '/events']],
    ['About Us', ['/about', '/contact', '/advertising', '/privacy']],
    ['Store', ['/store', '/mobile-app']],
  ])('lists the %s pages', (label, pages) => {
    expect(hrefs(label)).toEqual(pages);
  });

  it('lists the Tuneslingers pages and two external mail links', () => {
    const links = group('Tuneslingers').links;
    expect(links.slice(0, 3).map((l) => l.href)).toEqual([
      '/tuneslingers',
      '/search',
      '/artist-dashboard',
    ]);
    expect(links.slice(0, 3).every((l) => !l.external)).toBe(true);

    const mail = links.slice(3);
    expect(mail).toHaveLength(2);
    for (const link of mail) {
      expect(link.href).toMatch(/^mailto:/);
      expect(link.external).toBe(true);
    }
    expect(mail[0]?.href).toMatch(/beta/i);
    expect(mail[1]?.href).toMatch(/artist/i);
  });

  it('states the streaming share the admins set, not a number of its own', () => {
    const tuneslingers = (shares: Parameters<typeof navGroupsFor>[0]) =>
      navGroupsFor(shares)
        .find((g) => g.label === 'Tuneslingers')
        ?.links.find((l) => l.href === '/tuneslingers')?.description;
    expect(tuneslingers(artistShares())).toBe('Artists keep 80%');
    expect(tuneslingers(artistShares({ artistStreamingRate: 82 }))).toBe('Artists keep 82%');
    expect(tuneslingers(artistShares({ artistStreamingRate: 82.5 }))).toBe('Artists keep 82.5%');
  });

  it('marks only mail links as external', () => {
    for (const link of navGroups.flatMap((g) => g.links)) {
      expect(link.external === true).toBe(link.href.startsWith('mailto:'));
    }
  });

  it('gives every link a label and no route twice', () => {
    const all = navGroups.flatMap((g) => g.links);
    expect(all.every((link) => link.label.trim().length > 0)).toBe(true);
    expect(new Set(all.map((l) => l.href)).size).toBe(all.length);
  });
});

describe('bottomBarLinks', () => {
  it('links to the six phone bar destinations in order', () => {
    expect(bottomBarLinks.map((l) => l.href)).toEqual([
      '/',
      '/clubs',
      '/events',
      '/friends',
      '/avatar',
      '/dashboard',
    ]);
  });
});

describe('isActivePath', () => {
  it('treats / as active only on / and /landing', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/landing', '/')).toBe(true);
    expect(isActivePath('/home', '/')).toBe(false);
    expect(isActivePath('/news', '/')).toBe(false);
  });

  it('lights the Tuneslingers link on its second address too', () => {
    expect(isActivePath('/tuneslingers-info', '/tuneslingers')).toBe(true);
    expect(isActiveGroup('/tuneslingers-info', group('Tuneslingers'))).toBe(true);
    expect(isActivePath('/tuneslingers-info', '/')).toBe(false);
  });

  it('matches the exact path', () => {
    expect(isActivePath('/news', '/news')).toBe(true);
    expect(isActivePath('/schedule', '/news')).toBe(false);
  });

  it('matches nested paths below a link', () => {
    expect(isActivePath('/news/42', '/news')).toBe(true);
  });

  it('does not match a path that merely starts with the same letters', () => {
    expect(isActivePath('/newsletter', '/news')).toBe(false);
    expect(isActivePath('/artists', '/artist-dashboard')).toBe(false);
    expect(isActivePath('/artist-dashboard', '/artists')).toBe(false);
  });
});

describe('isActiveGroup', () => {
  it('is active when the current path belongs to one of its links', () => {
    expect(isActiveGroup('/now-playing', group('Listen Live'))).toBe(true);
    expect(isActiveGroup('/privacy', group('About Us'))).toBe(true);
    expect(isActiveGroup('/artist-dashboard', group('Tuneslingers'))).toBe(true);
  });

  it('is not active for paths outside the group', () => {
    expect(isActiveGroup('/now-playing', group('Music'))).toBe(false);
    expect(isActiveGroup('/home', group('Home'))).toBe(false);
  });

  it('makes Home active on / and /landing', () => {
    expect(isActiveGroup('/', group('Home'))).toBe(true);
    expect(isActiveGroup('/landing', group('Home'))).toBe(true);
    expect(isActiveGroup('/', group('Listen Live'))).toBe(false);
  });

  it('ignores external mail links', () => {
    const mailOnly: NavGroup = {
      label: 'Mail',
      links: [{ label: 'Write', href: 'mailto:hello@example.com', external: true }],
    };
    expect(isActiveGroup('mailto:hello@example.com', mailOnly)).toBe(false);
  });

  it('makes exactly one group active for each internal link', () => {
    for (const link of navGroups.flatMap((g) => g.links).filter((l) => !l.external)) {
      expect(navGroups.filter((g) => isActiveGroup(link.href, g))).toHaveLength(1);
    }
  });
});
