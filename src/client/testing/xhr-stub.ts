import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest that records what the page sends and lets the test play the
 * network's part: upload progress, the answer, a dropped connection.
 */
export class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  readonly headers = new Headers();
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private done = false;

  constructor(private readonly sent: FakeXhr[]) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: unknown) {
    this.body = body;
    this.sent.push(this);
  }

  abort() {
    if (this.done) return;
    this.done = true;
    this.aborted = true;
    this.onabort?.();
  }

  /** The browser reports bytes sent so far. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  /** The server answers. */
  respond(status: number, body: unknown = null, statusText = '') {
    if (this.done) return;
    this.done = true;
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === null ? '' : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection drops. */
  fail() {
    if (this.done) return;
    this.done = true;
    this.onerror?.();
  }
}

/** Replaces XMLHttpRequest for the current test; returns the requests as they are sent. */
export function stubXhr() {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return {
    sent,
    last(): FakeXhr {
      const request = sent.at(-1);
      if (!request) throw new Error('nothing was sent through XMLHttpRequest');
      return request;
    },
  };
}
