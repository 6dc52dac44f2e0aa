import { z } from 'zod';
import {
  COMMENT_MAX,
  POST_CONTENT_MAX,
  POST_TEASER_MAX,
  POST_TITLE_MAX,
  POST_VISIBILITIES,
} from '../posts.constants.js';
import {
  cursorPage,
  partialUpdate,
  requiredText,
  rowIdParamSchema,
  tooLong,
  trimmedText,
} from './fields.js';
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

/** Pass `nextCursor` as `cursor` to get the next page. */
export const postPageSchema = cursorPage('posts', postSchema, z.string());

export const latestPostsSchema = z.object({
  posts: z.array(postSchema),
  /** `following`: from the creators the member follows; `everyone`: recent public posts. */
  source: z.enum(['following', 'everyone']),
});

export const postListSchema = z.object({ posts: z.array(postSchema) });

/** `cursor`: the `nextCursor` of the page before. */
export const cursorQuerySchema = z.object({ cursor: rowIdParamSchema.optional() });

/**
 * The longer limits are written with a thousands separator: "at most 20,000 characters". By
 * hand rather than with `toLocaleString`, whose first use loads the browser's number formats
 * while the page's code is still starting.
 */
const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');
const requiredLongText = (max: number) =>
  requiredText(max, 'is required', tooLong(max, withThousands(max)));

const titleSchema = requiredText(POST_TITLE_MAX);
const contentSchema = requiredLongText(POST_CONTENT_MAX);
const teaserSchema = trimmedText(POST_TEASER_MAX);

export const createPostRequestSchema = z.object({
  title: titleSchema,
  content: contentSchema,
  visibility: postVisibilitySchema.optional().default('public'),
  teaser: teaserSchema.optional().default(''),
});

export const updatePostRequestSchema = partialUpdate(
  {
    title: titleSchema.optional(),
    content: contentSchema.optional(),
    visibility: postVisibilitySchema.optional(),
    teaser: teaserSchema.optional(),
  },
  'nothing to change: send title, content, visibility or teaser',
);

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

export const commentPageSchema = cursorPage('comments', commentSchema, z.string()).extend({
  commentCount: z.number().int(),
});

export const createCommentRequestSchema = z.object({
  body: requiredLongText(COMMENT_MAX),
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
