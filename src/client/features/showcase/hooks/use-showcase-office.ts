import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import type { ShowcaseKind } from '../api/showcase-office';

type Item = { id: number; version: number };

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * After any answer, the back office's list and the public one read again, so the home page or
 * /staff shows the change at once (the server drops its rendered pages by itself).
 */
export function useRefreshShowcase<T extends Item, Input>(kind: ShowcaseKind<T, Input>) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: kind.list().queryKey });
    void queryClient.invalidateQueries({ queryKey: kind.publicKey });
  };
}

/** A refusal as a toast: a conflict says whose change won, anything else the server's words. */
function failure<T extends Item, Input>(kind: ShowcaseKind<T, Input>, title: string) {
  return (error: unknown) => {
    const current = kind.staleOf(error);
    toast({
      title,
      description: current
        ? `Someone else changed ${kind.nameOf(current)} meanwhile. The list now shows it as it is; try again if it is still needed.`
        : errorMessage(error),
      variant: 'destructive',
    });
  };
}

/** The list's own actions: move, show or hide, delete, and drop an uploaded picture. */
export function useShowcaseActions<T extends Item, Input>(kind: ShowcaseKind<T, Input>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshShowcase(kind);
  const listKey = kind.list().queryKey;

  const reorder = useMutation({
    mutationFn: (ids: number[]) => kind.reorder(ids),
    // The list moves at once; the answer (or a refusal) puts it right.
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<T[]>(listKey);
      if (before) {
        const byId = new Map(before.map((item) => [item.id, item]));
        const moved = ids.map((id) => byId.get(id)).filter((item): item is T => !!item);
        queryClient.setQueryData(listKey, moved);
      }
      return { before };
    },
    onSuccess: (items) => queryClient.setQueryData(listKey, items),
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
      failure(kind, 'Not moved')(error);
    },
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: ({ item, change }: { item: T; change: Partial<Input>; done: string }) =>
      kind.update(item.id, { ...change, version: item.version }),
    onSuccess: (saved, { done }) =>
      toast({ title: done, description: `${capital(kind.nameOf(saved))} is saved.` }),
    onError: failure(kind, 'Not saved'),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (item: T) => kind.remove(item.id),
    onSuccess: (_answer, item) =>
      toast({
        title: `${capital(kind.noun)} deleted`,
        description: `${capital(kind.nameOf(item))} is gone.`,
      }),
    onError: failure(kind, 'Not deleted'),
    onSettled: refresh,
  });

  return { reorder, update, remove };
}

/** The texts were saved but the picture was not: the saved item, and why the picture was refused. */
export class PictureNotSaved<T> extends Error {
  constructor(
    readonly saved: T,
    override readonly cause: unknown,
  ) {
    super(errorMessage(cause));
    this.name = 'PictureNotSaved';
  }
}

export interface ShowcaseSave<T, Input> {
  /** The item as the editor read it, or null for a new one. */
  base: T | null;
  /** Everything the form holds, for a new item; only the fields changed, for an edit. */
  values: Input | Partial<Input>;
  file: File | null;
}

/**
 * Saves the form: adds the item or changes the fields edited (at the version read), then
 * uploads the chosen picture, which needs the item to exist first.
 */
export function useSaveShowcaseItem<T extends Item, Input extends object>(
  kind: ShowcaseKind<T, Input>,
) {
  const refresh = useRefreshShowcase(kind);
  return useMutation({
    mutationFn: async ({ base, values, file }: ShowcaseSave<T, Input>): Promise<T> => {
      const changed = Object.keys(values).length > 0;
      const item = !base
        ? await kind.create(values as Input)
        : changed
          ? await kind.update(base.id, { ...values, version: base.version })
          : base;
      if (!file) return item;
      try {
        return await kind.upload(item.id, file);
      } catch (error) {
        throw new PictureNotSaved(item, error);
      }
    },
    onSettled: refresh,
  });
}

/** Takes the uploaded picture off an item. */
export function useRemovePicture<T extends Item, Input>(kind: ShowcaseKind<T, Input>) {
  const refresh = useRefreshShowcase(kind);
  return useMutation({
    mutationFn: (item: T) => kind.removeImage(item.id),
    onError: failure(kind, 'Picture not removed'),
    onSettled: refresh,
  });
}
