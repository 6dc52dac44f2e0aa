import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/**
 * Turns a reason into a sentence about its field: the contracts and the server phrase reasons
 * as fragments ("must be at least 8 characters"), while whole sentences pass through as they are.
 */
export function fieldSentence(label: string, reason: string): string {
  const first = reason.charAt(0);
  return first && first === first.toLowerCase() && first !== first.toUpperCase()
    ? `${label} ${reason}`
    : reason;
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Characters used and allowed, shown beside the label. */
  count?: { used: number; max: number };
  optional?: boolean;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, count, optional, children }: FieldShellProps) {
  const over = count ? count.used > count.max : false;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
          {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
        </label>
        {count ? (
          <span
            id={`${id}-count`}
            className={`text-xs tabular-nums ${over ? 'font-bold text-live' : 'text-muted'}`}
          >
            {count.used}/{count.max}
          </span>
        ) : null}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-live">
          {fieldSentence(label, error)}
        </p>
      ) : null}
    </div>
  );
}

/** What ties a field's input or text area to its label, hint, counter and error. */
function controlProps(id: string, props: { error?: string; hint?: ReactNode; count?: unknown }) {
  const ids = [
    props.error ? `${id}-error` : props.hint ? `${id}-hint` : null,
    props.count ? `${id}-count` : null,
  ].filter(Boolean);
  return {
    id,
    className: 'input',
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  Omit<FieldShellProps, 'id' | 'children'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input with its hint, counter and error wired for assistive technology. */
export function TextField({ label, error, hint, count, optional, ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} count={count} optional={optional}>
      <input {...input} ref={ref} {...controlProps(id, { error, hint, count })} />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> &
  Omit<FieldShellProps, 'id' | 'children'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({
  label,
  error,
  hint,
  count,
  optional,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} count={count} optional={optional}>
      <textarea {...textarea} ref={ref} {...controlProps(id, { error, hint, count })} />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  Omit<FieldShellProps, 'id' | 'children' | 'count'> & { ref?: Ref<HTMLSelectElement> };

/** A labelled drop-down with its hint and error, wired like the text fields. */
export function SelectField({ label, error, hint, optional, ref, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} optional={optional}>
      <select {...select} ref={ref} {...controlProps(id, { error, hint })} />
    </FieldShell>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  /** Tells password managers to fill the saved password in, or to offer a new one. */
  purpose?: 'current' | 'new';
};

/** A labelled password input, marked for password managers. */
export function PasswordField({ purpose = 'current', ...props }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={`${purpose}-password`} {...props} />;
}

/** A labelled e-mail input, marked for autofill. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}
