import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Post } from '../../../../shared/contracts/posts';
import { useLikePost } from '../hooks/use-post-mutations';
import { useSignedIn } from '../hooks/use-signed-in';

const likes = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'like' : 'likes'}`;

/**
 * Likes a post, showing the count the server answered. Visitors get a way to log in instead,
 * and a locked post cannot be liked until the reader may read it.
 */
export function LikeButton({ post }: { post: Post }) {
  const signedIn = useSignedIn();
  const like = useLikePost(post);
  // The answer shows at once even where the post is not cached (it then arrives as a prop).
  const [shown, setShown] = useState({ liked: post.likedByMe, count: post.likeCount });
  useEffect(() => {
    setShown({ liked: post.likedByMe, count: post.likeCount });
  }, [post.likedByMe, post.likeCount]);

  const content = (
    <>
      <Heart aria-hidden size={16} className={shown.liked ? 'fill-current' : undefined} />
      <span aria-hidden className="tabular-nums">
        {shown.count.toLocaleString('en-US')}
      </span>
    </>
  );

  if (!signedIn) {
    return (
      <Link
        href="/login"
        className="btn btn-ghost btn-sm ring-1 ring-line"
        aria-label={`Log in to like (${likes(shown.count)})`}
      >
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-sm ${shown.liked ? 'btn-outline' : 'btn-ghost ring-1 ring-line'}`}
      aria-pressed={shown.liked}
      aria-label={`Like (${likes(shown.count)})`}
      title={post.locked ? 'Only subscribers can like this post' : undefined}
      disabled={post.locked || like.isPending}
      onClick={() =>
        like.mutate(!shown.liked, {
          onSuccess: (result) => setShown({ liked: result.liked, count: result.likeCount }),
        })
      }
    >
      {content}
    </button>
  );
}
