import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../lib/mail-layout.js';
import { readMail } from './mime.js';

describe('readMail', () => {
  it('reads back both parts of a mail as nodemailer writes it, long links and all', async () => {
    const link = `http://127.0.0.1:5174/reset-password#token=${'Ab9_-'.repeat(9)}xyz`;
    const rendered = renderMail({
      subject: 'Choose a new password for NightDrive FM — now',
      heading: 'Choose a new password',
      paragraphs: ['Someone asked to reset the password of @neon_rider. Café au lait, ünïcode.'],
      action: { label: 'Choose a new password', url: link },
    });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({
      from: 'NightDrive FM <no-reply@nightdrive.test>',
      to: 'fan@example.test',
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
    });
    const mail = readMail((info.message as Buffer).toString('utf8'), ['fan@example.test']);
    expect(mail.subject).toBe('Choose a new password for NightDrive FM — now');
    expect(mail.text).toBe(rendered.text);
    expect(mail.html).toBe(rendered.html);
    expect(mail.text).toContain(link);
  });
});
