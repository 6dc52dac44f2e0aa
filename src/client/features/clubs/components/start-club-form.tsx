import { zodResolver } from '@hookform/resolvers/zod';
import { UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CLUB_LIMITS } from '../../../../shared/clubs.constants';
import { createClubSchema } from '../../../../shared/contracts/clubs';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { DialogHeader } from '../../../components/ui/dialog-header';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useCreateClub } from '../hooks/use-club';
import { ClubFields } from './club-fields';

type StartClubInput = z.input<typeof createClubSchema>;
type StartClubOutput = z.output<typeof createClubSchema>;

const FIELDS = ['name', 'topicKind', 'topic', 'description', 'visibility'] as const;

const EMPTY: StartClubInput = {
  name: '',
  topicKind: 'show',
  topic: '',
  description: '',
  visibility: 'public',
};

/**
 * The "Start a club" form, inside its dialog. The contract checks it as the server will; what
 * only the server knows (a name already taken) comes back beside its field.
 */
export function StartClubForm({ headingId, onClose }: { headingId: string; onClose: () => void }) {
  const create = useCreateClub();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<StartClubInput, unknown, StartClubOutput>({
    resolver: zodResolver(createClubSchema),
    defaultValues: EMPTY,
  });
  const { setFocus } = form;
  // The form arrives after the dialog opened (it loads on first use): the name comes first.
  useEffect(() => setFocus('name'), [setFocus]);
  const handleStart = form.handleSubmit((input) => {
    setProblem(null);
    create.mutate(input, {
      onSuccess: onClose,
      onError: (error) => {
        if (!showServerFieldErrors(error, form.setError, FIELDS)) setProblem(errorMessage(error));
      },
    });
  });
  return (
    <form noValidate onSubmit={handleStart} aria-labelledby={headingId} className="grid gap-5">
      <DialogHeader
        headingId={headingId}
        icon={<UsersRound aria-hidden />}
        title="Start a club"
        subtitle="Gather listeners around a show, an era or a city. You run the club: you can invite members, change it or delete it."
        onClose={onClose}
      />
      <TextField
        label="Name"
        autoComplete="off"
        placeholder="e.g. Neon Nights Night Owls"
        hint={`${CLUB_LIMITS.nameMin} to ${CLUB_LIMITS.nameMax} characters. The name cannot be changed later.`}
        {...fieldProps(form, 'name', CLUB_LIMITS.nameMax)}
      />
      <ClubFields form={form} />
      <DialogFooter
        submitLabel="Start club"
        pendingLabel="Starting…"
        pending={create.isPending}
        onCancel={onClose}
        problem={problem}
      />
    </form>
  );
}
