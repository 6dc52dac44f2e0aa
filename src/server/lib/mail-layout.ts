import { station } from '../../shared/site/station.js';
import { escapeHtml } from './escape-html.js';

/** What a mail says: a heading, paragraphs, at most one button, and a closing line. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, such as why the mail came. */
  footnote?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

// The station's look in the few styles mail programs keep: inline, table-based, no web fonts.
const COLORS = {
  page: '#0d0221',
  card: '#1a0b3b',
  line: '#3b1f6e',
  text: '#f4eefe',
  muted: '#b9a8d9',
  accent: '#ff3ea5',
  sun: '#ffb347',
};

/** The plain-text part: every mail has one, and it carries the same link as the button. */
function textPart(mail: MailContent): string {
  const lines = [mail.heading, '', ...mail.paragraphs.flatMap((p) => [p, ''])];
  if (mail.action) lines.push(`${mail.action.label}: ${mail.action.url}`, '');
  if (mail.footnote) lines.push(mail.footnote, '');
  lines.push(`-- ${station.name} · ${station.tagline}`);
  return lines.join('\n');
}

function htmlPart(mail: MailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${COLORS.text}">${escapeHtml(text)}</p>`;
  const button = mail.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:${COLORS.accent};color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(mail.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${COLORS.muted}">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(mail.action.url)}" style="color:${COLORS.sun};word-break:break-all">${escapeHtml(mail.action.url)}</a></p>`
    : '';
  const footnote = mail.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(mail.footnote)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 16px;font-size:20px;font-weight:800;letter-spacing:2px;color:${COLORS.sun}">${escapeHtml(station.name.toUpperCase())}</td></tr>
<tr><td style="background:${COLORS.card};border:1px solid ${COLORS.line};border-radius:16px;padding:32px">
<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${COLORS.text}">${escapeHtml(mail.heading)}</h1>
${mail.paragraphs.map(paragraph).join('\n')}
${button}
${footnote}
</td></tr>
<tr><td style="padding:16px 0 0;font-size:12px;color:${COLORS.muted}">${escapeHtml(station.name)} · ${escapeHtml(station.tagline)}</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** A mail in both parts, the HTML in the station's colours and the text for every reader. */
export function renderMail(mail: MailContent): RenderedMail {
  return { subject: mail.subject, text: textPart(mail), html: htmlPart(mail) };
}
