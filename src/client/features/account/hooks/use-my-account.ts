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

/**
 * The account changes that answer with the updated account: it replaces the cached one and is
 * handed to `onAccountChange`, through which the page keeps the header's user in step.
 */
function useAccountChange<Input>(
  request: (input: Input) => Promise<MyAccount>,
  success: { title: string; description: string },
  onAccountChange?: (account: MyAccount) => void,
) {
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
}

export const useUpdateProfile = (onAccountChange?: (account: MyAccount) => void) =>
  useAccountChange(
    updateProfile,
    { title: 'Profile updated', description: 'Your public profile is saved.' },
    onAccountChange,
  );

export const useUpdateAvatarData = (onAccountChange?: (account: MyAccount) => void) =>
  useAccountChange(
    updateAvatarData,
    { title: 'Avatar saved', description: 'Friends see your new look right away.' },
    onAccountChange,
  );

export const useUploadAvatar = (onAccountChange?: (account: MyAccount) => void) =>
  useAccountChange(
    uploadAvatar,
    { title: 'Profile picture updated', description: 'Looking sharp.' },
    onAccountChange,
  );

export const useRemoveAvatar = (onAccountChange?: (account: MyAccount) => void) =>
  useAccountChange(
    removeAvatar,
    {
      title: 'Profile picture removed',
      description: 'Your initial shows in its place.',
    },
    onAccountChange,
  );

export const useChangeEmail = (onAccountChange?: (account: MyAccount) => void) =>
  useAccountChange(
    changeEmail,
    { title: 'E-mail address updated', description: 'Use it from now on to sign in.' },
    onAccountChange,
  );

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
