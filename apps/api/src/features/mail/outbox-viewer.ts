import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listOutbox, OUTBOX_ID, readOutboxMail, type OutboxMail } from './outbox-store';

/**
 * The local mail viewer (like Mailpit's), on the api when mails go to the outbox folder:
 * GET /outbox (list, newest first), /outbox/<id> (one mail; its HTML in a sandboxed iframe
 * without scripts, links open in a new tab), /outbox/<id>.eml (the raw message) and
 * /outbox.json (for tests: `?to=` one address, `?limit=` up to 200).
 * Everything from a mail is escaped; the pages run no script.
 */
export const OUTBOX_LIST_LIMIT = 100;
export const OUTBOX_JSON_MAX_LIMIT = 200;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // No script anywhere; the mail's inline styles are allowed (the srcdoc frame inherits this).
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only web links become anchors in the viewer's own page. */
function safeLink(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const STYLE = `
  body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
  header { background: #0b5cad; color: #fff; padding: 12px 24px; }
  header a { color: #fff; text-decoration: none; font-weight: bold; }
  main { padding: 16px 24px; max-width: 1100px; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e5e5ea; vertical-align: top; }
  td a { color: #0b5cad; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: #fff; padding: 12px 16px; }
  dt { color: #6e6e73; } dd { margin: 0; word-break: break-all; }
  iframe { width: 100%; height: 640px; border: 1px solid #e5e5ea; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; padding: 12px 16px; border: 1px solid #e5e5ea; }
  .empty { background: #fff; padding: 24px; }
  ul.links a { word-break: break-all; }
`;

function page(title: string, body: string): Response {
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><a href="/outbox">Lumo outbox</a></header><main>${body}</main></body></html>`;
  return new Response(html, { status: 200, headers: PAGE_HEADERS });
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function listPage(mails: OutboxMail[]): Response {
  if (mails.length === 0) {
    return page(
      'Outbox',
      `<h1>Outbox</h1><p class="empty" data-testid="outbox:empty">No mails yet. Mails the shop sends (account confirmation, password reset, newsletter) appear here.</p>`,
    );
  }
  const rows = mails
    .map(
      (mail) => `<tr data-testid="outbox:row">
  <td><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt.replace('T', ' ').slice(0, 19))}</time></td>
  <td data-testid="outbox:to">${escapeHtml(mail.to)}</td>
  <td><a data-testid="outbox:subject" href="/outbox/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td>
  <td>${escapeHtml(mail.kind)} (${escapeHtml(mail.storeView)})</td>
</tr>`,
    )
    .join('\n');
  return page(
    'Outbox',
    `<h1>Outbox</h1><p>The ${mails.length} newest mail${mails.length === 1 ? '' : 's'} the shop wrote instead of sending (no SMTP_URL).</p>
<table><thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead><tbody>
${rows}
</tbody></table>`,
  );
}

function mailPage(mail: OutboxMail): Response {
  const links = mail.links
    .map(safeLink)
    .filter((link): link is string => link !== null)
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link)}" target="_blank" rel="noopener noreferrer">${escapeHtml(link)}</a></li>`,
    )
    .join('');
  // Links inside the mail open in a new tab: the shop may refuse to be framed.
  const frame = `<base target="_blank">${mail.html}`;
  return page(
    mail.subject,
    `<h1 data-testid="outbox:mail-subject">${escapeHtml(mail.subject)}</h1>
<dl>
  <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
  <dt>To</dt><dd data-testid="outbox:mail-to">${escapeHtml(mail.to)}</dd>
  <dt>Sent</dt><dd>${escapeHtml(mail.sentAt)}</dd>
  <dt>Kind</dt><dd>${escapeHtml(mail.kind)} (${escapeHtml(mail.storeView)})</dd>
  <dt>Raw</dt><dd><a href="/outbox/${escapeHtml(mail.id)}.eml">${escapeHtml(mail.id)}.eml</a></dd>
</dl>
${links ? `<h2>Links</h2><ul class="links" data-testid="outbox:links">${links}</ul>` : ''}
<h2>HTML</h2>
<iframe title="The mail as HTML" data-testid="outbox:html" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(frame)}"></iframe>
<h2>Text</h2>
<pre data-testid="outbox:text">${escapeHtml(mail.text)}</pre>`,
  );
}

function boundedLimit(value: string | null): number {
  const parsed = Number(value);
  if (!value || !Number.isInteger(parsed) || parsed < 1) return 50;
  return Math.min(parsed, OUTBOX_JSON_MAX_LIMIT);
}

/** The viewer's answer for /outbox paths, or null for any other path. */
export async function outboxResponse(request: Request, folder: string): Promise<Response | null> {
  const url = new URL(request.url);
  const { pathname } = url;
  if (pathname !== '/outbox' && pathname !== '/outbox.json' && !pathname.startsWith('/outbox/')) {
    return null;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  if (pathname === '/outbox' || pathname === '/outbox/') {
    return listPage(await listOutbox(folder, { limit: OUTBOX_LIST_LIMIT }));
  }
  if (pathname === '/outbox.json') {
    const to = url.searchParams.get('to')?.slice(0, 320) || undefined;
    const mails = await listOutbox(folder, {
      limit: boundedLimit(url.searchParams.get('limit')),
      to,
    });
    return Response.json({ mails }, { headers: { 'cache-control': 'no-store' } });
  }
  const rest = pathname.slice('/outbox/'.length);
  if (rest.endsWith('.eml')) {
    const id = rest.slice(0, -'.eml'.length);
    if (!OUTBOX_ID.test(id) || !(await readOutboxMail(folder, id))) return notFound();
    const raw = await readFile(join(folder, `${id}.eml`)).catch(() => null);
    if (!raw) return notFound();
    return new Response(new Uint8Array(raw), {
      headers: {
        'content-type': 'message/rfc822',
        'content-disposition': `attachment; filename="${id}.eml"`,
        'cache-control': 'no-store',
      },
    });
  }
  const mail = await readOutboxMail(folder, rest);
  return mail ? mailPage(mail) : notFound();
}
