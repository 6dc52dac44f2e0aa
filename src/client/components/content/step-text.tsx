import type { ReactNode } from 'react';

/** A step's or an era's title over its paragraph, beside a number or a date. */
export function StepText({ title, text }: { title: string; text: ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="text-lg font-bold">{title}</h3>
      <p className="mt-2 leading-relaxed text-muted">{text}</p>
    </div>
  );
}

/** The round number before a step; decorative, as the list itself is ordered. */
export function StepNumber({ number, className }: { number: number; className?: string }) {
  return (
    <span
      aria-hidden
      className={`grid size-10 place-items-center rounded-full bg-surface-2 font-display font-bold text-cyan ring-1 ring-line${className ? ` ${className}` : ''}`}
    >
      {number}
    </span>
  );
}
