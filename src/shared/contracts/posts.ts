import { z } from 'zod';
import {
  COMMENT_MAX,
  POST_CONTENT_MAX,
  POST_TEASER_MAX,
  POST_TITLE_MAX,
  POST_VISIBILITIES,
} from '../posts.constants.js';
import { rowIdParamSchema, text } from './fields.js';
import { avatarDataSchema } from './friends.js';

export * from '../posts.constants.js';

export const postVisibilitySchema = z.enum(POST_VISIBILITIES, {
  message: 'must be public or subscribers',
});

/** Who wrote a post or a comment, as much as anyone may see. */
export const personSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  avatarData: avatarDataSchema.nullable(),
});

/**
 * A post as the caller may see it. A subscribers-only post that the caller may not read arrives
 * `locked`, with its title and teaser and `content: null`: the body is never sent.
 */
export const postSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text: paragraphs separated by blank lines; http(s) addresses become links. */
  content: z.string().nullable(),
  teaser: z.string(),
  visibility: postVisibilitySchema,
  locked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  /** False when signed out. */
  likedByMe: z.boolean(),
  /** Whether the caller may edit or delete it (its creator, or an administrator). */
  canEdit: z.boolean(),
  author: personSchema,
});

export const postPageSchema = z.object({
  posts: z.array(postSchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const latestPostsSchema = z.object({
  posts: z.array(postSchema),
  /** `following`: from the creators the member follows; `everyone`: recent public posts. */
  source: z.enum(['following', 'everyone']),
});

export const postListSchema = z.object({ posts: z.array(postSchema) });

/** `cursor`: the `nextCursor` of the page before. */
export const cursorQuerySchema = z.object({ cursor: rowIdParamSchema.optional() });

const titleSchema = text({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(POST_TITLE_MAX, `must be at most ${POST_TITLE_MAX} characters`);
const contentSchema = text({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(POST_CONTENT_MAX, `must be at most ${POST_CONTENT_MAX.toLocaleString('en-US')} characters`);
const teaserSchema = text()
  .trim()
  .max(POST_TEASER_MAX, `must be at most ${POST_TEASER_MAX} characters`);

export const createPostRequestSchema = z.object({
  title: titleSchema,
  content: contentSchema,
  visibility: postVisibilitySchema.optional().default('public'),
  teaser: teaserSchema.optional().default(''),
});

export const updatePostRequestSchema = z
  .object({
    title: titleSchema.optional(),
    content: contentSchema.optional(),
    visibility: postVisibilitySchema.optional(),
    teaser: teaserSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'nothing to change: send title, content, visibility or teaser',
  });

export const likeResultSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int(),
});

export const commentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  author: personSchema,
  /** Its writer, the post's creator or an administrator may delete it. */
  canDelete: z.boolean(),
});

export const commentPageSchema = z.object({
  comments: z.array(commentSchema),
  nextCursor: z.string().nullable(),
  commentCount: z.number().int(),
});

export const createCommentRequestSchema = z.object({
  body: text({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(COMMENT_MAX, `must be at most ${COMMENT_MAX.toLocaleString('en-US')} characters`),
});

export type Person = z.infer<typeof personSchema>;
export type Post = z.infer<typeof postSchema>;
export type PostPage = z.infer<typeof postPageSchema>;
export type LatestPosts = z.infer<typeof latestPostsSchema>;
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>;
export type LikeResult = z.infer<typeof likeResultSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type CommentPage = z.infer<typeof commentPageSchema>;
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;
