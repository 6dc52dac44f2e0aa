import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '../../../../shared/contracts/contact';
import { sendContactMessage } from '../api/contact-requests';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) => sendContactMessage(body),
  });
}
