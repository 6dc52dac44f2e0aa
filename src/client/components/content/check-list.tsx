import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface CheckListItem {
  label: string;
  detail?: ReactNode;
}

/** A list of named points, each ticked off, with an optional explanation after the name. */
export function CheckList({
  items,
  icon: Icon = Check,
}: {
  items: readonly CheckListItem[];
  icon?: LucideIcon;
}) {
  return (
    <ul className="grid gap-3">
      {items.map(({ label, detail }) => (
        <li key={label} className="flex gap-3 leading-relaxed">
          <Icon aria-hidden className="mt-1 size-5 shrink-0 text-cyan" />
          <span className="min-w-0">
            <strong className="font-semibold text-text">{label}</strong>
            {detail ? <span className="text-muted">: {detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
