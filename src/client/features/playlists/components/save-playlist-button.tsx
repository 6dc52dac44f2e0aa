import { BookmarkCheck, BookmarkPlus, LogIn } from 'lucide-react';
import { SignInLink } from '../../../components/ui/sign-in-link';

/** Who is looking: a member saves, a visitor is asked to sign in, and while unknown, neither. */
export type PlaylistViewer = 'checking' | 'visitor' | 'member';

interface SavePlaylistButtonProps {
  viewer: PlaylistViewer;
  saved: boolean;
  /** A change is on its way, or whether it is saved is still being read. */
  busy: boolean;
  onChange: (saved: boolean) => void;
}

/**
 * "Save to my lists", pressed once saved ("Saved"); pressed again, it comes out of the lists.
 * The server renders the page as a visitor it does not know yet, so nothing shows until the
 * browser knows who is signed in (a sign-in link flashing at members would be worse than a gap).
 */
export function SavePlaylistButton({ viewer, saved, busy, onChange }: SavePlaylistButtonProps) {
  if (viewer === 'checking') return null;
  if (viewer === 'visitor') {
    return (
      <SignInLink className="btn btn-outline">
        <LogIn aria-hidden size={18} /> Sign in to save
      </SignInLink>
    );
  }
  return (
    <button
      type="button"
      className={`btn ${saved ? 'btn-outline' : 'btn-ghost ring-1 ring-line'}`}
      aria-pressed={saved}
      disabled={busy}
      title={saved ? 'In your lists: press to take it out' : undefined}
      onClick={() => onChange(!saved)}
    >
      {saved ? <BookmarkCheck aria-hidden size={18} /> : <BookmarkPlus aria-hidden size={18} />}
      {saved ? 'Saved' : 'Save to my lists'}
    </button>
  );
}
