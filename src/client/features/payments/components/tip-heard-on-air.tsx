import { HandCoins } from 'lucide-react';
import { SignInLink } from '../../../components/ui/sign-in-link';
import { TipButton } from './tip-button';

interface TipHeardOnAirProps {
  /** The artist of the song on air. */
  creator: { username: string; displayName: string };
  /** The play in the station's history; without one the tip is an ordinary tip. */
  playId: number | null;
  title: string;
  signedIn: boolean;
  /** An administrator may switch tips off: the button is then left out. */
  tippingEnabled: boolean;
  /** The listener is the artist: nobody tips themselves. */
  isMe: boolean;
}

/**
 * "Tip the artist" for the song on air: the tip dialog, naming the play so the receipt and the
 * artist's statement say what was heard. Visitors are sent to sign in, as on creator pages.
 */
export function TipHeardOnAir({
  creator,
  playId,
  title,
  signedIn,
  tippingEnabled,
  isMe,
}: TipHeardOnAirProps) {
  if (!tippingEnabled || isMe) return null;
  if (!signedIn) {
    return (
      <SignInLink className="btn btn-outline btn-sm max-w-full whitespace-normal">
        <HandCoins aria-hidden size={16} /> Sign in to tip the artist
      </SignInLink>
    );
  }
  return (
    <TipButton
      username={creator.username}
      displayName={creator.displayName}
      label="Tip the artist"
      heardOnAir={
        playId === null ? undefined : { playId, song: `“${title}” by ${creator.displayName}` }
      }
    />
  );
}
