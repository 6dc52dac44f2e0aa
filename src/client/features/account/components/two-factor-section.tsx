import { KeyRound, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../../shared/contracts/auth';
import { DataProblem, QueryStates } from '../../../components/ui/data-states';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from '../hooks/use-two-factor';

/** The field a refusal belongs to: the server names it; anything else shows above the buttons. */
function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fields.find((entry) => entry.field === field)?.reason;
}

function formProblem(error: unknown, fields: string[]): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.fields.some((entry) => fields.includes(entry.field))) {
    return undefined;
  }
  return errorMessage(error);
}

/** The QR code the server drew as one SVG path, dark on a light square as scanners expect. */
function QrCode({ qr, label }: { qr: TwoFactorSetup['qr']; label: string }) {
  const quiet = 4;
  const side = qr.size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
      className="size-48 rounded-lg bg-white sm:size-56"
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={side} height={side} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}

/** Ten codes shown once, with what to do with them. */
function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-bold">
        Your recovery codes
      </h3>
      <p className="text-sm text-muted">
        Save these somewhere safe, such as a password manager. Each signs you in once if you lose
        your phone. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-xl border border-line p-4 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-primary max-w-full justify-self-start whitespace-normal"
        onClick={onDone}
      >
        I have saved my recovery codes
      </button>
    </section>
  );
}

/** Off: the password again, then a QR code to scan and its first code. */
function TurnOn({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const setup = start.data;

  if (!setup) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      start.mutate(password, { onSuccess: () => setPassword('') });
    };
    return (
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-4"
        aria-label="Set up two-factor sign-in"
      >
        <p className="text-sm text-muted">
          You will need an authenticator app on your phone, such as Aegis, Google Authenticator,
          1Password or Microsoft Authenticator. Enter your password to begin.
        </p>
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError(start.error, 'password')}
        />
        <DialogFooter
          pending={start.isPending}
          pendingLabel="Starting…"
          submitLabel="Set up two-factor sign-in"
          submitClassName="max-w-full whitespace-normal"
          problem={formProblem(start.error, ['password'])}
          icon={<ShieldCheck aria-hidden className="size-4" />}
        />
      </form>
    );
  }

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code, { onSuccess: ({ recoveryCodes }) => onCodes(recoveryCodes) });
  };
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <form
      noValidate
      onSubmit={confirm}
      className="grid gap-4"
      aria-label="Turn on two-factor sign-in"
    >
      <ol className="grid list-decimal gap-2 ps-5 text-sm">
        <li>Scan this QR code with your authenticator app.</li>
        <li>Enter the 6-digit code the app shows for NightDrive FM.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <QrCode qr={setup.qr} label="QR code for your authenticator app" />
        <div className="grid min-w-0 gap-1 text-sm">
          <p className="text-muted">Can’t scan it? Type this key into the app instead:</p>
          <code className="font-mono break-all" data-testid="two-factor-secret">
            {grouped}
          </code>
        </div>
      </div>
      <TextField
        label="Code from your app"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError(enable.error, 'code')}
      />
      <DialogFooter
        pending={enable.isPending}
        pendingLabel="Checking…"
        submitLabel="Turn on two-factor sign-in"
        submitClassName="max-w-full whitespace-normal"
        problem={formProblem(enable.error, ['code'])}
        onCancel={() => start.reset()}
      />
    </form>
  );
}

/** On: new recovery codes, or turning it off; both ask for a current code. */
function WhileOn({
  status,
  onCodes,
}: {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
}) {
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  const error = disable.error ?? renew.error;

  const looksLikeRecovery = /[a-z-]/i.test(code);
  const left = status.recoveryCodesLeft;
  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4"
      aria-label="Manage two-factor sign-in"
    >
      <p className="flex items-start gap-2 text-sm">
        <ShieldCheck aria-hidden className="size-5 shrink-0 text-accent" />
        <span>
          <span className="font-semibold">Two-factor sign-in is on.</span> Signing in asks for a
          code from your authenticator app.{' '}
          {left === 1 ? '1 recovery code' : `${left} recovery codes`} left.
        </span>
      </p>
      {status.requiredFor ? <p className="text-sm text-muted">{status.requiredFor}</p> : null}
      <TextField
        label="Current code"
        name="code"
        autoComplete="one-time-code"
        hint={
          status.requiredFor
            ? 'From your authenticator app.'
            : 'From your authenticator app, or a recovery code to turn it off.'
        }
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError(error, 'code') ?? fieldError(error, 'recoveryCode')}
      />
      {formProblem(error, ['code', 'recoveryCode']) ? (
        <p role="alert" className="text-sm text-live">
          {formProblem(error, ['code', 'recoveryCode'])}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline max-w-full whitespace-normal"
          disabled={renew.isPending || disable.isPending}
          onClick={() => {
            disable.reset();
            renew.mutate(code, {
              onSuccess: ({ recoveryCodes }) => {
                setCode('');
                onCodes(recoveryCodes);
              },
            });
          }}
        >
          <KeyRound aria-hidden className="size-4" />
          {renew.isPending ? 'Making new codes…' : 'New recovery codes'}
        </button>
        {status.requiredFor ? null : (
          <button
            type="button"
            className="btn btn-danger max-w-full whitespace-normal"
            disabled={renew.isPending || disable.isPending}
            onClick={() => {
              renew.reset();
              disable.mutate(looksLikeRecovery ? { recoveryCode: code } : { code }, {
                onSuccess: () => setCode(''),
              });
            }}
          >
            {disable.isPending ? 'Turning off…' : 'Turn off two-factor sign-in'}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * /settings: two-factor sign-in with an authenticator app; `required` for those who may not turn
 * it off (administrators).
 */
export function TwoFactorSection({ required }: { required: boolean }) {
  const query = useTwoFactorStatus();
  // The admin area's "Set up two-factor sign-in" lands here: bring the section into view.
  useEffect(() => {
    if (window.location.hash === '#two-factor') {
      document.getElementById('two-factor')?.scrollIntoView({ block: 'start' });
    }
  }, []);
  // Kept here, above the status: the codes stay on screen while the status is read again.
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <section id="two-factor" aria-labelledby="two-factor-heading" className="grid gap-4">
      <div>
        <h2 id="two-factor-heading" className="text-xl font-bold">
          Two-factor sign-in
        </h2>
        <p className="text-sm text-muted">
          A code from your phone as well as your password, so a stolen password alone cannot sign
          in. {required ? 'Administrators need it for the admin area. ' : ''}Payouts need it too.
        </p>
      </div>
      <QueryStates
        query={query}
        pending="Loading…"
        problem={(error, retry) => (
          <DataProblem
            frame="border"
            title="We could not load your two-factor sign-in"
            error={error}
            onRetry={retry}
          />
        )}
      >
        {(status) =>
          codes ? (
            <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
          ) : status.enabled ? (
            <WhileOn status={status} onCodes={setCodes} />
          ) : (
            <TurnOn onCodes={setCodes} />
          )
        }
      </QueryStates>
    </section>
  );
}
