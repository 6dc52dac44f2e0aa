import { PenLine, X } from 'lucide-react';
import { useCreatePost } from '../hooks/use-post-mutations';
import { PostForm } from './post-form';

interface PostComposerProps {
  /** Called after the post is published. */
  onDone?: () => void;
  /** Shows a close button; without it the composer stays open. */
  onClose?: () => void;
  /** Each new value puts the cursor in the title (the "New post" buttons). */
  focusKey?: number;
}

/** Writes a new post for the signed-in creator. */
export function PostComposer({ onDone, onClose, focusKey }: PostComposerProps) {
  const create = useCreatePost();
  return (
    <section aria-labelledby="composer-heading" className="panel grid gap-5 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="composer-heading" className="flex items-center gap-2 text-xl font-bold">
          <PenLine aria-hidden className="size-5 text-accent" />
          New post
        </h2>
        {onClose ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onClose}
            aria-label="Close the new post form"
          >
            <X aria-hidden size={18} />
          </button>
        ) : null}
      </div>
      <PostForm
        submitLabel="Publish"
        pendingLabel="Publishing…"
        clearOnSave
        focusKey={focusKey}
        save={async (body) => {
          await create.mutateAsync(body);
          onDone?.();
        }}
      />
    </section>
  );
}
