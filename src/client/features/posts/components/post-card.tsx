import { Lock, MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'wouter';
import type { Post } from '../../../../shared/contracts/posts';
import { RichText } from '../../../components/content/rich-text';
import { Avatar } from '../../../components/ui/avatar';
import { ReportButton } from '../../../components/ui/report-button';
import { formatDateTime } from '../../../lib/format';
import { useListenerTime } from '../../../lib/listener-time';
import { useComments } from '../hooks/use-comments';
import { useDeletePost, useUpdatePost } from '../hooks/use-post-mutations';
import { LikeButton } from './like-button';
import { LockedPostPanel } from './locked-post-panel';
import { PostComments } from './post-comments';

// The editor (its checks and the posts contract) loads when the creator edits a post.
const PostForm = lazy(() => import('./post-form').then((module) => ({ default: module.PostForm })));

interface PostCardProps {
  post: Post;
  /** The author's monthly price, shown on the lock of a subscribers-only post. */
  subscriptionPriceCents?: number;
  /** h2 where the card stands directly under the page's title; h3 under a section's. */
  headingLevel?: 2 | 3;
  /** Gives the card the address fragment #post-{id}, where links to the post lead (one feed per page). */
  anchor?: boolean;
  /** Offered to signed-in members on others' posts; the page opens its report dialog. */
  onReport?: (post: Post) => void;
}

/** One post: author, title, date and text (or the lock), likes, comments and the owner's tools. */
export function PostCard({
  post,
  subscriptionPriceCents,
  headingLevel = 3,
  anchor = false,
  onReport,
}: PostCardProps) {
  const { timeZone } = useListenerTime();
  const [editing, setEditing] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const update = useUpdatePost();
  const remove = useDeletePost();
  const deleting = remove.isPending;
  // Once loaded, the comments' own count follows new and deleted comments.
  const loaded = useComments(post.id, false).data?.pages.at(-1)?.commentCount;
  const commentCount = loaded ?? post.commentCount;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The same post can show twice on a page (My posts and the latest posts), so ids are per card.
  const cardId = useId();
  const titleId = `${cardId}-title`;
  const commentsId = `${cardId}-comments`;
  const { author } = post;
  const profile = `/creator/${encodeURIComponent(author.username)}`;

  return (
    <article
      id={anchor ? `post-${post.id}` : undefined}
      aria-labelledby={titleId}
      className="panel grid gap-4 p-5 sm:p-6"
    >
      <header className="flex items-start gap-3">
        <Avatar username={author.username} src={author.avatar} face={author.avatarData} size="sm" />
        <div className="min-w-0 flex-1">
          <Link
            href={profile}
            className="font-semibold wrap-anywhere hover:text-accent hover:underline"
          >
            {author.displayName}
          </Link>
          <p className="text-xs text-muted">
            <span className="break-all">@{author.username}</span> ·{' '}
            <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, timeZone)}</time>
          </p>
        </div>
      </header>

      {editing ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading the editor…</p>}>
          <PostForm
            initial={{
              title: post.title,
              content: post.content ?? '',
              visibility: post.visibility,
              teaser: post.teaser,
            }}
            submitLabel="Save changes"
            pendingLabel="Saving…"
            focusKey={1}
            onCancel={() => setEditing(false)}
            save={async (body) => {
              await update.mutateAsync({ id: post.id, body });
              setEditing(false);
            }}
          />
        </Suspense>
      ) : (
        <div className="grid gap-3">
          {post.visibility === 'subscribers' ? (
            <span className="chip justify-self-start bg-accent/15 text-accent-strong">
              <Lock aria-hidden size={12} /> Subscribers only
            </span>
          ) : null}
          <Heading id={titleId} className="text-xl font-bold wrap-anywhere">
            {post.title}
          </Heading>
          {post.locked ? (
            <>
              {post.teaser ? <RichText text={post.teaser} /> : null}
              <LockedPostPanel post={post} subscriptionPriceCents={subscriptionPriceCents} />
            </>
          ) : (
            <RichText text={post.content ?? ''} />
          )}
        </div>
      )}

      <footer className="flex flex-wrap items-center gap-2">
        <LikeButton post={post} />
        <button
          type="button"
          className="btn btn-ghost btn-sm ring-1 ring-line"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          title={post.locked ? 'Only subscribers can read the comments' : undefined}
          disabled={post.locked}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircle aria-hidden size={16} />
          <span className="sr-only">{commentsOpen ? 'Hide' : 'Show'} comments, </span>
          <span className="tabular-nums">{commentCount.toLocaleString('en-US')}</span>
          <span className="sr-only"> {commentCount === 1 ? 'comment' : 'comments'}</span>
        </button>
        {post.canEdit && !editing ? (
          <div className="ms-auto flex flex-wrap gap-2">
            {post.locked ? null : (
              <button
                type="button"
                className="btn btn-ghost btn-sm ring-1 ring-line"
                onClick={() => setEditing(true)}
                aria-label={`Edit “${post.title}”`}
              >
                <Pencil aria-hidden size={16} /> Edit
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-sm ring-1 ring-line"
              disabled={deleting}
              aria-label={`Delete “${post.title}”`}
              onClick={() => {
                if (window.confirm(`Delete “${post.title}”? This cannot be undone.`)) {
                  remove.mutate(post);
                }
              }}
            >
              <Trash2 aria-hidden size={16} /> {deleting ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        ) : null}
        {onReport && !post.canEdit ? (
          <div className="ms-auto">
            <ReportButton subject={`“${post.title}”`} onReport={() => onReport(post)} />
          </div>
        ) : null}
      </footer>

      {commentsOpen && !post.locked ? (
        <div id={commentsId}>
          <PostComments postId={post.id} />
        </div>
      ) : null}
    </article>
  );
}
