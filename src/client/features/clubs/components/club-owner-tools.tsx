import { Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { Club } from '../../../../shared/contracts/clubs';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteClub } from '../hooks/use-club';
import { EditClubForm } from './edit-club-form';
import { InviteMemberForm } from './invite-member-form';

/**
 * What the club's owner (or an administrator) runs it with: invitations, changes, and deleting
 * it after a confirmation that says what goes with it.
 */
export function ClubOwnerTools({ club, asOwner }: { club: Club; asOwner: boolean }) {
  const editDialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  // A new key after each closing starts the next edit from the club as it is now.
  const [round, setRound] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteClub(club.slug);

  return (
    <section aria-labelledby="club-tools" className="panel grid gap-4 p-4 sm:p-5">
      <h2 id="club-tools" className="text-xl font-bold">
        {asOwner ? 'Run your club' : 'Moderate this club'}
      </h2>
      <InviteMemberForm slug={club.slug} />
      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        <button
          type="button"
          className="btn btn-outline"
          aria-haspopup="dialog"
          onClick={() => {
            setEditing(true);
            editDialog.current?.showModal();
          }}
        >
          <Pencil aria-hidden size={16} /> Edit club
        </button>
        <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden size={16} /> Delete club
        </button>
      </div>
      <dialog
        ref={editDialog}
        aria-labelledby={headingId}
        onClose={() => {
          setEditing(false);
          setRound((count) => count + 1);
        }}
        className="panel m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] overflow-y-auto p-5 text-text backdrop:bg-black/70 sm:p-6"
      >
        {editing ? (
          <EditClubForm
            key={round}
            club={club}
            headingId={headingId}
            onClose={() => editDialog.current?.close()}
          />
        ) : null}
      </dialog>
      <ConfirmDialog
        open={confirming}
        title={`Delete “${club.name}”?`}
        description="The club, its board and its member list go for good. Its events stay on the events page."
        confirmLabel="Delete club"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        danger
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
