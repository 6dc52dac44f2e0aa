import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, UpdatePostRequest } from '../../../../shared/contracts/posts';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { patchPost, prependMine, refreshAffectedElsewhere, removePost } from '../api/post-cache';
import {
  createPost,
  deletePost,
  likePost,
  postQueries,
  unlikePost,
  updatePost,
} from '../api/post-queries';

export function showPostError(title: string, error: unknown) {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}

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
    onError: (error) => showPostError('Post not published', error),
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
    onError: (error) => showPostError('Changes not saved', error),
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
    onError: (error) => showPostError('Could not delete the post', error),
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
    onError: (error, like) => showPostError(like ? 'Could not like' : 'Could not unlike', error),
  });
}
