import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '../../../../shared/contracts/posts';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { appendComment, dropComment, refreshAffectedElsewhere } from '../api/post-cache';
import { addComment, deleteComment, postQueries } from '../api/post-queries';

/** A post's comments, fetched once the reader opens them. */
export function useComments(postId: number, open: boolean) {
  return useInfiniteQuery({ ...postQueries.comments(postId), enabled: open });
}

export function useAddComment(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addComment(postId, { body }),
    onSuccess: (comment) => {
      appendComment(queryClient, comment);
      refreshAffectedElsewhere(queryClient);
      toast({ title: 'Comment posted' });
    },
    onError: toastFailure('Comment not posted'),
  });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => deleteComment(comment.id),
    onSuccess: (_, comment) => {
      dropComment(queryClient, comment);
      refreshAffectedElsewhere(queryClient);
      toast({ title: 'Comment deleted' });
    },
    onError: toastFailure('Could not delete the comment'),
  });
}
