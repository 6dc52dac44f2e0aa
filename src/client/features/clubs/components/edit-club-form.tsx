import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Club } from '../../../../shared/contracts/clubs';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { DialogHeader } from '../../../components/ui/dialog-header';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useUpdateClub } from '../hooks/use-club';
import { ClubFields, type ClubFieldValues } from './club-fields';

const FIELDS = ['topicKind', 'topic', 'description', 'visibility'] as const;

/**
 * Changes what the club is about and who may join. The server checks the values (the form
 * sends them as typed) and its reasons come back beside the fields.
 */
export function EditClubForm({
  club,
  headingId,
  onClose,
}: {
  club: Club;
  headingId: string;
  onClose: () => void;
}) {
  const update = useUpdateClub(club.slug);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ClubFieldValues>({
    defaultValues: {
      topicKind: club.topicKind,
      topic: club.topic,
      description: club.description,
      visibility: club.visibility,
    },
  });
  const handleSave = form.handleSubmit((values) => {
    setProblem(null);
    update.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        if (!showServerFieldErrors(error, form.setError, FIELDS)) setProblem(errorMessage(error));
      },
    });
  });
  return (
    <form noValidate onSubmit={handleSave} aria-labelledby={headingId} className="grid gap-5">
      <DialogHeader
        headingId={headingId}
        icon={<Pencil aria-hidden />}
        title={`Edit “${club.name}”`}
        subtitle="The name and the club’s address stay as they are."
        onClose={onClose}
      />
      <ClubFields form={form} />
      <DialogFooter
        submitLabel="Save changes"
        pendingLabel="Saving…"
        pending={update.isPending}
        onCancel={onClose}
        problem={problem}
      />
    </form>
  );
}
