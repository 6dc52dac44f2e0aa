import { type ReactNode, useId } from 'react';
import { type Action, ActionRow } from './action-link';

interface CallToActionProps {
  title: string;
  text: ReactNode;
  actions?: readonly Action[];
  /** Anything shown between the text and the buttons, such as the social links. */
  children?: ReactNode;
}

/** The closing band of a page: what to do next, with the buttons to do it. */
export function CallToAction({ title, text, actions = [], children }: CallToActionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="gradient-band relative isolate overflow-hidden rounded-2xl border border-line p-6 sm:p-10"
    >
      <div
        aria-hidden
        className="retro-sun pointer-events-none absolute -end-10 -bottom-16 -z-10 w-44 opacity-20 sm:w-56"
      />
      <h2 id={headingId} className="text-xl font-bold break-words sm:text-2xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted">{text}</p>
      {children ? <div className="mt-6">{children}</div> : null}
      {actions.length ? <ActionRow actions={actions} className="mt-6" /> : null}
    </section>
  );
}
