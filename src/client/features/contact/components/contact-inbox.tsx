import { useState } from 'react';
import type {
  ContactMessage,
  ContactStatus,
  ContactType,
} from '../../../../shared/contracts/contact';
import { DataEmpty, LoadMore, QueryStates } from '../../../components/ui/data-states';
import { TitledSection } from '../../../components/ui/titled-section';
import { useSettled } from '../../../lib/use-settled';
import type { InboxFilter } from '../api/contact-inbox-queries';
import { useContactInbox, useSetMessageHandled } from '../hooks/use-contact-inbox';
import { ContactMessageItem } from './contact-message-item';
import { InboxFilters } from './inbox-filters';

const EMPTY_TITLES: Record<ContactStatus, string> = {
  open: 'No open messages',
  handled: 'No handled messages',
  all: 'No messages yet',
};

const LIST_NAMES: Record<ContactStatus, string> = {
  open: 'Open messages',
  handled: 'Handled messages',
  all: 'All messages',
};

function InboxMessages({ filter }: { filter: InboxFilter }) {
  const inbox = useContactInbox(filter);
  const setHandled = useSetMessageHandled();
  const narrowed = filter.q !== '' || filter.type !== undefined;
  const busyId = setHandled.isPending ? setHandled.variables?.message.id : undefined;
  const handle = (message: ContactMessage, handled: boolean) =>
    setHandled.mutate({ message, handled });

  return (
    <QueryStates
      query={inbox}
      pending={filter.q ? 'Searching messages…' : 'Loading messages…'}
      problem="We could not load the messages"
      isEmpty={(data) => data.pages.every((page) => page.messages.length === 0)}
      empty={
        <DataEmpty title={narrowed ? 'No messages match' : EMPTY_TITLES[filter.status]}>
          {narrowed
            ? 'Try another type or other words.'
            : 'Messages sent through the contact page arrive here.'}
        </DataEmpty>
      }
    >
      {(data) => (
        <div className="grid gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {data.pages[0]?.open === 1
              ? '1 message waits to be handled.'
              : `${data.pages[0]?.open ?? 0} messages wait to be handled.`}
          </p>
          <ol aria-label={LIST_NAMES[filter.status]} className="grid gap-3">
            {data.pages
              .flatMap((page) => page.messages)
              .map((message) => (
                <ContactMessageItem
                  key={message.id}
                  message={message}
                  busy={busyId === message.id}
                  onSetHandled={handle}
                />
              ))}
          </ol>
          <LoadMore
            what="messages"
            hasNextPage={inbox.hasNextPage}
            isFetchingNextPage={inbox.isFetchingNextPage}
            isFetchNextPageError={inbox.isFetchNextPageError}
            error={inbox.error}
            fetchNextPage={inbox.fetchNextPage}
          />
        </div>
      )}
    </QueryStates>
  );
}

/** The back office's inbox: what listeners wrote through the contact page, to answer and close. */
export function ContactInbox() {
  const [status, setStatus] = useState<ContactStatus>('open');
  const [type, setType] = useState<ContactType | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const settled = useSettled(draft.trim());
  // Enter searches at once instead of waiting for the pause.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const q = submitted ?? settled;

  return (
    <TitledSection
      headingId="contact-inbox-heading"
      title="Contact inbox"
      className="panel grid gap-4 p-5 sm:p-6"
    >
      <p className="text-sm text-muted">
        Reply opens your mail program with the listener&rsquo;s address and subject filled in; mark
        a message handled once it is answered.
      </p>
      <InboxFilters
        status={status}
        onStatus={setStatus}
        type={type}
        onType={setType}
        search={draft}
        onSearch={(text) => {
          setDraft(text);
          setSubmitted(null);
        }}
        onSubmitSearch={() => setSubmitted(draft.trim())}
      />
      <InboxMessages filter={{ status, type, q }} />
    </TitledSection>
  );
}
