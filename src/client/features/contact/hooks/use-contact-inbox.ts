import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/contracts/contact';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import {
  contactInboxQueries,
  type InboxFilter,
  setContactMessageHandled,
} from '../api/contact-inbox-queries';

export function useContactInbox(filter: InboxFilter) {
  return useInfiniteQuery(contactInboxQueries.list(filter));
}

/** Marks a message handled or open again; the lists and the count are read again either way. */
export function useSetMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, handled }: { message: ContactMessage; handled: boolean }) =>
      setContactMessageHandled(message.id, handled),
    onSuccess: (message) => {
      toast(
        message.handledAt
          ? { title: 'Marked handled', description: `“${message.subject}” left the open messages.` }
          : {
              title: 'Open again',
              description: `“${message.subject}” is back with the open messages.`,
            },
      );
    },
    onError: toastFailure('Could not change the message'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactInboxQueries.root() }),
  });
}
