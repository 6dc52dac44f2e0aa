import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createUser } from './testing/accounts.js';
import { setUpTestApp } from './testing/set-up-test-app.js';

/**
 * The access check must not depend on how a client spells the request target. Every route in
 * the access table is sent over a real socket in each spelling HTTP allows — absolute form,
 * HTTP/1.0 without Host, doubled slashes, dot segments, percent-encoded letters — by an
 * anonymous caller and by an admin, and each answer must equal the answer to the plain form.
 */

interface RawAnswer {
  status: number;
  code: string | null;
}

const t = setUpTestApp({
  env: { TRUST_PROXY: true },
  users: { admin: { prefix: 'forms_admin', isAdmin: true } },
  listen: true,
});
let addressCounter = 0;

/** A fresh client address per request, so per-address limits never colour an answer. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Sends one hand-written request and reads the status line and the error code, if any. */
function send(head: string, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(t.port, '127.0.0.1');
    let received = '';
    const finish = () => {
      socket.destroy();
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0);
      const code = /"code":"([A-Z_]+)"/.exec(received)?.[1] ?? null;
      resolve({ status, code });
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const headers = received.slice(0, headEnd).toLowerCase();
      const length = /content-length: (\d+)/.exec(headers)?.[1];
      const bodyText = received.slice(headEnd + 4);
      if (headers.includes('text/event-stream')) finish();
      else if (length !== undefined && Buffer.byteLength(bodyText) >= Number(length)) finish();
      else if (headers.includes('chunked') && bodyText.endsWith('0\r\n\r\n')) finish();
    });
    socket.on('end', finish);
    socket.on('error', reject);
    socket.write(
      `${head}\r\n${body ? `content-length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`,
    );
  });
}

const fillParams = (url: string) =>
  url
    // A session of nobody here: ending session 1 would sign the admin out mid-walk.
    .replace('/api/auth/sessions/:id', '/api/auth/sessions/999999')
    .replace(/:username/g, 'nobody_in_particular')
    .replace(/:id/g, '1')
    .replace(/:\w+/g, 'x');

/** Percent-encodes the first letter of every fixed segment: `/api/admin` → `/%61pi/%61dmin`. */
const encodeLetters = (path: string) =>
  path.replace(/\/([a-z])/g, (_m, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`);

/** The same target in every spelling under test, each with the HTTP version and Host it uses. */
function spellings(path: string): { name: string; target: string; http10?: boolean }[] {
  return [
    { name: 'absolute form', target: `http://x${path}` },
    { name: 'absolute form, another host', target: `http://evil.example:8080${path}` },
    { name: 'HTTP/1.0 without Host', target: path, http10: true },
    { name: 'HTTP/1.0 absolute form without Host', target: `http://x${path}`, http10: true },
    { name: 'doubled slashes', target: path.replaceAll('/', '//') },
    { name: 'dot segments', target: `/.${path.replace('/api/', '/api/./')}` },
    { name: 'dot-dot segment', target: `/news/..${path}` },
    { name: 'encoded letters', target: encodeLetters(path) },
  ];
}

async function ask(
  method: string,
  target: string,
  options: { token?: string; http10?: boolean } = {},
): Promise<RawAnswer> {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const lines = [
    `${method} ${target} HTTP/1.${options.http10 ? '0' : '1'}`,
    ...(options.http10 ? [] : ['host: 127.0.0.1', 'connection: close']),
    `x-forwarded-for: ${nextAddress()}`,
    ...(options.token ? [`authorization: Bearer ${options.token}`] : []),
    ...(hasBody ? ['content-type: application/json'] : []),
  ];
  return send(lines.join('\r\n'), hasBody ? '{}' : '');
}

describe('request targets in every spelling', () => {
  it('answers every route in the access table exactly as its plain form', async () => {
    expect(t.app.accessTable.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let compared = 0;
    for (const route of t.app.accessTable) {
      const path = fillParams(route.url);
      for (const caller of ['anonymous', 'admin'] as const) {
        // Signing out ends the session it is sent with, so each spelling gets a session of its own.
        const tokenFor = async () =>
          caller === 'anonymous'
            ? undefined
            : route.url === '/api/auth/logout'
              ? (await createUser(t.app, t.database, { prefix: 'forms_out' })).token
              : t.users.admin.token;
        const plain = await ask(route.method, path, { token: await tokenFor() });
        for (const spelling of spellings(path)) {
          const answer = await ask(route.method, spelling.target, {
            token: await tokenFor(),
            http10: spelling.http10,
          });
          compared += 1;
          if (answer.status !== plain.status || answer.code !== plain.code) {
            problems.push(
              `${route.method} ${route.url} as ${caller}, ${spelling.name} (${spelling.target}): ` +
                `${answer.status} ${answer.code ?? ''} where the plain form gets ${plain.status} ${plain.code ?? ''}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThan(500);
  });

  it('refuses anonymous callers on the admin routes the old check let through', async () => {
    for (const target of [
      'http://x/api/admin/contact-messages?status=all',
      '//api/admin/contact-messages?status=all',
      '/api/./admin/contact-messages',
      '/%61pi/admin/contact-messages',
    ]) {
      expect((await ask('GET', target)).status, target).toBe(401);
      expect((await ask('GET', target, { http10: true })).status, target).toBe(401);
      expect(
        (await ask('POST', target.replace('contact-messages', 'chat/announcements'))).status,
      ).toBe(401);
    }
  });
});
