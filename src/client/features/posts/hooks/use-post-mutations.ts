import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, UpdatePostRequest } from '../../../../shared/contracts/posts';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { patchPost, prependMine, refreshAffectedElsewhere, removePost } from '../api/post-cache';
import {
  createPost,
  deletePost,
  likePost,
  postQueries,
  unlikePost,
  updatePost,
} from '../api/post-queries';

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      prependMine(queryClient, post);
      void queryClient.invalidateQueries({ queryKey: postQueries.latest().queryKey });
      void queryClient.invalidateQueries({
        queryKey: postQueries.byCreator(post.author.username).queryKey,
      });
      refreshAffectedElsewhere(queryClient);
      toast({ title: 'Post published', description: `“${post.title}” is live.` });
    },
    onError: toastFailure('Post not published'),
  });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePostRequest }) => updatePost(id, body),
    onSuccess: (saved) => {
      patchPost(queryClient, saved.id, () => saved);
      toast({ title: 'Post updated', description: `“${saved.title}” is saved.` });
    },
    onError: toastFailure('Changes not saved'),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) => deletePost(post.id),
    onSuccess: (_, post) => {
      removePost(queryClient, post.id);
      refreshAffectedElsewhere(queryClient);
      toast({ title: 'Post deleted', description: `“${post.title}” is gone.` });
    },
    onError: toastFailure('Could not delete the post'),
  });
}

/** Likes or unlikes a post; the server's answer gives the count everyone sees. */
export function useLikePost(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => (like ? likePost(post.id) : unlikePost(post.id)),
    onSuccess: (result) => {
      patchPost(queryClient, post.id, (cached) => ({
        ...cached,
        likedByMe: result.liked,
        likeCount: result.likeCount,
      }));
      refreshAffectedElsewhere(queryClient);
    },
    onError: (error, like) => toastFailure(like ? 'Could not like' : 'Could not unlike')(error),
  });
}
