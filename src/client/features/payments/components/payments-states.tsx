import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DataLoading,
  DataProblem,
  emptyNoticeWith,
  type QueryResultLike,
  QueryStates,
} from '../../../components/ui/data-states';
import { type SectionProps, TitledSection } from '../../../components/ui/titled-section';

export { DataLoading as PaymentsLoading, DataProblem as PaymentsProblem };

/** Nothing here yet, and where useful a word on how it fills. */
export const PaymentsEmpty = emptyNoticeWith(Wallet);

/**
 * One of the member's or artist's money lists: "Loading your payouts…", "We could not load your
 * payouts" with a retry, the empty notice, or the children with the data.
 */
export function PaymentsQueryStates<T>({
  query,
  what,
  emptyTitle,
  emptyNote,
  isEmpty,
  children,
}: {
  query: QueryResultLike<T>;
  /** What the list holds, as in "Loading your payouts…". */
  what: string;
  emptyTitle: string;
  emptyNote?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      pending={`Loading your ${what}…`}
      problem={`We could not load your ${what}`}
      isEmpty={isEmpty}
      empty={<PaymentsEmpty title={emptyTitle}>{emptyNote}</PaymentsEmpty>}
    >
      {children}
    </QueryStates>
  );
}
/** A part of the money page under its own heading. */
export function PaymentsSection(props: SectionProps) {
  return <TitledSection {...props} level="h3" className="grid min-w-0 gap-3" />;
}
