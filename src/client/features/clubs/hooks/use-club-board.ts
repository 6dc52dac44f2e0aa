import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Club, ClubPost, ClubPostsPage } from '../../../../shared/contracts/clubs';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { clubQueries, deletePost, writePost } from '../api/club-queries';

type Board = InfiniteData<ClubPostsPage, number | undefined>;

/** The board, once its reader may see it (an invite-only club's is for its members). */
export function useClubBoard(slug: string, visibility: Club['visibility'], enabled: boolean) {
  return useInfiniteQuery({ ...clubQueries.posts(slug, visibility), enabled });
}

/** The board's pages with `change` made to the first (newest) page or to every page. */
function editBoard(
  board: Board | undefined,
  change: (posts: ClubPost[], first: boolean) => ClubPost[],
) {
  if (!board) return board;
  return {
    ...board,
    pages: board.pages.map((page, i) => ({ ...page, posts: change(page.posts, i === 0) })),
  };
}

/** Writes on the board; the message as saved goes to the top at once. */
export function useWritePost(slug: string, visibility: Club['visibility']) {
  const queryClient = useQueryClient();
  const key = clubQueries.posts(slug, visibility).queryKey;
  return useMutation({
    mutationFn: (message: string) => writePost(slug, message),
    onSuccess: (post) => {
      queryClient.setQueryData<Board>(key, (board) =>
        editBoard(board, (posts, first) => (first ? [post, ...posts] : posts)),
      );
    },
  });
}

export function useDeletePost(slug: string, visibility: Club['visibility']) {
  const queryClient = useQueryClient();
  const key = clubQueries.posts(slug, visibility).queryKey;
  return useMutation({
    mutationFn: (post: ClubPost) => deletePost(slug, post.id),
    onSuccess: (_, deleted) => {
      queryClient.setQueryData<Board>(key, (board) =>
        editBoard(board, (posts) => posts.filter((post) => post.id !== deleted.id)),
      );
      toast({ title: 'Message deleted' });
    },
    onError: toastFailure('The message was not deleted', () => {
      void queryClient.invalidateQueries({ queryKey: key });
    }),
  });
}
