import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface DialogHeaderProps {
  /** The heading's id, which the dialog names itself by. */
  headingId: string;
  icon: ReactNode;
  title: ReactNode;
  /** A line under the title, such as what is being reported. */
  subtitle?: ReactNode;
  onClose: () => void;
}

/** A dialog's title with its icon, an optional line under it, and the Close button. */
export function DialogHeader({ headingId, icon, title, subtitle, onClose }: DialogHeaderProps) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-xl font-bold wrap-anywhere [&>svg]:size-5 [&>svg]:shrink-0 [&>svg]:text-accent"
        >
          {icon}
          {title}
        </h2>
        {subtitle ? <p className="mt-1 text-sm wrap-anywhere text-muted">{subtitle}</p> : null}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm -me-2 px-2"
        aria-label="Close"
        onClick={onClose}
      >
        <X aria-hidden size={18} />
      </button>
    </div>
  );
}
