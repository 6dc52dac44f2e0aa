import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  type ContactMessage,
  type ContactStatus,
  type ContactType,
  contactMessageListSchema,
  contactMessageSchema,
} from '../../../../shared/contracts/contact';
import { apiRequest } from '../../../lib/api-client';
import { CONTACT_INBOX_ROOT, INBOX_URL, openCountQuery } from './open-count-query';

export { CONTACT_INBOX_ROOT } from './open-count-query';

export interface InboxFilter {
  status: ContactStatus;
  /** Every type when left out. */
  type?: ContactType;
  q: string;
}

function inboxUrl({ status, type, q }: InboxFilter, before: number | undefined): string {
  const search = new URLSearchParams({ status });
  if (type) search.set('type', type);
  if (q) search.set('q', q);
  if (before !== undefined) search.set('before', String(before));
  return `${INBOX_URL}?${search}`;
}

export const contactInboxQueries = {
  root: () => [CONTACT_INBOX_ROOT] as const,

  /** The messages matching the filter, newest first, a page at a time for "Load more". */
  list: (filter: InboxFilter) =>
    infiniteQueryOptions({
      queryKey: [CONTACT_INBOX_ROOT, 'list', filter] as const,
      queryFn: async ({ pageParam, signal }) =>
        contactMessageListSchema.parse(await apiRequest(inboxUrl(filter, pageParam), { signal })),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),

  openCount: openCountQuery,
};

export async function setContactMessageHandled(
  id: number,
  handled: boolean,
): Promise<ContactMessage> {
  return contactMessageSchema.parse(
    await apiRequest(`${INBOX_URL}/${id}/handled`, { method: 'POST', body: { handled } }),
  );
}
