import {
  type CreateStaffMemberRequest,
  initialsOf,
  type OfficeStaffMember,
  type UpdateStaffMemberRequest,
} from '../../../shared/contracts/showcase.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import type { Db } from '../../db/client.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { prepareImage } from '../../lib/media/images.js';
import type { AuditTrail } from '../../modules.js';
import { changedFields, freeSlug, pick, StaleVersion, slugOf } from './showcase.edits.js';
import { IMAGE_OPTIONS, replacingPicture, type ShowcaseImages } from './showcase.images.js';
import { toOfficeStaffMember, toStaffMember } from './showcase.views.js';
import type { Editor } from './slides.service.js';
import type { StaffFields, StaffMemberRow, StaffRepo } from './staff.repo.js';

const STAFF_FIELDS = [
  'name',
  'title',
  'role',
  'specialty',
  'bio',
  'initials',
  'hidden',
] as const satisfies readonly (keyof StaffFields)[];

function mayEdit(actor: Actor) {
  if (!can(actor, 'staff.edit')) {
    throw forbidden('Only administrators can edit the staff cards.');
  }
}

const missing = () => notFound('That staff card no longer exists; someone may have deleted it.');

const stale = (row: StaffMemberRow) =>
  new StaleVersion(
    'STALE_STAFF_MEMBER',
    `Someone else changed ${row.name}’s card since you opened it. Their version is shown now; make your change again if it is still needed.`,
    toOfficeStaffMember(row),
  );

const who = (actor: Editor) => ({ id: actor.id, username: actor.username });

/**
 * The initials a card shows: the ones typed, or else made from the name. Initials that were
 * made from the old name follow a new one; typed ones stay until changed.
 */
function initialsFor(
  change: { name?: string; initials?: string },
  before?: Pick<StaffMemberRow, 'name' | 'initials'>,
): string | undefined {
  if (change.initials) return change.initials.toUpperCase();
  const name = change.name ?? before?.name ?? '';
  if (change.initials === '') return initialsOf(name);
  const derived = !before || before.initials === initialsOf(before.name);
  return change.name !== undefined && derived ? initialsOf(name) : undefined;
}

export interface StaffServiceDeps {
  db: Db;
  repo: StaffRepo;
  audit: AuditTrail;
  images: ShowcaseImages;
}

