import { escapeHtml } from '../../lib/escape-html.js';
import type { MailRow } from './mail.repo.js';

/** Plain text with its web addresses made into links, everything else escaped. */
function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const STYLE = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0d0221;color:#f4eefe}
main{max-width:900px;margin:0 auto;padding:32px 16px}a{color:#ffb347}h1{font-size:28px;margin:0 0 8px}
p.note{color:#b9a8d9;margin:0 0 24px}table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:10px 8px;border-bottom:1px solid #3b1f6e;vertical-align:top}
th{color:#b9a8d9;font-size:13px;text-transform:uppercase;letter-spacing:1px}
pre{white-space:pre-wrap;word-break:break-word;background:#1a0b3b;border:1px solid #3b1f6e;border-radius:12px;padding:16px}
.status{font-size:13px;color:#b9a8d9}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The outbox's list: newest first, each mail's subject linking to it. */
export function outboxListPage(siteName: string, mails: MailRow[], base: string): string {
  const rows = mails
    .map(
      (
        mail,
      ) => `<tr><td>${escapeHtml(mail.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</td>
<td>${escapeHtml(mail.toAddress)}</td><td><a href="${base}/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td class="status">${escapeHtml(mail.status)}</td></tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table><thead><tr><th>Queued</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. Mail the site sends (a password reset, say) shows up here.</p>';
  return page(
    `Development outbox · ${siteName}`,
    `<h1>Development outbox</h1>
<p class="note">No mail server is set (SMTP_URL), so the site keeps its mail here instead of sending it. Only an administrator, or someone on this machine, can open this page.</p>
${table}`,
  );
}

/** One mail: who it is for, its text part with working links, and a link to its HTML part. */
export function outboxMailPage(siteName: string, mail: MailRow, base: string): string {
  return page(
    `${mail.subject} · Development outbox · ${siteName}`,
    `<p><a href="${base}">← All mail</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p class="note">To ${escapeHtml(mail.toAddress)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.status)} · <a href="${base}/${mail.id}/html">See it as HTML</a></p>
<pre>${linkedText(mail.textBody)}</pre>`,
  );
}
