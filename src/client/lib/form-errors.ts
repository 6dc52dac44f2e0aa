import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's reasons beside the fields they are about (the `fields` of the error shape,
 * or a field named by the error code, such as USERNAME_TAKEN) and focuses the first one.
 * Returns whether any field got a message.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldByCode: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set<string>(fields);
  let shown = false;
  for (const problem of error.fields) {
    if (!known.has(problem.field)) continue;
    setError(
      problem.field as Path<T>,
      { type: 'server', message: problem.reason },
      { shouldFocus: !shown },
    );
    shown = true;
  }
  const byCode = error.code ? fieldByCode[error.code] : undefined;
  if (!shown && byCode) {
    setError(byCode, { type: 'server', message: error.friendlyMessage }, { shouldFocus: true });
    shown = true;
  }
  return shown;
}
