import { Check, LogIn } from 'lucide-react';
import { RSVP_CHOICES, RSVP_LABELS, type RsvpChoice } from '../../../../shared/events.constants';
import { SignInLink } from '../../../components/ui/sign-in-link';

/** Who is looking: a member answers, a visitor is asked to sign in, and while unknown, neither. */
export type EventViewer = 'checking' | 'visitor' | 'member';

interface RsvpButtonsProps {
  eventTitle: string;
  viewer: EventViewer;
  /** The member's answer, or null for none. */
  choice: RsvpChoice | null;
  /** An answer for this event is on its way, or the member's answers are still loading. */
  busy: boolean;
  /** A choice to answer with, or null to take the answer back. */
  onAnswer: (choice: RsvpChoice | null) => void;
}

/**
 * Going and Interested as toggles: pressing the one already pressed takes the answer back. The
 * server renders the page as a visitor it does not know yet, so nothing shows until the browser
 * knows who is signed in (a sign-in link flashing at members would be worse than a gap).
 */
export function RsvpButtons({ eventTitle, viewer, choice, busy, onAnswer }: RsvpButtonsProps) {
  if (viewer === 'checking') return null;
  if (viewer === 'visitor') {
    return (
      <SignInLink className="btn btn-outline btn-sm">
        <LogIn aria-hidden size={16} /> Sign in to RSVP
        <span className="sr-only"> to {eventTitle}</span>
      </SignInLink>
    );
  }
  return (
    <fieldset className="flex flex-wrap gap-2" aria-busy={busy || undefined}>
      <legend className="sr-only">Your answer for {eventTitle}</legend>
      {RSVP_CHOICES.map((option) => {
        const pressed = choice === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            disabled={busy}
            onClick={() => onAnswer(pressed ? null : option)}
            className={`btn btn-sm ${pressed ? 'btn-primary' : 'btn-ghost ring-1 ring-line'}`}
          >
            {pressed ? <Check aria-hidden size={14} /> : null}
            {RSVP_LABELS[option]}
          </button>
        );
      })}
    </fieldset>
  );
}
