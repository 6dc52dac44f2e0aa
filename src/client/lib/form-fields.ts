import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * What a TextField or TextAreaField takes from a react-hook-form form for one field: its
 * registration, its error message and, given the most characters it takes, its counter.
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'watch' | 'formState'>,
  name: Path<T>,
  max?: number,
) {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const field = { ...form.register(name), error };
  if (max === undefined) return field;
  return { ...field, count: { used: String(form.watch(name) ?? '').length, max } };
}
