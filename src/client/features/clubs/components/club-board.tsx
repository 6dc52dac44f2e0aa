import { LogIn, MessagesSquare, Trash2 } from 'lucide-react';
import type { Club, ClubPost } from '../../../../shared/contracts/clubs';
import { can } from '../../../../shared/domain/policies';
import { MemberAvatar } from '../../../components/ui/avatar';
import { DataEmpty, LoadMore, QueryStates } from '../../../components/ui/data-states';
import { SignInLink } from '../../../components/ui/sign-in-link';
import { timeAgo } from '../../../lib/format';
import { useListenerTime } from '../../../lib/listener-time';
import { useClubBoard, useDeletePost } from '../hooks/use-club-board';
import { BoardPostForm } from './board-post-form';
import type { ClubViewer } from './club-viewer';

interface ClubBoardProps {
  club: Club;
  viewer: ClubViewer;
  /** Whether the reader is in the club: members write, others read (a public club's board). */
  member: boolean;
}

/** Who may write here, or how to get there. */
function Writing({ club, viewer, member }: ClubBoardProps) {
  if (viewer === undefined) return null;
  if (viewer === null) {
    return (
      <SignInLink className="btn btn-outline justify-self-start">
        <LogIn aria-hidden size={18} /> Sign in to write on the board
      </SignInLink>
    );
  }
  if (!member) return <p className="text-sm text-muted">Join the club to write on its board.</p>;
  return <BoardPostForm club={club} />;
}

/** The club's message board: the newest first, older ones a page at a time. */
export function ClubBoard({ club, viewer, member }: ClubBoardProps) {
  const board = useClubBoard(club.slug, club.visibility, true);
  const remove = useDeletePost(club.slug, club.visibility);
  const listener = useListenerTime();
  const mayDelete = (post: ClubPost) =>
    can(viewer, 'club.deletePost', { ownerId: post.author.id, clubOwnerId: club.owner.id });
  const handleDelete = (post: ClubPost) => {
    if (window.confirm('Delete this message? Nobody will see it again.')) remove.mutate(post);
  };

  return (
    <section aria-labelledby="club-board" className="panel grid gap-4 p-4 sm:p-5">
      <h2 id="club-board" className="text-xl font-bold">
        Board
      </h2>
      <Writing club={club} viewer={viewer} member={member} />
      <QueryStates
        query={board}
        pending="Loading the board…"
        problem="We could not load the board"
        isEmpty={(data) => data.pages.every((page) => page.posts.length === 0)}
        empty={
          <DataEmpty title="No messages yet" icon={MessagesSquare}>
            {member ? 'Say hello to the club!' : 'The members have not written anything yet.'}
          </DataEmpty>
        }
      >
        {(data) => (
          <ol aria-label="Board messages" className="grid gap-3">
            {data.pages.flatMap((page) =>
              page.posts.map((post) => (
                <li key={post.id} className="flex gap-3 rounded-xl border border-line p-3">
                  <MemberAvatar member={post.author} size="sm" />
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <span className="font-semibold wrap-anywhere">{post.author.displayName}</span>
                      <span className="text-muted wrap-anywhere">@{post.author.username}</span>
                      <time dateTime={post.createdAt} className="text-muted">
                        {timeAgo(post.createdAt, listener.now(), listener.locale)}
                      </time>
                    </p>
                    <p className="whitespace-pre-line wrap-anywhere">{post.message}</p>
                  </div>
                  {mayDelete(post) ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm self-start px-2"
                      disabled={remove.isPending}
                      onClick={() => handleDelete(post)}
                    >
                      <Trash2 aria-hidden size={16} />
                      <span className="sr-only">Delete the message by {post.author.username}</span>
                    </button>
                  ) : null}
                </li>
              )),
            )}
          </ol>
        )}
      </QueryStates>
      <LoadMore
        what="messages"
        hasNextPage={board.hasNextPage}
        isFetchingNextPage={board.isFetchingNextPage}
        isFetchNextPageError={board.isFetchNextPageError}
        error={board.error}
        fetchNextPage={board.fetchNextPage}
      />
    </section>
  );
}
