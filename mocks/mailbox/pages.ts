/**
 * The local mailbox's pages, on its own origin: `GET /` lists what arrived (newest first,
 * `?para=` narrows to one address), `GET /mensagens/{id}` shows a message, its HTML in a
 * sandboxed frame (no script, no forms, its own opaque origin) beside its plain-text part, and
 * `GET /api/messages?to=` answers JSON for tests: `[{"to","subject","text","html","date"}]`.
 */
import { escapeXml } from '../seed/photos.ts';
import type { MailboxMessage, MailboxStore } from './mailbox-store.ts';

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;line-height:1.5}',
  'main{max-width:72rem;margin:0 auto;padding:1rem}',
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d0d4dc;vertical-align:top}',
  'a{color:#0b4fa8}a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}',
  '.parts{display:grid;gap:1rem;grid-template-columns:minmax(0,3fr) minmax(0,2fr)}',
  '@media (max-width:48rem){.parts{grid-template-columns:1fr}table thead{display:none}td{display:block;border:0;padding:.125rem .5rem}tr{display:block;border-bottom:1px solid #d0d4dc;padding:.5rem 0}}',
  'iframe{width:100%;height:40rem;border:1px solid #d0d4dc;border-radius:.25rem;background:#fff}',
  'pre{white-space:pre-wrap;word-break:break-word;background:#f4f6fb;padding:1rem;border-radius:.25rem;margin:0}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;word-break:break-word}',
  '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}',
  'form{margin:1rem 0;display:flex;gap:.5rem;flex-wrap:wrap;align-items:end}input,button{font:inherit;padding:.375rem .5rem}',
].join('');

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // The frame's document is the message: images may come from anywhere, nothing may run.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

function page(title: string, body: string, status = 200): Response {
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeXml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: HEADERS });
}

function listPage(store: MailboxStore, to: string): Response {
  const messages = store.list(to || undefined);
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeXml(when.format(new Date(m.date)))}</td><td>${escapeXml(m.to)}</td>` +
        `<td><a href="/mensagens/${m.id}">${escapeXml(m.subject || '(sem assunto)')}</a></td></tr>`,
    )
    .join('');
  const table =
    messages.length === 0
      ? '<p>Nenhum e-mail recebido ainda.</p>'
      : `<table><caption class="sr">${messages.length} e-mail(s), os mais novos primeiro</caption>` +
        `<thead><tr><th scope="col">Recebido em</th><th scope="col">Para</th><th scope="col">Assunto</th></tr></thead>` +
        `<tbody>${rows}</tbody></table>`;
  return page(
    'E-mails',
    `<h1>E-mails</h1><p>Os e-mails que a loja enviou nesta máquina. Nada sai daqui para a internet.</p>` +
      `<form method="get" action="/"><label>Para <input type="email" name="para" value="${escapeXml(to)}"></label>` +
      `<button type="submit">Filtrar</button>${to ? ' <a href="/">Ver todos</a>' : ''}</form>${table}`,
  );
}

function messagePage(message: MailboxMessage): Response {
  const facts: [string, string][] = [
    ['De', message.from],
    ['Para', message.to],
    ['Recebido em', when.format(new Date(message.date))],
    ...(message.headers['list-unsubscribe']
      ? ([['List-Unsubscribe', message.headers['list-unsubscribe']]] as [string, string][])
      : []),
  ];
  const details = facts
    .map(([term, value]) => `<dt>${escapeXml(term)}</dt><dd>${escapeXml(value)}</dd>`)
    .join('');
  const html = message.html
    ? `<iframe title="Versão HTML" sandbox srcdoc="${escapeXml(message.html)}"></iframe>`
    : '<p>Sem versão HTML.</p>';
  return page(
    message.subject || 'E-mail',
    `<p><a href="/">Voltar aos e-mails</a></p><h1>${escapeXml(message.subject || '(sem assunto)')}</h1>` +
      `<dl>${details}</dl><div class="parts"><section aria-labelledby="html-part"><h2 id="html-part">HTML</h2>${html}</section>` +
      `<section aria-labelledby="text-part"><h2 id="text-part">Texto</h2><pre>${escapeXml(message.text)}</pre></section></div>`,
  );
}

function notFound(): Response {
  return page(
    'E-mail não encontrado',
    '<h1>E-mail não encontrado</h1><p><a href="/">Voltar aos e-mails</a></p>',
    404,
  );
}

export function mailboxPages(store: MailboxStore) {
  return {
    async fetch(request: Request): Promise<Response> {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
      }
      const url = new URL(request.url);
      if (url.pathname === '/api/messages') {
        const found = store.list(url.searchParams.get('to') ?? undefined);
        const body = found.map(({ to, subject, text, html, date }) => ({
          to,
          subject,
          text,
          html,
          date,
        }));
        return new Response(JSON.stringify(body), {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      }
      if (url.pathname === '/') return listPage(store, url.searchParams.get('para') ?? '');
      const id = /^\/mensagens\/(\d{1,10})$/.exec(url.pathname)?.[1];
      const message = id === undefined ? null : store.byId(id);
      return message === null ? notFound() : messagePage(message);
    },
  };
}
