import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Post } from '../../../../shared/contracts/posts';
import { SignInLink } from '../../../components/ui/sign-in-link';
import { useLikePost } from '../hooks/use-post-mutations';
import { useSignedIn } from '../hooks/use-signed-in';

/**
 * The button's name is its visible count with words around it that only screen readers get
 * ("Like, 3 likes"), so what is seen is part of what is heard.
 */
function Count({ before, count }: { before: string; count: number }) {
  return (
    <>
      <span className="sr-only">{before}, </span>
      <span className="tabular-nums">{count.toLocaleString('en-US')}</span>
      <span className="sr-only"> {count === 1 ? 'like' : 'likes'}</span>
    </>
  );
}

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

  const heart = (
    <Heart aria-hidden size={16} className={shown.liked ? 'fill-current' : undefined} />
  );

  if (!signedIn) {
    return (
      <SignInLink className="btn btn-ghost btn-sm ring-1 ring-line">
        {heart}
        <Count before="Log in to like" count={shown.count} />
      </SignInLink>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-sm ${shown.liked ? 'btn-outline' : 'btn-ghost ring-1 ring-line'}`}
      aria-pressed={shown.liked}
      title={post.locked ? 'Only subscribers can like this post' : undefined}
      disabled={post.locked || like.isPending}
      onClick={() =>
        like.mutate(!shown.liked, {
          onSuccess: (result) => setShown({ liked: result.liked, count: result.likeCount }),
        })
      }
    >
      {heart}
      <Count before="Like" count={shown.count} />
    </button>
  );
}
