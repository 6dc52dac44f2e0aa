import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Approval } from '../../../../shared/contracts/admin';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useBecomeCreator } from '../hooks/use-creator-mutations';
import { CreatorApplicationNotice } from './creator-application-notice';
import { CreatorFields, showCreatorFieldErrors } from './creator-fields';
import {
  type CreatorFormInput,
  type CreatorFormOutput,
  creatorFormSchema,
  toCreatorRequest,
} from './creator-form-schema';

/** Refusals that no change to the form can fix, so they stay on screen above the button. */
function standingProblem(error: unknown): { title: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'CREATOR_REGISTRATION_CLOSED' || error.status === 403) {
    return { title: 'Creator sign-up is closed right now', message: error.friendlyMessage };
  }
  if (error.code === 'ALREADY_CREATOR' || error.status === 409) {
    return { title: 'You are already a creator', message: error.friendlyMessage };
  }
  return null;
}

interface BecomeCreatorFormProps {
  /** The member is a creator now. */
  onDone?: () => void;
  /** The member applied and waits for an administrator (beta mode). */
  onApplied?: (application: Approval) => void;
}

/**
 * "Become a Creator": the short form that gives a member a creator page, or, where new creators
 * need approval, sends their application and then says it is waiting.
 */
export function BecomeCreatorForm({ onDone, onApplied }: BecomeCreatorFormProps) {
  const become = useBecomeCreator();
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [applied, setApplied] = useState<Approval | null>(null);
  const form = useForm<CreatorFormInput, unknown, CreatorFormOutput>({
    resolver: zodResolver(creatorFormSchema),
    defaultValues: { category: '', tagline: '', price: '', accent: 'magenta' },
  });

  const handleBecome = form.handleSubmit((values) => {
    setProblem(null);
    become.mutate(toCreatorRequest(values), {
      onSuccess: (result) => {
        if (result.kind === 'creator') {
          onDone?.();
          return;
        }
        setApplied(result.application);
        onApplied?.(result.application);
      },
      onError: (error) => {
        const standing = standingProblem(error);
        setProblem(standing);
        if (!standing && showCreatorFieldErrors(error, form.setError)) return;
        toast({
          title: standing?.title ?? 'Could not make you a creator',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    });
  });

  if (applied) return <CreatorApplicationNotice application={applied} registrationOpen />;

  return (
    <form
      noValidate
      onSubmit={handleBecome}
      className="grid gap-5"
      aria-labelledby="become-creator-heading"
    >
      <div>
        <h2 id="become-creator-heading" className="flex items-center gap-2 text-xl font-bold">
          <Sparkles aria-hidden className="size-5 text-accent" />
          Become a Creator
        </h2>
        <p className="mt-1 text-sm text-muted">
          Get a creator page, post for your fans and, if you like, ask a monthly price. You can
          change all of this later on your profile.
        </p>
      </div>
      <CreatorFields form={form} />
      {problem ? (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-live/60 bg-live/10 p-4 text-sm"
        >
          <AlertTriangle aria-hidden className="size-5 shrink-0 text-live" />
          <div>
            <p className="font-bold">{problem.title}</p>
            <p className="mt-1">{problem.message}</p>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={become.isPending}>
          {become.isPending ? 'Setting up…' : 'Become a Creator'}
        </button>
      </div>
    </form>
  );
}
