import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createListRequestSchema } from '../../../../shared/contracts/lists';
import { LIST_NAME_MAX } from '../../../../shared/lists.constants';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { TextField } from '../../../components/ui/form-field';
import { TitledForm } from '../../../components/ui/titled-section';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useCreateList } from '../hooks/use-lists';

type CreateListInput = z.input<typeof createListRequestSchema>;
type CreateListOutput = z.output<typeof createListRequestSchema>;

const DESCRIPTION_MAX = 300;
const empty = { name: '', description: '' };

export function CreateListForm() {
  const create = useCreateList();
  const form = useForm<CreateListInput, unknown, CreateListOutput>({
    resolver: zodResolver(createListRequestSchema),
    defaultValues: empty,
  });
  const { handleSubmit, setError, reset } = form;

  const handleCreate = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => reset(empty),
      onError: (error) => showServerFieldErrors(error, setError, ['name', 'description']),
    }),
  );

  return (
    <TitledForm headingId="new-list-heading" title="New list" onSubmit={handleCreate}>
      <TextField
        label="Name"
        placeholder="e.g. Favourite darksynth producers"
        {...fieldProps(form, 'name', LIST_NAME_MAX)}
      />
      <TextField
        label="Description"
        optional
        {...fieldProps(form, 'description', DESCRIPTION_MAX)}
      />
      <DialogFooter pending={create.isPending} pendingLabel="Creating…" submitLabel="Create list" />
    </TitledForm>
  );
}
