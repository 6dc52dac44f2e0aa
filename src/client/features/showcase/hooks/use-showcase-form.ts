import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import type { ShowcaseKind } from '../api/showcase-office';
import type { Difference } from '../components/conflict-notice';
import { useFileUrl } from './use-file-url';
import { PictureNotSaved, useRemovePicture, useSaveShowcaseItem } from './use-showcase-office';

type Item = { id: number; version: number };

export interface ShowcaseFormOptions<T extends Item, Values extends FieldValues> {
  kind: ShowcaseKind<T, Values>;
  /** The item being edited, or null for a new one. */
  item: T | null;
  schema: z.ZodType<Values, Values>;
  blank: Values;
  valuesOf: (item: T) => Values;
  /** Each field's label, for the conflict notice (and which fields the server may name). */
  labels: Record<keyof Values & string, string>;
  /** Called once saved (or when the form is given up). */
  onClose: () => void;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const shown = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value ?? '');

/** The server's reason about the picture, as the field's error. */
function pictureReason(error: unknown, field: string): string {
  if (!(error instanceof ApiError)) return errorMessage(error);
  return error.fields.find((problem) => problem.field === field)?.reason ?? error.friendlyMessage;
}

/**
 * The state of a slide's or staff card's form: its fields, the chosen picture, the version it
 * was read at, and what to do when someone else saved first. Only the fields edited are sent,
 * so a save never puts back what another person changed in a field left alone.
 */
export function useShowcaseForm<T extends Item, Values extends FieldValues>({
  kind,
  item,
  schema,
  blank,
  valuesOf,
  labels,
  onClose,
}: ShowcaseFormOptions<T, Values>) {
  const [base, setBase] = useState(item);
  const [file, setFile] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  // A new key clears the file input after a refused picture.
  const [pickerKey, setPickerKey] = useState(0);
  const [conflict, setConflict] = useState<T | null>(null);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: (base ? valuesOf(base) : blank) as DefaultValues<Values>,
  });
  const save = useSaveShowcaseItem(kind);
  const removal = useRemovePicture(kind);
  const fileUrl = useFileUrl(file);
  const dirty = form.formState.isDirty || file !== null;
  useUnsavedChanges(dirty);
  const fields = Object.keys(labels) as Path<Values>[];

  const handleSave = form.handleSubmit(async (values) => {
    setPictureError(undefined);
    const edited = form.formState.dirtyFields as Partial<Record<string, unknown>>;
    const change = base
      ? (Object.fromEntries(
          Object.entries(values).filter(([field]) => edited[field]),
        ) as Partial<Values>)
      : values;
    try {
      const saved = await save.mutateAsync({ base, values: change, file });
      toast({
        title: `${capital(kind.noun)} ${base ? 'saved' : 'added'}`,
        description: `${capital(kind.nameOf(saved))} shows on the site as saved.`,
      });
      form.reset(valuesOf(saved));
      setFile(null);
      onClose();
    } catch (error) {
      if (error instanceof PictureNotSaved) {
        const saved = error.saved as T;
        setBase(saved);
        form.reset(valuesOf(saved));
        setFile(null);
        setPickerKey((key) => key + 1);
        setPictureError(pictureReason(error.cause, kind.imageField));
        return;
      }
      const current = kind.staleOf(error);
      if (current) {
        setConflict(current);
        return;
      }
      if (!showServerFieldErrors(error, form.setError, fields)) {
        toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' });
      }
    }
  });

  const differences: Difference[] = conflict
    ? fields
        .filter((field) => shown(valuesOf(conflict)[field]) !== shown(form.getValues(field)))
        .map((field) => ({ label: labels[field], theirs: shown(valuesOf(conflict)[field]) }))
    : [];

  return {
    form,
    base,
    fileUrl,
    dirty,
    saving: save.isPending,
    handleSave,
    picture: {
      key: pickerKey,
      error: pictureError,
      choose: (chosen: File | null, problem?: string) => {
        setFile(chosen);
        setPictureError(problem);
      },
      removing: removal.isPending,
      remove: () => {
        if (!base) return;
        removal.mutate(base, {
          onSuccess: (saved) => {
            setBase(saved);
            toast({
              title: 'Picture removed',
              description: `${capital(kind.nameOf(saved))} is saved.`,
            });
          },
        });
      },
    },
    conflict: conflict
      ? {
          name: kind.nameOf(conflict),
          differences,
          useTheirs: () => {
            setBase(conflict);
            form.reset(valuesOf(conflict));
            setConflict(null);
          },
          // The next save names their version, over which it is then written.
          keepMine: () => {
            setBase(conflict);
            setConflict(null);
          },
        }
      : null,
  };
}
