import { can } from '../../shared/domain/policies';
import { PageHeader } from '../components/ui/page-status';
import { ChangeEmailForm } from '../features/account/components/change-email-form';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { DeleteAccountSection } from '../features/account/components/delete-account-section';
import { EmailConfirmationBanner } from '../features/account/components/email-confirmation-banner';
import { MyAccountLoader } from '../features/account/components/my-account-loader';
import { SignedInSessions } from '../features/account/components/signed-in-sessions';
import { TwoFactorSection } from '../features/account/components/two-factor-section';
import { useUpdateCurrentUser } from '../features/auth/hooks/use-current-user';
import { useEndSession } from '../features/auth/hooks/use-logout';
import { SubscriptionsAndPayments } from '../features/payments/components/subscriptions-and-payments';

function Settings() {
  const updateCurrentUser = useUpdateCurrentUser();
  const endSession = useEndSession();
  return (
    <MyAccountLoader>
      {(account) => (
        <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
          <PageHeader
            title="Settings"
            description="Your password, e-mail address, two-factor sign-in, sessions, subscriptions and account."
          />
          <EmailConfirmationBanner />
          <div className="panel p-6 sm:p-8">
            <ChangePasswordForm username={account.username} />
          </div>
          <div className="panel p-6 sm:p-8">
            <ChangeEmailForm account={account} onAccountChange={updateCurrentUser} />
          </div>
          <div className="panel p-6 sm:p-8">
            <TwoFactorSection required={!can(account, 'twoFactor.turnOff')} />
          </div>
          <div className="panel p-6 sm:p-8">
            <SignedInSessions />
          </div>
          <SubscriptionsAndPayments />
          <DeleteAccountSection username={account.username} onDeleted={endSession} />
        </div>
      )}
    </MyAccountLoader>
  );
}

/** /settings: signed-in users only. */
export function SettingsPage() {
  return <Settings />;
}
