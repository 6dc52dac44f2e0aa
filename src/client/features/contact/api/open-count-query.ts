import { queryOptions } from '@tanstack/react-query';
import { checkedBy } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

export const INBOX_URL = '/api/admin/contact-messages';

/** Every inbox query starts with this, so handling a message refreshes the lists and the count. */
export const CONTACT_INBOX_ROOT = 'contact-inbox';

/**
 * How many messages wait. The account menu reads it on every page, so its contract (and zod
 * with it) is loaded with the first answer rather than with the menu.
 */
export const openCountQuery = () =>
  queryOptions({
    queryKey: [CONTACT_INBOX_ROOT, 'open-count'] as const,
    queryFn: async ({ signal }) => {
      const answer = await checkedBy(apiRequest(`${INBOX_URL}/open-count`, { signal }), () =>
        import('../../../../shared/contracts/contact').then((m) => m.contactOpenCountSchema),
      );
      return answer.open;
    },
    // New messages arrive from the site at any time: a count over a minute old is read again.
    staleTime: 60_000,
  });
