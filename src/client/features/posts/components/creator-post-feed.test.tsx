import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { answerConfirm } from '../../../testing/dialogs';
import { renderApp, renderWithUser, signIn } from '../../../testing/render';
import { lockedPost, post } from '../testing/post-fixtures';
import { CreatorPostFeed } from './creator-post-feed';

describe('CreatorPostFeed', () => {
  it('shows a creator’s posts newest first and loads older ones on request', async () => {
    const api = stubApi().on('GET /api/creators/neonrider/posts', ({ url }) =>
      url.searchParams.get('cursor') === 'p2'
        ? json({ posts: [post({ id: 1, title: 'Oldest' })], nextCursor: null })
        : json({
            posts: [post({ id: 3, title: 'Newest' }), lockedPost({ id: 2, title: 'Middle' })],
            nextCursor: 'p2',
          }),
    );
    const { user } = renderWithUser(<CreatorPostFeed username="neonrider" />);
    expect(await screen.findByRole('heading', { name: 'Newest' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Oldest' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/creators/neonrider/posts').map((r) => r.url.search)).toEqual([
      '',
      '?cursor=p2',
    ]);
  });

  it('says when a creator has not posted yet', async () => {
    stubApi().on('GET /api/creators/neonrider/posts', json({ posts: [], nextCursor: null }));
    renderApp(<CreatorPostFeed username="neonrider" />);
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });

  it('explains a failure and tries again', async () => {
    let fail = true;
    stubApi().on('GET /api/creators/neonrider/posts', () =>
      fail
        ? apiError(503, 'UNAVAILABLE', 'The posts are resting.')
        : json({ posts: [post()], nextCursor: null }),
    );
    const { user } = renderWithUser(<CreatorPostFeed username="neonrider" />);
    expect(await screen.findByText('The posts are resting.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Night drive demo' })).toBeInTheDocument();
  });

  it('updates an edited post in place and drops a deleted one', async () => {
    signIn();
    answerConfirm(true);
    const api = stubApi()
      .on(
        'GET /api/creators/neonrider/posts',
        json({
          posts: [post({ id: 5, title: 'Keep me', canEdit: true }), post({ id: 4, canEdit: true })],
          nextCursor: null,
        }),
      )
      .on('PATCH /api/posts/5', ({ json: body }) =>
        json(post({ id: 5, canEdit: true, ...(body() as object) })),
      )
      .on('DELETE /api/posts/4', noContent());
    const { user } = renderWithUser(<CreatorPostFeed username="neonrider" />);

    await user.click(await screen.findByRole('button', { name: 'Edit “Keep me”' }));
    const title = await screen.findByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    await user.clear(title);
    await user.type(title, 'Kept and renamed');
    await user.click(screen.getByRole('radio', { name: /Subscribers only/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Kept and renamed' })).toBeInTheDocument();
    expect(api.calls('PATCH /api/posts/5')[0]?.json()).toMatchObject({
      title: 'Kept and renamed',
      visibility: 'subscribers',
    });

    await user.click(screen.getByRole('button', { name: 'Delete “Night drive demo”' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Night drive demo' })).not.toBeInTheDocument(),
    );
    expect(api.calls('DELETE /api/posts/4')).toHaveLength(1);
  });
});
