import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import {
  type ContactType,
  contactTypes,
  DEFAULT_CONTACT_TYPE,
} from '../../../../shared/contact.constants';
import { contactRequestSchema } from '../../../../shared/contracts/contact';
import { station } from '../../../../shared/site/station';
import {
  EmailField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { contactTypeFromSearch } from '../api/contact-requests';
import { useSendContactMessage } from '../hooks/use-send-contact-message';

type ContactFormInput = z.input<typeof contactRequestSchema>;
type ContactFormOutput = z.output<typeof contactRequestSchema>;

const serverFields = ['name', 'email', 'subject', 'message', 'contactType'] as const;

export const CONTACT_SENT_TITLE = 'Message Sent!';
export const CONTACT_SENT_DESCRIPTION = `Thanks for contacting ${station.name}! We'll get back to you within 24 hours.`;
export const CONTACT_FAILED_DESCRIPTION =
  'Failed to send message. Please try again or contact us via social media.';

const blank = (contactType: ContactType): ContactFormInput => ({
  name: '',
  email: '',
  subject: '',
  message: '',
  contactType,
  website: '',
});

function showFailure(error: unknown) {
  if (error instanceof ApiError && error.status === 429) {
    toast({
      title: 'Too many messages',
      description: error.friendlyMessage,
      variant: 'destructive',
    });
    return;
  }
  toast({ title: 'Error', description: CONTACT_FAILED_DESCRIPTION, variant: 'destructive' });
}

/**
 * The message form: checked on submit, kept intact when sending fails (spec sections 4 and 5).
 * Links from other pages choose its inquiry type with `?type=` (advertise, dj, music…).
 */
export function ContactForm() {
  const initialType = contactTypeFromSearch(useSearch()) ?? DEFAULT_CONTACT_TYPE;
  const send = useSendContactMessage();
  const trapId = useId();
  const form = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(contactRequestSchema),
    mode: 'onSubmit',
    defaultValues: blank(initialType),
  });
  const { register, handleSubmit, setError, setValue, reset } = form;

  // A later link with another ?type= (say from the footer) changes the choice, not the text.
  useEffect(() => {
    setValue('contactType', initialType);
  }, [initialType, setValue]);

  const handleSend = handleSubmit(({ website, ...values }) =>
    send.mutate(website ? { ...values, website } : values, {
      onSuccess: () => {
        toast({ title: CONTACT_SENT_TITLE, description: CONTACT_SENT_DESCRIPTION });
        reset(blank(initialType));
      },
      onError: (error) => {
        showServerFieldErrors(error, setError, serverFields);
        showFailure(error);
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={handleSend}
      className="relative grid gap-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...fieldProps(form, 'name')} />
        <EmailField
          label="Email"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldProps(form, 'email')}
        />
      </div>
      <SelectField label="Inquiry type" {...fieldProps(form, 'contactType')}>
        {contactTypes.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </SelectField>
      <TextField label="Subject" {...fieldProps(form, 'subject')} />
      <TextAreaField label="Message" rows={8} {...fieldProps(form, 'message')} />
      {/* The honeypot: people never see it, form-filling bots fill it in and are ignored. */}
      <div
        aria-hidden
        className="pointer-events-none absolute -start-[10000px] top-0 size-px overflow-hidden"
      >
        <label htmlFor={trapId}>Leave this field empty</label>
        <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div>
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={send.isPending}
        >
          <Send aria-hidden size={18} />
          {send.isPending ? 'Sending Message...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
