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
import { useAddComment } from '../hooks/use-comments';

/** Writes a comment under a post; the text stays in the box until the server has it. */
export function CommentForm({ postId }: { postId: number }) {
  const add = useAddComment(postId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CreateCommentRequest>({
    resolver: zodResolver(createCommentRequestSchema),
    defaultValues: { body: '' },
  });

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
        count={{ used: watch('body').length, max: COMMENT_MAX }}
        error={errors.body?.message}
        {...register('body')}
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
