import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { DEFAULT_PLATFORM_SETTINGS, SWITCHED_OFF_MESSAGES } from '../../shared/admin.constants';
import type { PlatformFeatures } from '../../shared/contracts/admin';
import { creatorProfile } from '../features/creators/testing/creator-fixtures';
import { type ApiStub, json, stubApi } from '../testing/api-stub';
import { sendReport, sentReports } from '../testing/dialogs';
import { neonrider, publicProfile } from '../testing/fixtures';
import { renderWithUser, signIn } from '../testing/render';
import { CreatorPage } from './creator-page';

interface Reportable {
  id: number;
  title: string;
}

// Both sections have their own tests; here, what the page hands them.
vi.mock('../features/posts/components/creator-post-feed', () => ({
  CreatorPostFeed: (props: { onReport?: (post: Reportable) => void }) => (
    <section aria-label="Posts">
      {props.onReport ? (
        <button type="button" onClick={() => props.onReport?.({ id: 31, title: 'Demo' })}>
          Report a post
        </button>
      ) : (
        'posts without reporting'
      )}
    </section>
  ),
}));

vi.mock('../features/songs/components/creator-songs', () => ({
  CreatorSongs: (props: {
    streamingEnabled?: boolean;
    paymentsEnabled?: boolean;
    onReport?: (song: Reportable) => void;
  }) => (
    <section aria-label="Songs">
      streaming {props.streamingEnabled ? 'on' : 'off'} · payments{' '}
      {props.paymentsEnabled ? 'on' : 'off'}
      {props.onReport ? (
        <button type="button" onClick={() => props.onReport?.({ id: 8, title: 'Sunset Grid' })}>
          Report a song
        </button>
      ) : null}
    </section>
  ),
}));

const profile = publicProfile({ bio: '' });

const fan = { ...neonrider, username: 'fan', id: 9, isCreator: false };

function stubCreatorPage(
  switches: Partial<PlatformFeatures> = {},
  visitor: 'fan' | 'creator' | 'visitor' = 'fan',
): ApiStub {
  const api = stubApi()
    .on('GET /api/platform/features', json({ ...DEFAULT_PLATFORM_SETTINGS, ...switches }))
    .on('GET /api/users/neonrider', json(profile))
    .on(
      'GET /api/creators/neonrider',
      json(
        creatorProfile({
          followedByMe: visitor === 'visitor' ? null : false,
          isMe: visitor === 'creator',
        }),
      ),
    );
  if (visitor === 'visitor') return api;
  signIn();
  return api
    .on('GET /api/auth/user', json(visitor === 'creator' ? neonrider : fan))
    .on('GET /api/bookmarks', json({ bookmarks: [] }))
    .on('GET /api/creators/neonrider/subscription', json({ subscription: null }));
}

function renderCreator() {
  const { user } = renderWithUser(<Route path="/creator/:username" component={CreatorPage} />, {
    path: '/creator/neonrider',
  });
  return { user };
}

const reportWith = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  sendReport(user, name, 'Not what it claims');

describe('/creator/:username and the platform’s switches', () => {
  it('carries the Beta label beside the creator’s name in beta mode', async () => {
    stubCreatorPage({ betaMode: true });
    renderCreator();
    const header = (await screen.findByRole('heading', { level: 1 })).closest('section');
    expect(within(header as HTMLElement).getByText('Beta')).toHaveTextContent(
      'Beta: Tuneslingers is in beta',
    );
  });

  it('carries no Beta label outside beta mode', async () => {
    stubCreatorPage({ betaMode: false });
    renderCreator();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Beta')).not.toBeInTheDocument();
  });

  it('hands the switches to the songs, and hides Subscribe and Tip with the reasons', async () => {
    stubCreatorPage({ streamingEnabled: false, paymentsEnabled: false, tippingEnabled: false });
    renderCreator();
    expect(await screen.findByRole('region', { name: 'Songs' })).toHaveTextContent(
      'streaming off · payments off',
    );
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tip' })).not.toBeInTheDocument();
    expect(screen.getByText(SWITCHED_OFF_MESSAGES.paymentsEnabled)).toBeInTheDocument();
    expect(screen.getByText(SWITCHED_OFF_MESSAGES.tippingEnabled)).toBeInTheDocument();
  });

  it('keeps everything on while the switches are on', async () => {
    stubCreatorPage();
    renderCreator();
    expect(await screen.findByRole('region', { name: 'Songs' })).toHaveTextContent(
      'streaming on · payments on',
    );
    expect(await screen.findByRole('button', { name: 'Tip' })).toBeInTheDocument();
  });
});

describe('/creator/:username reporting', () => {
  it('lets a member report the creator by their user id', async () => {
    const api = stubCreatorPage().on('POST /api/reports', json({ id: 1 }, 201));
    const { user } = renderCreator();
    await user.click(await screen.findByRole('button', { name: 'Report Neon Rider' }));
    await reportWith(user, 'Report profile');
    expect(sentReports(api)).toEqual([
      { targetType: 'profile', targetId: creatorProfile().id, reason: 'Not what it claims' },
    ]);
  });

  it('lets a member report a song and a post', async () => {
    const api = stubCreatorPage().on('POST /api/reports', json({ id: 1 }, 201));
    const { user } = renderCreator();
    await user.click(await screen.findByRole('button', { name: 'Report a song' }));
    await reportWith(user, 'Report song');
    await user.click(screen.getByRole('button', { name: 'Report a post' }));
    await reportWith(user, 'Report post');
    expect(sentReports(api)).toEqual([
      { targetType: 'song', targetId: 8, reason: 'Not what it claims' },
      { targetType: 'post', targetId: 31, reason: 'Not what it claims' },
    ]);
  });

  it('offers a visitor nothing to report', async () => {
    stubCreatorPage({}, 'visitor');
    renderCreator();
    expect(await screen.findByRole('region', { name: 'Posts' })).toHaveTextContent(
      'posts without reporting',
    );
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('offers the creator no Report on their own page or songs', async () => {
    stubCreatorPage({}, 'creator');
    renderCreator();
    await screen.findByRole('region', { name: 'Songs' });
    expect(screen.queryByRole('button', { name: 'Report Neon Rider' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report a song' })).not.toBeInTheDocument();
  });
});
