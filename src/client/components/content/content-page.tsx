import type { ReactNode } from 'react';
import { PageHeader } from '../ui/page-status';

interface ContentPageProps {
  title: string;
  description?: ReactNode;
  /** A small status chip above the title, such as "Coming soon". */
  eyebrow?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of an information page: its title and intro, then its sections well spaced. */
export function ContentPage({ title, description, eyebrow, actions, children }: ContentPageProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-10 pb-4 sm:pt-14 sm:pb-6">
      {eyebrow ? <div className="mb-4">{eyebrow}</div> : null}
      <PageHeader title={title} description={description}>
        {actions}
      </PageHeader>
      <div className="mt-10 grid gap-14 sm:mt-12 sm:gap-16">{children}</div>
    </div>
  );
}

type Tone = 'cyan' | 'accent';

const toneClasses: Record<Tone, string> = {
  cyan: 'border-cyan/60 text-cyan',
  accent: 'border-accent/60 text-accent',
};

/** A rounded status label: "Coming soon", "In Development". */
export function StatusChip({
  children,
  tone = 'cyan',
  icon,
}: {
  children: ReactNode;
  tone?: Tone;
  icon?: ReactNode;
}) {
  return (
    <p className={`chip w-fit border bg-surface/60 py-1 ${toneClasses[tone]}`}>
      {icon}
      {children}
    </p>
  );
}
