import { PageHeader } from '../components/ui/page-status';
import { AvatarBuilder } from '../features/account/components/avatar-builder';
import { MyAccountLoader } from '../features/account/components/my-account-loader';
import { useUpdateCurrentUser } from '../features/auth/hooks/use-current-user';

/** /avatar: the member draws the face friends see when there is no profile picture. */
export function AvatarPage() {
  const updateCurrentUser = useUpdateCurrentUser();
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <PageHeader
        title="Avatar"
        description="Pick your hair, eyes and skin; friends see this face wherever you have no photo."
      />
      <MyAccountLoader>
        {(account) => <AvatarBuilder account={account} onAccountChange={updateCurrentUser} />}
      </MyAccountLoader>
    </div>
  );
}
