import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { LoginRequest, RegisterRequest } from '../../../../shared/contracts/auth';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { ApiError, storeAuthToken } from '../../../lib/api-client';
import { useAfterSignIn } from '../../../lib/sign-in-return';
import { replaceSignedInUser } from '../api/auth-queries';
import { loginRequest, registerRequest } from '../api/auth-requests';

/** Sign in: keep the token, know the user at once, and go back where the visitor came from. */
export function useLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const afterSignIn = useAfterSignIn();
  return useMutation({
    mutationFn: (body: LoginRequest) => loginRequest(body),
    onSuccess: ({ token, user }) => {
      storeAuthToken(token);
      // The user is known before the next page renders, so its guard lets them straight in.
      replaceSignedInUser(queryClient, user);
      navigate(afterSignIn);
      toast({ title: 'Logged in successfully!', description: `Welcome, ${user.displayName}.` });
    },
    // The right password of an account with two-factor sign-in: the form asks for the code.
    onError: (error) => {
      if (!isSecondFactorPrompt(error)) toastFailure()(error);
    },
  });
}

/** Whether a sign-in was refused only for want of the authenticator code. */
export const isSecondFactorPrompt = (error: unknown) =>
  error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED';

/** Create an account; the form then asks the new member to sign in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => registerRequest(body),
    onSuccess: () => {
      toast({ title: 'Account created successfully! Please log in.' });
    },
    onError: toastFailure(),
  });
}
