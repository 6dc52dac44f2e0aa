import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type CreateSlideRequest,
  type CreateStaffMemberRequest,
  type OfficeSlide,
  type OfficeStaffMember,
  officeSlideListSchema,
  officeSlideSchema,
  officeStaffListSchema,
  officeStaffMemberSchema,
  staleSlideSchema,
  staleStaffMemberSchema,
} from '../../../../shared/contracts/showcase';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import { staleReader } from '../../../lib/stale-edit';
import { showcaseQueries } from './showcase-queries';

/** The fields an edit sends beside the version it was read at. */
type Change<Input> = Partial<Input> & { version: number };

/**
 * One kind of showcase item as the back office handles it: where it lives, how its answers
 * are checked, and which public query shows it. Slides and staff cards share every screen but
 * these facts.
 */
export interface ShowcaseKind<Item extends { id: number; version: number }, Input> {
  /** "slide", "staff card": how toasts and labels name one. */
  noun: string;
  /** What names an item in a sentence: a slide's title, a member's name. */
  nameOf: (item: Item) => string;
  /** The back office's full list, keyed by its address. */
  list: () => ReturnType<typeof officeQuery<Item>>;
  /** The public list that shows the change (the home carousel, /staff). */
  publicKey: readonly unknown[];
  /** The form field the picture is uploaded in. */
  imageField: 'image' | 'photo';
  create(input: Input): Promise<Item>;
  update(id: number, change: Change<Input>): Promise<Item>;
  reorder(ids: number[]): Promise<Item[]>;
  remove(id: number): Promise<void>;
  upload(id: number, file: File): Promise<Item>;
  removeImage(id: number): Promise<Item>;
  /** The item as someone else left it, when an edit was refused for being made from an older one. */
  staleOf(error: unknown): Item | null;
}

function officeQuery<Item>(url: string, read: (answer: unknown) => Item[]) {
  return queryOptions({
    queryKey: [url] as const,
    queryFn: async ({ signal }): Promise<Item[]> => read(await apiRequest(url, { signal })),
  });
}

function kindAt<Item extends { id: number; version: number }, Input>(
  url: string,
  facts: Pick<ShowcaseKind<Item, Input>, 'noun' | 'nameOf' | 'publicKey' | 'imageField'> & {
    item: z.ZodType<Item>;
    list: (answer: unknown) => Item[];
    imagePath: string;
    stale: ReturnType<typeof staleReader<Item>>;
  },
): ShowcaseKind<Item, Input> {
  const itemUrl = (id: number) => `${url}/${id}`;
  const imageUrl = (id: number) => `${itemUrl(id)}/${facts.imagePath}`;
  return {
    noun: facts.noun,
    nameOf: facts.nameOf,
    publicKey: facts.publicKey,
    imageField: facts.imageField,
    list: () => officeQuery(url, facts.list),
    create: async (input) =>
      facts.item.parse(await apiRequest(url, { method: 'POST', body: input })),
    update: async (id, change) =>
      facts.item.parse(await apiRequest(itemUrl(id), { method: 'PATCH', body: change })),
    reorder: async (ids) =>
      facts.list(await apiRequest(`${url}/order`, { method: 'PUT', body: { ids } })),
    remove: async (id) => {
      await apiRequest(itemUrl(id), { method: 'DELETE' });
    },
    upload: async (id, file) => {
      const form = new FormData();
      form.append(facts.imageField, file);
      return facts.item.parse(await apiUpload(imageUrl(id), form, { method: 'PUT' }));
    },
    removeImage: async (id) =>
      facts.item.parse(await apiRequest(imageUrl(id), { method: 'DELETE' })),
    staleOf: facts.stale,
  };
}

export const slidesKind = kindAt<OfficeSlide, CreateSlideRequest>('/api/station/slides', {
  noun: 'slide',
  nameOf: (slide) => `“${slide.title}”`,
  publicKey: showcaseQueries.slides().queryKey,
  imageField: 'image',
  imagePath: 'image',
  item: officeSlideSchema,
  list: (answer) => officeSlideListSchema.parse(answer).slides,
  stale: staleReader('STALE_SLIDE', staleSlideSchema),
});

export const staffKind = kindAt<OfficeStaffMember, CreateStaffMemberRequest>('/api/admin/staff', {
  noun: 'staff card',
  nameOf: (member) => `${member.name}’s card`,
  publicKey: showcaseQueries.staff().queryKey,
  imageField: 'photo',
  imagePath: 'photo',
  item: officeStaffMemberSchema,
  list: (answer) => officeStaffListSchema.parse(answer).staff,
  stale: staleReader('STALE_STAFF_MEMBER', staleStaffMemberSchema),
});
