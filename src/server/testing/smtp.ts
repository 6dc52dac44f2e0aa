import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent: headers, a blank line, the body. */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Refuses every message from now on, as a mail server that is down for delivery would. */
  refuseAll(): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for delivery tests. */
export async function startSmtpServer(
  credentials = { user: 'station', pass: 'pass-word' },
  /** A port of its own choosing, such as one a mailer was already pointed at while it was down. */
  port = 0,
) {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  const smtp: TestSmtpServer = {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${listening}`,
    received,
    refuseAll: () => {
      refusing = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return smtp;
}
