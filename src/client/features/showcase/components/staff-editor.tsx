import { useQuery } from '@tanstack/react-query';
import { Plus, Users } from 'lucide-react';
import { useId } from 'react';
import type { OfficeStaffMember, StaffFormValues } from '../../../../shared/contracts/showcase';
import { DataEmpty, QueryStates } from '../../../components/ui/data-states';
import { staffKind } from '../api/showcase-office';
import { useEditing } from '../hooks/use-editing';
import { ShowcaseOfficeList, type Visibility } from './showcase-office-list';
import { StaffForm } from './staff-form';

const SHOWN: Visibility<OfficeStaffMember, StaffFormValues> = {
  label: 'Shown',
  isShown: (member) => !member.hidden,
  change: (shown) => ({ hidden: !shown }),
  hiddenChip: 'Hidden',
};

function MemberSummary({ member }: { member: OfficeStaffMember }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {member.photo ? (
        <img
          src={member.photo.src}
          srcSet={member.photo.srcset ?? undefined}
          sizes="2.5rem"
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-full object-cover ring-1 ring-accent"
        />
      ) : (
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-2 text-sm font-black text-accent ring-1 ring-accent"
        >
          {member.initials}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-bold wrap-anywhere">{member.name}</p>
        <p className="text-sm wrap-anywhere text-muted">{member.title}</p>
      </div>
    </div>
  );
}

/**
 * The back office's "Staff" tab, for administrators: the cards of /staff in their order, to
 * move, show or hide, edit with their photo and a preview, and delete.
 */
export function StaffEditor() {
  const headingId = useId();
  const staff = useQuery(staffKind.list());
  const editor = useEditing<OfficeStaffMember>();

  return (
    <section aria-labelledby={headingId} className="panel grid min-w-0 gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
            <Users aria-hidden className="size-5 text-accent" /> Staff cards
          </h2>
          <p className="text-sm text-muted">
            The staff page shows the cards that are not hidden, in this order.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => editor.open('new')}>
          <Plus aria-hidden size={18} /> Add a card
        </button>
      </div>
      <QueryStates
        query={staff}
        pending="Loading the staff cards…"
        problem="We could not load the staff cards"
        empty={
          <DataEmpty title="No staff cards yet" icon={Users}>
            Add one, and it shows on the staff page.
          </DataEmpty>
        }
      >
        {(items) => (
          <ShowcaseOfficeList
            kind={staffKind}
            items={items}
            label="Staff cards, in page order"
            summary={(member) => <MemberSummary member={member} />}
            visibility={SHOWN}
            editingId={editor.editingId}
            onEdit={editor.open}
            onDeleted={editor.forget}
          />
        )}
      </QueryStates>
      {editor.editing !== null ? (
        <StaffForm
          key={editor.formKey}
          member={editor.editing === 'new' ? null : editor.editing}
          onClose={editor.close}
          onDirtyChange={editor.setDirty}
        />
      ) : null}
    </section>
  );
}
