import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyAccount } from '../../../../shared/contracts/account';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import {
  accountQueries,
  changeEmail,
  changePassword,
  deleteAccount,
  removeAvatar,
  updateAvatarData,
  updateProfile,
  uploadAvatar,
} from '../api/account-queries';

export function useMyAccount() {
  return useQuery(accountQueries.mine());
}

export const showAccountError = toastFailure();

type OnAccountChange = (account: MyAccount) => void;

/**
 * Makes the hook for an account change that answers with the updated account: it replaces the
 * cached one and is handed to `onAccountChange`, through which the page keeps the header's user
 * in step.
 */
function accountChange<Input>(
  request: (input: Input) => Promise<MyAccount>,
  success: { title: string; description: string },
) {
  return function useAccountChange(onAccountChange?: OnAccountChange) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: request,
      onSuccess: (account) => {
        queryClient.setQueryData(accountQueries.mine().queryKey, account);
        onAccountChange?.(account);
        toast(success);
      },
      onError: showAccountError,
    });
  };
}

/** What each account change says once saved. */
const SAVED = {
  profile: { title: 'Profile updated', description: 'Your public profile is saved.' },
  avatar: { title: 'Avatar saved', description: 'Friends see your new look right away.' },
  picture: { title: 'Profile picture updated', description: 'Looking sharp.' },
  noPicture: { title: 'Profile picture removed', description: 'Your initial shows in its place.' },
  email: {
    title: 'E-mail address updated',
    description: 'Use it from now on to sign in. We sent it a link to confirm it.',
  },
};

export const useUpdateProfile = accountChange(updateProfile, SAVED.profile);
export const useUpdateAvatarData = accountChange(updateAvatarData, SAVED.avatar);
export const useUploadAvatar = accountChange(uploadAvatar, SAVED.picture);
export const useRemoveAvatar = accountChange(removeAvatar, SAVED.noPicture);
export const useChangeEmail = accountChange(changeEmail, SAVED.email);

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      toast({ title: 'Password changed', description: 'Use your new password from now on.' }),
    onError: showAccountError,
  });
}

export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast({
        title: 'Account deleted',
        description: 'Your account and everything in it are gone. Thanks for listening.',
      });
      onDeleted();
    },
    onError: showAccountError,
  });
}