/** The staff cards: the public list, and the administrators' edits, each audited. */
export function createStaffService({ db, repo, audit, images }: StaffServiceDeps) {
  const officeList = async (rows: Promise<StaffMemberRow[]>) => ({
    staff: (await rows).map(toOfficeStaffMember),
  });

  /** Points a card at a new photo (or none), then lets go of the one it replaced. */
  async function swapPhoto(actor: Editor, id: number, next: string | null, found: StaffMemberRow) {
    return replacingPicture(images, next, found.photoKey, () =>
      db.transaction(async (tx) => {
        const before = await repo.find(tx, id);
        const row = before && (await repo.setPhoto(tx, id, next));
        if (!before || !row) throw missing();
        await audit.append(tx, {
          actor: who(actor),
          action: next ? 'staff.photo' : 'staff.photo.remove',
          summary: next
            ? `Staff card ${row.name}: new photo`
            : `Staff card ${row.name}: photo removed`,
          targetType: 'staff',
          targetId: id,
          before: { photoKey: before.photoKey },
          after: { photoKey: row.photoKey },
        });
        return { replaced: before.photoKey, result: toOfficeStaffMember(row) };
      }),
    );
  }

  return {
    /** What /staff shows: the cards not hidden, in order. */
    async shown() {
      return { staff: (await repo.shown()).map(toStaffMember) };
    },

    /** Every card, hidden ones too, with the version an edit must name. */
    list(actor: Editor) {
      mayEdit(actor);
      return officeList(repo.all());
    },

    async create(actor: Editor, input: CreateStaffMemberRequest): Promise<OfficeStaffMember> {
      mayEdit(actor);
      const row = await db.transaction(async (tx) => {
        await repo.lock(tx);
        const slug = slugOf(input.name, 'crew');
        const created = await repo.insert(tx, {
          ...pick(input, STAFF_FIELDS),
          initials: initialsFor(input) ?? initialsOf(input.name),
          slug: freeSlug(slug, await repo.slugsLike(tx, slug)),
        });
        await audit.append(tx, {
          actor: who(actor),
          action: 'staff.create',
          summary: `Staff card ${created.name} added${created.hidden ? ' (hidden)' : ''}`,
          targetType: 'staff',
          targetId: created.id,
          after: pick(created, STAFF_FIELDS),
        });
        return created;
      });
      return toOfficeStaffMember(row);
    },

    /** Changes the fields named, if the card is still at the version the editor read. */
    async update(
      actor: Editor,
      id: number,
      input: UpdateStaffMemberRequest,
    ): Promise<OfficeStaffMember> {
      mayEdit(actor);
      const { version, ...fields } = input;
      const row = await db.transaction(async (tx) => {
        const before = await repo.find(tx, id);
        if (!before) throw missing();
        if (before.version !== version) throw stale(before);
        const change = { ...fields, initials: initialsFor(fields, before) };
        const changed = changedFields(before, change, STAFF_FIELDS);
        if (changed.length === 0) return before;
        const after = await repo.update(tx, id, version, pick(change, changed));
        if (!after) {
          const now = await repo.find(tx, id);
          throw now ? stale(now) : missing();
        }
        await audit.append(tx, {
          actor: who(actor),
          action: 'staff.update',
          summary: `Staff card ${after.name}: ${changed.join(', ')} changed`,
          targetType: 'staff',
          targetId: id,
          before: pick(before, changed),
          after: pick(after, changed),
        });
        return after;
      });
      return toOfficeStaffMember(row);
    },

    /** Puts the cards in the order given, which must name every card once. */
    async reorder(actor: Editor, ids: readonly number[]) {
      mayEdit(actor);
      return officeList(
        db.transaction(async (tx) => {
          await repo.lock(tx);
          const rows = await repo.all(tx);
          const now = rows.map((row) => row.id);
          if (ids.length !== now.length || !now.every((id) => ids.includes(id))) {
            throw new HttpError(
              409,
              'STALE_ORDER',
              'The staff cards changed since you loaded them (one was added or deleted). The list now shows them as they are; move them again.',
            );
          }
          if (now.every((id, position) => ids[position] === id)) return rows;
          await repo.setOrder(tx, ids);
          const name = new Map(rows.map((row) => [row.id, row.name]));
          await audit.append(tx, {
            actor: who(actor),
            action: 'staff.reorder',
            summary: `Staff cards reordered: ${ids.map((id) => name.get(id)).join(', ')}`,
            targetType: 'staff',
            before: { ids: now },
            after: { ids },
          });
          return repo.all(tx);
        }),
      );
    },

    async remove(actor: Editor, id: number) {
      mayEdit(actor);
      await db.transaction(async (tx) => {
        const row = await repo.remove(tx, id);
        if (!row) throw missing();
        await audit.append(tx, {
          actor: who(actor),
          action: 'staff.delete',
          summary: `Staff card ${row.name} deleted`,
          targetType: 'staff',
          targetId: id,
          before: { ...pick(row, STAFF_FIELDS), photoKey: row.photoKey },
        });
      });
      await images.discardAll('staff', id);
    },

    /** Checks and crops an uploaded photo, stores it, and shows it on the card. */
    async setPhoto(actor: Editor, id: number, data: Buffer): Promise<OfficeStaffMember> {
      mayEdit(actor);
      const found = await repo.find(db, id);
      if (!found) throw missing();
      const prepared = await prepareImage(data, IMAGE_OPTIONS.staff);
      const base = await images.store('staff', id, prepared);
      return swapPhoto(actor, id, base, found);
    },

    /** Takes the photo off the card, which shows the initials again. */
    async removePhoto(actor: Editor, id: number): Promise<OfficeStaffMember> {
      mayEdit(actor);
      const found = await repo.find(db, id);
      if (!found) throw missing();
      return swapPhoto(actor, id, null, found);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
