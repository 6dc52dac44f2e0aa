import { PageHeader } from '../components/ui/page-status';
import { ChatPanel } from '../features/chat/components/chat-panel';

/** /live-chat: talk with other listeners and the DJs while the station plays. */
export function LiveChatPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title="Live chat"
        description="Talk with other listeners and the DJs in real time. Pick a name and say hello."
      />
      <div className="mt-8">
        <ChatPanel />
      </div>
    </div>
  );
}
