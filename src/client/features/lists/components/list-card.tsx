import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { addListMemberRequestSchema, type UserList } from '../../../../shared/contracts/lists';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useAddListMember, useDeleteList, useRemoveListMember } from '../hooks/use-lists';

// People often type a handle as they see it written, "@name".
const addMemberFormSchema = z.object({
  username: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(/^@/, '') : value),
    addListMemberRequestSchema.shape.username,
  ),
});
type AddMemberInput = z.input<typeof addMemberFormSchema>;
type AddMemberOutput = z.output<typeof addMemberFormSchema>;

function AddMemberForm({ list }: { list: UserList }) {
  const add = useAddListMember();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddMemberInput, unknown, AddMemberOutput>({
    resolver: zodResolver(addMemberFormSchema),
    defaultValues: { username: '' },
  });

  const handleAdd = handleSubmit(({ username }) =>
    add.mutate(
      { listId: list.id, username },
      {
        onSuccess: () => reset({ username: '' }),
        onError: (error) => {
          // The server's own sentence ("There is no user called …") reads better here than
          // the field's reason after this field's long label.
          if (error instanceof ApiError && error.status < 500) {
            setError(
              'username',
              { type: 'server', message: error.friendlyMessage },
              { shouldFocus: true },
            );
          }
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={handleAdd} className="flex flex-wrap items-start gap-2">
      <div className="min-w-0 flex-1 basis-48">
        <TextField
          label={`Add a member to ${list.name}`}
          placeholder="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message as string | undefined}
          {...register('username')}
        />
      </div>
      <button type="submit" className="btn btn-outline btn-sm mt-7" disabled={add.isPending}>
        <UserPlus aria-hidden size={16} />
        Add
      </button>
    </form>
  );
}

/** One list: its members (each removable), a way to add more, and deleting it. */
export function ListCard({ list }: { list: UserList }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveListMember();
  const deleteList = useDeleteList();

  return (
    <li className="panel grid gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">{list.name}</h2>
          {list.description ? (
            <p className="mt-1 break-words text-muted">{list.description}</p>
          ) : null}
          <p className="mt-1 text-xs text-muted">
            {list.members.length} {list.members.length === 1 ? 'member' : 'members'}
          </p>
        </div>
        {confirming ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold">Delete this list?</span>
            <button
              type="button"
              className="btn btn-danger btn-sm"
              onClick={() => deleteList.mutate(list)}
              disabled={deleteList.isPending}
            >
              Yes, delete
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm ring-1 ring-line"
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-ghost btn-sm ring-1 ring-line"
            onClick={() => setConfirming(true)}
            aria-label={`Delete list ${list.name}`}
          >
            <Trash2 aria-hidden size={16} />
            Delete list
          </button>
        )}
      </div>
      {list.members.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Members of ${list.name}`}>
          {list.members.map((member) => (
            <li
              key={member.username}
              className="flex max-w-full items-center gap-1 rounded-full border border-line bg-bg-2 py-1 ps-3 pe-1 text-sm"
            >
              <Link
                href={`/creator/${member.username}`}
                className="min-w-0 truncate underline-offset-4 hover:underline"
              >
                {member.displayName} <span className="text-muted">@{member.username}</span>
              </Link>
              <button
                type="button"
                className="grid size-7 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
                onClick={() => remove.mutate({ listId: list.id, username: member.username })}
                disabled={remove.isPending}
                aria-label={`Remove @${member.username} from ${list.name}`}
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No members yet: add someone by their username.</p>
      )}
      <AddMemberForm list={list} />
    </li>
  );
}
