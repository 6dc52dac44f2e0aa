import { Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { Comment } from '../../../../shared/contracts/posts';
import { Avatar } from '../../../components/ui/avatar';
import { QueryStates } from '../../../components/ui/data-states';
import { SignInLink } from '../../../components/ui/sign-in-link';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useComments, useDeleteComment } from '../hooks/use-comments';
import { useSignedIn } from '../hooks/use-signed-in';

// The comment form (its checks and the posts contract) loads for signed-in members only.
const CommentForm = lazy(() =>
  import('./comment-form').then((module) => ({ default: module.CommentForm })),
);

function CommentItem({ comment }: { comment: Comment }) {
  const remove = useDeleteComment();
  const { author } = comment;
  return (
    <li className="flex gap-3">
      <Avatar username={author.username} src={author.avatar} face={author.avatarData} size="sm" />
      <div className="min-w-0 flex-1 rounded-xl bg-surface-2 px-3 py-2">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <Link
            href={`/creator/${encodeURIComponent(author.username)}`}
            className="font-semibold wrap-anywhere hover:text-accent hover:underline"
          >
            {author.displayName}
          </Link>
          <time dateTime={comment.createdAt} className="text-xs text-muted">
            {formatDateTime(comment.createdAt)}
          </time>
        </div>
        <p className="mt-1 wrap-anywhere whitespace-pre-line">{comment.body}</p>
      </div>
      {comment.canDelete ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm self-start px-2"
          aria-label={`Delete the comment by ${author.displayName}`}
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm('Delete this comment? This cannot be undone.')) {
              remove.mutate(comment);
            }
          }}
        >
          <Trash2 aria-hidden size={16} />
        </button>
      ) : null}
    </li>
  );
}

/** A post's comments, oldest first, with a form for signed-in members. */
export function PostComments({ postId }: { postId: number }) {
  const signedIn = useSignedIn();
  const comments = useComments(postId, true);
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <div className="grid gap-4 border-t border-line pt-4">
      <QueryStates
        query={comments}
        pending={
          <p role="status" className="text-sm text-muted">
            Loading comments…
          </p>
        }
        problem={(error, retry) => (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span>We could not load the comments: {errorMessage(error)}</span>
            <button type="button" className="btn btn-outline btn-sm" onClick={retry}>
              Try again
            </button>
          </div>
        )}
        isEmpty={() => list.length === 0}
        empty={
          <p className="text-sm text-muted">No comments yet. Be the first to say something.</p>
        }
      >
        {() => (
          <ul className="grid gap-3" aria-label="Comments">
            {list.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        )}
      </QueryStates>
      {comments.hasNextPage ? (
        <div className="grid justify-items-start gap-2">
          {comments.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-muted">
              We could not load more comments: {errorMessage(comments.error)}
            </p>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost btn-sm ring-1 ring-line"
            onClick={() => void comments.fetchNextPage()}
            disabled={comments.isFetchingNextPage}
          >
            {comments.isFetchingNextPage ? 'Loading…' : 'Show more comments'}
          </button>
        </div>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <CommentForm postId={postId} />
        </Suspense>
      ) : (
        <p className="text-sm text-muted">
          <SignInLink className="font-semibold text-accent underline underline-offset-4">
            Log in
          </SignInLink>{' '}
          to join the conversation.
        </p>
      )}
    </div>
  );
}
