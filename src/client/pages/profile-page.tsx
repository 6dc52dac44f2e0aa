import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { can } from '../../shared/domain/policies';
import { PageHeader } from '../components/ui/page-status';
import { AvatarEditor } from '../features/account/components/avatar-editor';
import { MyAccountLoader } from '../features/account/components/my-account-loader';
import { ProfileDetailsForm } from '../features/account/components/profile-details-form';
import { useUpdateCurrentUser } from '../features/auth/hooks/use-current-user';
import { CreatorProfileSettings } from '../features/creators/components/creator-profile-form';

const CREATOR_PANEL_ID = 'creator';

/** The creator's own settings; /profile#creator leads here once the account has loaded. */
function CreatorPanel({ username }: { username: string }) {
  useEffect(() => {
    // The browser looked for the anchor before the account arrived, so look again now.
    if (window.location.hash === `#${CREATOR_PANEL_ID}`) {
      document.getElementById(CREATOR_PANEL_ID)?.scrollIntoView?.({ block: 'start' });
    }
  }, []);
  return (
    <section
      id={CREATOR_PANEL_ID}
      aria-labelledby="creator-heading"
      className="panel scroll-mt-24 p-6 sm:p-8"
    >
      <CreatorProfileSettings username={username} />
    </section>
  );
}

function Profile() {
  const updateCurrentUser = useUpdateCurrentUser();
  return (
    <MyAccountLoader>
      {(account) => (
        <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12">
          <PageHeader title="My profile" description="How listeners and creators see you.">
            <Link href={`/creator/${account.username}`} className="btn btn-outline btn-sm">
              <ExternalLink aria-hidden size={16} />
              View public profile
            </Link>
          </PageHeader>
          <div className="panel p-6 sm:p-8">
            <AvatarEditor account={account} onAccountChange={updateCurrentUser} />
          </div>
          <div className="panel p-6 sm:p-8">
            <ProfileDetailsForm account={account} onAccountChange={updateCurrentUser} />
          </div>
          {can(account, 'creator.earn') ? <CreatorPanel username={account.username} /> : null}
        </div>
      )}
    </MyAccountLoader>
  );
}

/** /profile: the signed-in user's display name, bio and picture, and creators' creator profile. */
export function ProfilePage() {
  return <Profile />;
}
