import {
  type CreateSlideRequest,
  NEW_SLIDE_IMAGE,
  type OfficeSlide,
  type UpdateSlideRequest,
} from '../../../shared/contracts/showcase.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import type { Db } from '../../db/client.js';
import { forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { prepareImage } from '../../lib/media/images.js';
import type { AuditTrail } from '../../modules.js';
import { changedFields, freeSlug, pick, StaleVersion, slugOf } from './showcase.edits.js';
import { IMAGE_OPTIONS, replacingPicture, type ShowcaseImages } from './showcase.images.js';
import { toOfficeSlide, toSlide } from './showcase.views.js';
import type { SlideFields, SlideRow, SlidesRepo } from './slides.repo.js';

/** Whoever edits: the policy reads their roles, the audit trail their name. */
export type Editor = Actor & { username: string };

const SLIDE_FIELDS = [
  'title',
  'subtitle',
  'description',
  'cta',
  'ctaLink',
  'published',
] as const satisfies readonly (keyof SlideFields)[];

function mayEdit(actor: Actor) {
  if (!can(actor, 'slides.edit')) {
    throw forbidden('Only DJs and administrators can edit the home slides.');
  }
}

const missing = () => notFound('That slide no longer exists; someone may have deleted it.');

const stale = (row: SlideRow) =>
  new StaleVersion(
    'STALE_SLIDE',
    `Someone else changed “${row.title}” since you opened it. Their version is shown now; make your change again if it is still needed.`,
    toOfficeSlide(row),
  );

const who = (actor: Editor) => ({ id: actor.id, username: actor.username });

export interface SlidesServiceDeps {
  db: Db;
  repo: SlidesRepo;
  audit: AuditTrail;
  images: ShowcaseImages;
}

/** The home carousel's slides: the public list, and the back office's edits, each audited. */
export function createSlidesService({ db, repo, audit, images }: SlidesServiceDeps) {
  const officeList = async (rows: Promise<SlideRow[]>) => ({
    slides: (await rows).map(toOfficeSlide),
  });

  /** Points a slide at a new picture (or none), then lets go of the one it replaced. */
  async function swapImage(actor: Editor, id: number, next: string | null, found: SlideRow) {
    return replacingPicture(images, next, found.imageKey, () =>
      db.transaction(async (tx) => {
        const before = await repo.find(tx, id);
        const row = before && (await repo.setImage(tx, id, next));
        if (!before || !row) throw missing();
        await audit.append(tx, {
          actor: who(actor),
          action: next ? 'slide.image' : 'slide.image.remove',
          summary: next
            ? `Slide “${row.title}”: new picture`
            : `Slide “${row.title}”: back to its built-in picture`,
          targetType: 'slide',
          targetId: id,
          before: { imageKey: before.imageKey },
          after: { imageKey: row.imageKey },
        });
        return { replaced: before.imageKey, result: toOfficeSlide(row) };
      }),
    );
  }

  return {
    /** What the carousel shows: published slides, in order. */
    async published() {
      return { slides: (await repo.published()).map(toSlide) };
    },

    /** Every slide, hidden ones too, with the version an edit must name. */
    list(actor: Editor) {
      mayEdit(actor);
      return officeList(repo.all());
    },

    async create(actor: Editor, input: CreateSlideRequest): Promise<OfficeSlide> {
      mayEdit(actor);
      const row = await db.transaction(async (tx) => {
        await repo.lock(tx);
        const slug = slugOf(input.title, 'slide');
        const created = await repo.insert(tx, {
          ...pick(input, SLIDE_FIELDS),
          slug: freeSlug(slug, await repo.slugsLike(tx, slug)),
          image: NEW_SLIDE_IMAGE,
        });
        await audit.append(tx, {
          actor: who(actor),
          action: 'slide.create',
          summary: `Slide “${created.title}” added${created.published ? '' : ' (hidden)'}`,
          targetType: 'slide',
          targetId: created.id,
          after: pick(created, SLIDE_FIELDS),
        });
        return created;
      });
      return toOfficeSlide(row);
    },

    /** Changes the fields named, if the slide is still at the version the editor read. */
    async update(actor: Editor, id: number, input: UpdateSlideRequest): Promise<OfficeSlide> {
      mayEdit(actor);
      const { version, ...change } = input;
      const row = await db.transaction(async (tx) => {
        const before = await repo.find(tx, id);
        if (!before) throw missing();
        if (before.version !== version) throw stale(before);
        const changed = changedFields(before, change, SLIDE_FIELDS);
        if (changed.length === 0) return before;
        const after = await repo.update(tx, id, version, pick(change, changed));
        if (!after) {
          const now = await repo.find(tx, id);
          throw now ? stale(now) : missing();
        }
        await audit.append(tx, {
          actor: who(actor),
          action: 'slide.update',
          summary: `Slide “${after.title}”: ${changed.join(', ')} changed`,
          targetType: 'slide',
          targetId: id,
          before: pick(before, changed),
          after: pick(after, changed),
        });
        return after;
      });
      return toOfficeSlide(row);
    },

    /** Puts the slides in the order given, which must name every slide once. */
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
              'The slides changed since you loaded them (one was added or deleted). The list now shows them as they are; move them again.',
            );
          }
          if (now.every((id, position) => ids[position] === id)) return rows;
          await repo.setOrder(tx, ids);
          const title = new Map(rows.map((row) => [row.id, row.title]));
          await audit.append(tx, {
            actor: who(actor),
            action: 'slide.reorder',
            summary: `Slides reordered: ${ids.map((id) => title.get(id)).join(', ')}`,
            targetType: 'slide',
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
          action: 'slide.delete',
          summary: `Slide “${row.title}” deleted`,
          targetType: 'slide',
          targetId: id,
          before: { ...pick(row, SLIDE_FIELDS), imageKey: row.imageKey },
        });
      });
      await images.discardAll('slides', id);
    },

    /** Checks and resizes an uploaded picture, stores it, and shows it on the slide. */
    async setImage(actor: Editor, id: number, data: Buffer): Promise<OfficeSlide> {
      mayEdit(actor);
      const found = await repo.find(db, id);
      if (!found) throw missing();
      const prepared = await prepareImage(data, IMAGE_OPTIONS.slides);
      const base = await images.store('slides', id, prepared);
      return swapImage(actor, id, base, found);
    },

    /** Goes back to the built-in picture the slide started with. */
    async removeImage(actor: Editor, id: number): Promise<OfficeSlide> {
      mayEdit(actor);
      const found = await repo.find(db, id);
      if (!found) throw missing();
      return swapImage(actor, id, null, found);
    },
  };
}

export type SlidesService = ReturnType<typeof createSlidesService>;
