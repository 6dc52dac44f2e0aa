import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { CreatorProfile } from '../../../../shared/contracts/creators';
import { QueryStates } from '../../../components/ui/data-states';
import { SaveOrUndo } from '../../../components/ui/dialog-footer';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { creatorQueries } from '../api/creator-queries';
import { useUpdateCreatorProfile } from '../hooks/use-creator-mutations';
import { CreatorFields, showCreatorFieldErrors } from './creator-fields';
import {
  type CreatorFormInput,
  type CreatorFormOutput,
  creatorFormSchema,
  toCreatorForm,
  toCreatorProfileRequest,
} from './creator-form-schema';

function CreatorProfileForm({ profile }: { profile: CreatorProfile }) {
  const update = useUpdateCreatorProfile();
  const form = useForm<CreatorFormInput, unknown, CreatorFormOutput>({
    resolver: zodResolver(creatorFormSchema),
    defaultValues: toCreatorForm(profile),
  });
  const { isDirty } = form.formState;

  // Every field is sent, so the request's "something to change" rule always holds.
  const handleSave = form.handleSubmit((values) =>
    update.mutate(toCreatorProfileRequest(values), {
      onSuccess: (saved) => form.reset(toCreatorForm(saved)),
      onError: (error) => {
        if (showCreatorFieldErrors(error, form.setError)) return;
        toast({
          title: 'Could not save your creator profile',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={handleSave} className="grid gap-5">
      <CreatorFields form={form} withCountry />
      <SaveOrUndo
        submitLabel="Save creator profile"
        pending={update.isPending}
        dirty={isDirty}
        onUndo={() => form.reset()}
      />
    </form>
  );
}

/** A creator's own category, country, tagline, price and accent, loaded and saved in place. */
export function CreatorProfileSettings({ username }: { username: string }) {
  const creator = useQuery(creatorQueries.byUsername(username));

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="creator-heading" className="text-xl font-bold">
            Creator profile
          </h2>
          <p className="mt-1 text-sm text-muted">
            What your card on Discover creators and your creator page show.
          </p>
        </div>
        <Link href={`/creator/${encodeURIComponent(username)}`} className="btn btn-outline btn-sm">
          <ExternalLink aria-hidden size={16} />
          Creator page
        </Link>
      </div>
      <QueryStates
        query={creator}
        pending={
          <p role="status" className="flex items-center gap-3 text-muted">
            <span aria-hidden className="live-dot" />
            Loading your creator profile…
          </p>
        }
        problem={(error, retry) => (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>
              <span className="font-bold">We could not load your creator profile.</span>{' '}
              <span className="text-muted">{errorMessage(error)}</span>
            </p>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={creator.isFetching}
              onClick={retry}
            >
              Try again
            </button>
          </div>
        )}
      >
        {(profile) => <CreatorProfileForm profile={profile} />}
      </QueryStates>
    </div>
  );
}
