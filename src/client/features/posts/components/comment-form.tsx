import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  COMMENT_MAX,
  type CreateCommentRequest,
  createCommentRequestSchema,
} from '../../../../shared/contracts/posts';
import { TextAreaField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useAddComment } from '../hooks/use-comments';

/** Writes a comment under a post; the text stays in the box until the server has it. */
export function CommentForm({ postId }: { postId: number }) {
  const add = useAddComment(postId);
  const form = useForm<CreateCommentRequest>({
    resolver: zodResolver(createCommentRequestSchema),
    defaultValues: { body: '' },
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const handleSend = handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync(body);
      reset({ body: '' });
    } catch (error) {
      // A problem with the text goes under the box; anything else is said above the button.
      if (!showServerFieldErrors(error, setError, ['body'], { POST_LOCKED: 'body' })) {
        setError('root.server', { message: `Not posted: ${errorMessage(error)}` });
      }
    }
  });

  return (
    <form noValidate onSubmit={handleSend} className="grid gap-3">
      <TextAreaField
        label="Your comment"
        rows={3}
        placeholder="Say something nice…"
        {...fieldProps(form, 'body', COMMENT_MAX)}
      />
      {errors.root?.server?.message ? (
        <p role="alert" className="text-sm font-medium text-live">
          {errors.root.server.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
          {isSubmitting ? 'Posting…' : 'Post comment'}
        </button>
      </div>
    </form>
  );
}
