import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { MyAccount } from '../../../../shared/contracts/account';
import { Avatar } from '../../../components/ui/avatar';
import { AVATAR_ACCEPT, AVATAR_RULES, avatarFileProblem } from '../api/avatar-file';
import { useRemoveAvatar, useUploadAvatar } from '../hooks/use-my-account';

interface Chosen {
  file: File;
  /** A data: URL, which the site's Content-Security-Policy allows for images (blob: it does not). */
  preview: string | null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface AvatarEditorProps {
  account: MyAccount;
  onAccountChange?: (account: MyAccount) => void;
}

/** Choose a picture (checked here for type and size), preview it, then save; or remove it. */
export function AvatarEditor({ account, onAccountChange }: AvatarEditorProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar(onAccountChange);
  const remove = useRemoveAvatar(onAccountChange);
  const busy = upload.isPending || remove.isPending;

  useEffect(() => {
    if (!chosen || chosen.preview) return;
    let current = true;
    readAsDataUrl(chosen.file).then(
      (preview) => {
        if (current) setChosen((c) => (c?.file === chosen.file ? { ...c, preview } : c));
      },
      () => {
        if (current) setProblem(`“${chosen.file.name}” could not be read.`);
      },
    );
    return () => {
      current = false;
    };
  }, [chosen]);

  const clearChoice = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reason = avatarFileProblem(file);
    setProblem(reason);
    if (reason) clearChoice();
    else setChosen({ file, preview: null });
  };

  const handleUpload = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, { onSuccess: clearChoice });
  };

  return (
    <section aria-labelledby="avatar-heading" className="grid gap-4">
      <h2 id="avatar-heading" className="text-xl font-bold">
        Profile picture
      </h2>
      <div className="flex flex-wrap items-center gap-5">
        {chosen?.preview ? (
          <span className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-full ring-2 ring-cyan sm:size-28">
            <img
              src={chosen.preview}
              alt="Preview of your new avatar"
              className="size-full object-cover"
            />
          </span>
        ) : (
          <Avatar
            username={account.username}
            src={account.profileImageUrl}
            size="lg"
            alt={account.profileImageUrl ? 'Your current avatar' : ''}
          />
        )}
        <div className="grid min-w-0 flex-1 gap-3">
          <p id={`${inputId}-rules`} className="text-sm text-muted">
            {AVATAR_RULES}
          </p>
          {chosen ? (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={handleUpload}
                disabled={busy || !chosen.preview}
              >
                {upload.isPending ? 'Uploading…' : 'Save picture'}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm ring-1 ring-line"
                onClick={clearChoice}
                disabled={busy}
              >
                Cancel
              </button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <label
                htmlFor={inputId}
                className="btn btn-outline btn-sm cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-cyan has-[:focus-visible]:outline-offset-2"
              >
                <ImageUp aria-hidden size={16} />
                Choose a picture
                <input
                  ref={input}
                  id={inputId}
                  type="file"
                  accept={AVATAR_ACCEPT}
                  className="sr-only"
                  aria-describedby={`${inputId}-rules`}
                  onChange={handleChoose}
                  disabled={busy}
                />
              </label>
              {account.profileImageUrl ? (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm ring-1 ring-line"
                  onClick={() => remove.mutate()}
                  disabled={busy}
                >
                  <Trash2 aria-hidden size={16} />
                  {remove.isPending ? 'Removing…' : 'Remove picture'}
                </button>
              ) : null}
            </div>
          )}
          <div aria-live="polite">
            {problem ? <p className="text-sm font-medium text-live">{problem}</p> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
