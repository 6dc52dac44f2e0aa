// A mail server on loopback that keeps every message and shows them as JSON, for the browser
// journeys that follow a link from an e-mail:
//   npx tsx scripts/mail-catcher.ts --smtp-port 8025 --http-port 8026
// GET /messages lists what arrived ({to, subject, text, html}), oldest first. It accepts mail
// without a password, from loopback only, and stops on SIGTERM or SIGINT.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { type ReadMail, readMail } from '../src/server/testing/mime.js';

const { values } = parseArgs({
  options: {
    'smtp-port': { type: 'string', default: '8025' },
    'http-port': { type: 'string', default: '8026' },
  },
});

const caught: ReadMail[] = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      caught.push(readMail(Buffer.concat(chunks).toString('utf8'), to));
      callback();
    });
  },
});
const http = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(caught));
    return;
  }
  response.writeHead(404).end();
});

await new Promise<void>((resolve) =>
  smtp.listen(Number(values['smtp-port']), '127.0.0.1', resolve),
);
await new Promise<void>((resolve) =>
  http.listen(Number(values['http-port']), '127.0.0.1', resolve),
);
console.log(
  `mail caught on smtp://127.0.0.1:${values['smtp-port']}, shown at http://127.0.0.1:${values['http-port']}/messages`,
);

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
