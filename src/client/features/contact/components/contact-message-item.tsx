import { CheckCircle2, Mail, RotateCcw } from 'lucide-react';
import { type ContactMessage, contactTypeLabel } from '../../../../shared/contracts/contact';
import { formatDateTime } from '../../../lib/format';
import { replyHref } from './reply-link';

interface ContactMessageItemProps {
  message: ContactMessage;
  /** Marks the message handled (true) or open again (false). */
  onSetHandled: (message: ContactMessage, handled: boolean) => void;
  /** While this message's change is on its way, its button waits. */
  busy: boolean;
}

/** One message in full: who wrote, about what and when, and what to do with it. */
export function ContactMessageItem({ message, onSetHandled, busy }: ContactMessageItemProps) {
  const handled = message.handledAt !== null;
  return (
    <li className="grid gap-3 rounded-xl border border-line p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-bold wrap-anywhere">{message.subject}</h3>
          <p className="text-sm wrap-anywhere text-muted">
            From <span className="font-semibold text-text">{message.name}</span>{' '}
            <span>&lt;{message.email}&gt;</span>
          </p>
        </div>
        <span className="chip bg-accent/15 text-accent-strong">
          {contactTypeLabel(message.contactType)}
        </span>
      </div>
      <p className="text-xs text-muted">
        Received <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {message.handledAt ? (
          <>
            {' · '}
            <span className="font-semibold text-cyan">
              Handled{message.handledBy ? ` by @${message.handledBy}` : ''}
            </span>{' '}
            <time dateTime={message.handledAt}>{formatDateTime(message.handledAt)}</time>
          </>
        ) : (
          <>
            {' · '}
            <span className="font-semibold text-accent-strong">Open</span>
          </>
        )}
      </p>
      <p className="text-sm whitespace-pre-wrap wrap-anywhere">{message.message}</p>
      <div className="flex flex-wrap gap-2">
        <a className="btn btn-sm btn-primary" href={replyHref(message)}>
          <Mail aria-hidden size={16} />
          Reply<span className="sr-only"> to {message.name}</span>
        </a>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={busy}
          onClick={() => onSetHandled(message, !handled)}
        >
          {handled ? <RotateCcw aria-hidden size={16} /> : <CheckCircle2 aria-hidden size={16} />}
          {handled ? 'Open again' : 'Mark handled'}
          <span className="sr-only"> (“{message.subject}”)</span>
        </button>
      </div>
    </li>
  );
}
