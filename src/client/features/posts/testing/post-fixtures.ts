import type { Comment, Post } from '../../../../shared/contracts/posts';

export function post(overrides: Partial<Post> = {}): Post {
  return {
    id: 1,
    title: 'Night drive demo',
    content: 'A first sketch of the new track.\n\nListen: https://example.com/demo',
    teaser: '',
    visibility: 'public',
    locked: false,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    likeCount: 3,
    commentCount: 0,
    likedByMe: false,
    canEdit: false,
    author: { username: 'neonrider', displayName: 'Neon Rider', avatar: null, avatarData: null },
    ...overrides,
  };
}

/** A subscribers-only post as someone who may not read it receives it. */
export function lockedPost(overrides: Partial<Post> = {}): Post {
  return post({
    id: 2,
    title: 'Stems for subscribers',
    content: null,
    teaser: 'The full stems of Night Drive, for you to remix.',
    visibility: 'subscribers',
    locked: true,
    ...overrides,
  });
}

export function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 10,
    postId: 1,
    body: 'Love the bassline!',
    createdAt: '2026-11-21T11:00:00.000Z',
    author: { username: 'synthfan', displayName: 'Synth Fan', avatar: null, avatarData: null },
    canDelete: false,
    ...overrides,
  };
}
