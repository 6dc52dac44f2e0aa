import { can } from '../../shared/domain/policies';
import { PageHeader } from '../components/ui/page-status';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { ChatPanel } from '../features/chat/components/chat-panel';
import { useReportDialog } from '../features/platform/hooks/use-report-dialog';

/** /live-chat: talk with other listeners and the DJs while the station plays. */
export function LiveChatPage() {
  const { data: user } = useCurrentUser();
  const moderator = can(user, 'chat.moderate');
  const admin = can(user, 'chat.setSlowMode');
  const reporting = useReportDialog();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title="Live chat"
        description="Talk with other listeners and the DJs in real time. Pick a name and say hello."
      />
      <div className="mt-8">
        <ChatPanel
          moderator={moderator}
          admin={admin}
          member={user?.username ?? null}
          onReport={
            user
              ? (message) =>
                  reporting.report({ type: 'chat_message', id: message.id, name: message.message })
              : undefined
          }
        />
      </div>
      {reporting.dialog}
    </div>
  );
}
