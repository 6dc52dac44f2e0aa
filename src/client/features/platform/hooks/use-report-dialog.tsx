import { useMutation } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { REPORT_TARGET_LABELS, type ReportTarget } from '../../../../shared/admin.constants';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { sendReport } from '../api/platform-queries';

// The dialog (its form and the report contract) loads with the first report.
const ReportDialog = lazy(() =>
  import('../../../components/ui/report-dialog').then((module) => ({
    default: module.ReportDialog,
  })),
);

/** What a member reports: a post, song or chat message by its id, a creator by their user id. */
export interface Reportable {
  type: ReportTarget;
  id: number;
  /** Shown under the dialog's heading, so the member sees what they are reporting. */
  name?: string;
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}

/**
 * One report dialog for a page: `report(target)` opens it, and the page renders `dialog` once.
 * A report made before needs nothing more from the member, so that refusal closes the dialog
 * like a report sent; any other refusal keeps it open with the member's words.
 */
export function useReportDialog(): { report: (target: Reportable) => void; dialog: ReactNode } {
  const [target, setTarget] = useState<Reportable | null>(null);
  const [open, setOpen] = useState(false);
  const send = useSendReport();

  const report = useCallback((next: Reportable) => {
    setTarget(next);
    setOpen(true);
  }, []);

  const handleSubmit = async (reason: string) => {
    if (!target) return;
    try {
      await send.mutateAsync({ targetType: target.type, targetId: target.id, reason });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'ALREADY_REPORTED')) throw error;
      toast({ title: 'Already reported', description: error.friendlyMessage });
      return;
    }
    toast({ title: 'Report sent', description: 'Thank you. An administrator will look at it.' });
  };

  const dialog = target ? (
    <Suspense fallback={null}>
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        targetLabel={REPORT_TARGET_LABELS[target.type]}
        targetName={target.name}
        onSubmit={handleSubmit}
      />
    </Suspense>
  ) : null;
  return { report, dialog };
}
