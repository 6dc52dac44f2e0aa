import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { answerConfirm } from '../../../testing/dialogs';
import { textsByRole } from '../../../testing/queries';
import { findToast, renderApp, renderWithUser, signIn } from '../../../testing/render';
import { comment, lockedPost, post } from '../testing/post-fixtures';
import { PostCard } from './post-card';

describe('PostCard', () => {
  it('shows the author, title, date and text with its links', () => {
    renderApp(<PostCard post={post()} />);
    expect(screen.getByRole('heading', { name: 'Night drive demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neon Rider' })).toHaveAttribute(
      'href',
      '/creator/neonrider',
    );
    expect(screen.getByText('A first sketch of the new track.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.com/demo' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T10:00:00.000Z');
  });

  it('shows a locked post’s title and teaser, no body, and no way to like or comment', () => {
    signIn();
    renderApp(<PostCard post={lockedPost()} subscriptionPriceCents={499} />);
    expect(screen.getByRole('heading', { name: 'Stems for subscribers' })).toBeInTheDocument();
    expect(
      screen.getByText('The full stems of Night Drive, for you to remix.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Subscribers only').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/is for subscribers of/)).toHaveTextContent('$4.99/month');
    expect(screen.getByRole('link', { name: 'Subscribe on their page' })).toHaveAttribute(
      'href',
      '/creator/neonrider',
    );
    expect(screen.queryByText('A first sketch of the new track.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Like/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /comments/ })).toBeDisabled();
  });

  it('marks a subscribers-only post that the reader may read', () => {
    renderApp(
      <PostCard post={post({ visibility: 'subscribers', teaser: 'Teaser', locked: false })} />,
    );
    expect(screen.getByText('Subscribers only')).toBeInTheDocument();
    expect(screen.getByText('A first sketch of the new track.')).toBeInTheDocument();
  });

  it('likes with a PUT and shows the count the server answered', async () => {
    signIn();
    const api = stubApi().on('PUT /api/posts/1/like', json({ liked: true, likeCount: 12 }));
    const { user } = renderWithUser(<PostCard post={post()} />);
    const like = screen.getByRole('button', { name: 'Like, 3 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const liked = await screen.findByRole('button', { name: 'Like, 12 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('PUT /api/posts/1/like')).toHaveLength(1);
  });

  it('unlikes with a DELETE, and says why when it fails', async () => {
    signIn();
    const api = stubApi().on(
      'DELETE /api/posts/1/like',
      apiError(429, 'RATE_LIMITED', 'Slow down a little.'),
    );
    const { user } = renderWithUser(<PostCard post={post({ likedByMe: true, likeCount: 4 })} />);
    await user.click(screen.getByRole('button', { name: 'Like, 4 likes' }));
    expect(await findToast('Slow down a little.')).toHaveTextContent('Could not unlike');
    expect(screen.getByRole('button', { name: 'Like, 4 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.calls('DELETE /api/posts/1/like')).toHaveLength(1);
  });

  it('offers visitors a way to log in instead of a like button', () => {
    renderApp(<PostCard post={post()} />, { path: '/creator/neonrider' });
    expect(screen.getByRole('link', { name: 'Log in to like, 3 likes' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcreator%2Fneonrider',
    );
    expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
  });

  it('follows the signed-in user the shell has cached, over a leftover token', async () => {
    signIn();
    const { queryClient } = renderApp(<PostCard post={post()} />);
    expect(screen.getByRole('button', { name: 'Like, 3 likes' })).toBeInTheDocument();
    act(() => queryClient.setQueryData(['/api/auth/user'], null));
    expect(
      await screen.findByRole('link', { name: 'Log in to like, 3 likes' }),
    ).toBeInTheDocument();
  });

  it('opens the comments, oldest first a page at a time, and posts one', async () => {
    signIn();
    const api = stubApi()
      .on('GET /api/posts/1/comments', ({ url }) =>
        url.searchParams.get('cursor') === 'c2'
          ? json({
              comments: [comment({ id: 12, body: 'Third' })],
              nextCursor: null,
              commentCount: 3,
            })
          : json({
              comments: [comment({ id: 10, body: 'First' }), comment({ id: 11, body: 'Second' })],
              nextCursor: 'c2',
              commentCount: 3,
            }),
      )
      .on(
        'POST /api/posts/1/comments',
        json(comment({ id: 13, body: 'Fourth', canDelete: true }), 201),
      );
    const { user } = renderWithUser(<PostCard post={post({ commentCount: 3 })} />);
    await user.click(screen.getByRole('button', { name: 'Show comments, 3 comments' }));
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(textsByRole(list)).toEqual([
      expect.stringContaining('First'),
      expect.stringContaining('Second'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    expect(await screen.findByText('Third')).toBeInTheDocument();

    await user.type(await screen.findByLabelText('Your comment'), 'Fourth');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Fourth', { selector: 'p' })).toBeInTheDocument();
    expect(api.calls('POST /api/posts/1/comments')[0]?.json()).toEqual({ body: 'Fourth' });
    expect(screen.getByLabelText('Your comment')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Hide comments, 4 comments' })).toBeInTheDocument();
  });

  it('keeps a comment’s text and says why when the server refuses it', async () => {
    signIn();
    stubApi()
      .on('GET /api/posts/1/comments', json({ comments: [], nextCursor: null, commentCount: 0 }))
      .on(
        'POST /api/posts/1/comments',
        apiError(400, 'VALIDATION_FAILED', 'Check the comment.', [
          { field: 'body', reason: 'must not contain links to that site' },
        ]),
      );
    const { user } = renderWithUser(<PostCard post={post()} />);
    await user.click(screen.getByRole('button', { name: /Show comments/ }));
    const box = await screen.findByLabelText('Your comment');
    await user.type(box, 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(
      await screen.findByText('Your comment must not contain links to that site'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Hello there');
  });

  it('lets whoever may delete a comment delete it', async () => {
    signIn();
    answerConfirm(true);
    const api = stubApi()
      .on(
        'GET /api/posts/1/comments',
        json({ comments: [comment({ canDelete: true })], nextCursor: null, commentCount: 1 }),
      )
      .on('DELETE /api/comments/10', noContent());
    const { user } = renderWithUser(<PostCard post={post({ commentCount: 1 })} />);
    await user.click(screen.getByRole('button', { name: /Show comments/ }));
    await user.click(
      await screen.findByRole('button', { name: 'Delete the comment by Synth Fan' }),
    );
    expect(await screen.findByText(/No comments yet/)).toBeInTheDocument();
    expect(api.calls('DELETE /api/comments/10')).toHaveLength(1);
  });

  it('deletes only after the creator confirms', async () => {
    signIn();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const api = stubApi().on('DELETE /api/posts/1', noContent());
    const { user } = renderWithUser(<PostCard post={post({ canEdit: true })} />);
    const remove = screen.getByRole('button', { name: 'Delete “Night drive demo”' });
    await user.click(remove);
    expect(api.calls('DELETE /api/posts/1')).toHaveLength(0);
    await user.click(remove);
    expect(await findToast('Post deleted')).toBeInTheDocument();
    expect(api.calls('DELETE /api/posts/1')).toHaveLength(1);
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('offers no editing to readers who may not edit', () => {
    renderApp(<PostCard post={post()} />);
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('offers Report on someone else’s post when the page gives a way to report', async () => {
    const onReport = vi.fn();
    const { user } = renderWithUser(<PostCard post={post()} onReport={onReport} />);
    await user.click(screen.getByRole('button', { name: 'Report “Night drive demo”' }));
    expect(onReport).toHaveBeenCalledWith(post());
  });

  it('offers no Report on one’s own post, nor without a way to report', () => {
    const { unmount } = renderApp(<PostCard post={post({ canEdit: true })} onReport={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    unmount();
    renderApp(<PostCard post={post()} />);
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });
});
