/**
 * The publisher's status page for content editors, in pt-BR: what is happening now and the last
 * publishes (what, when, how long, how many pages, and for a failure, why). Plain HTML with
 * every value escaped; it reloads itself every few seconds while a publish is pending.
 */
import type { PublishRecord, PublisherState } from './publish-queue.ts';

const STATE_TEXT: Record<PublisherState, string> = {
  idle: 'Nenhuma publicação em andamento.',
  waiting: 'Alterações recebidas: a publicação começa em instantes.',
  building: 'Publicando agora…',
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});
const integer = new Intl.NumberFormat('pt-BR');
const seconds = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

function productsText(products: PublishRecord['products']): string {
  if (products === 'all') return 'Todo o catálogo';
  if (products.length === 0) return 'Nenhum produto';
  const shown = products.slice(0, 10).join(', ');
  return products.length > 10
    ? `${integer.format(products.length)} produtos (${shown}…)`
    : `${products.length === 1 ? 'Produto' : 'Produtos'} ${shown}`;
}

function row(record: PublishRecord): string {
  const published = record.result === 'published';
  const warning = record.warning ? `<br><small>${escapeHtml(record.warning)}</small>` : '';
  const result = published
    ? `Publicado${warning}`
    : `Falhou: ${escapeHtml(record.error ?? 'motivo desconhecido')}`;
  return `<tr>
<td>${escapeHtml(dateTime.format(new Date(record.startedAt)))}</td>
<td>${escapeHtml(productsText(record.products))}<br><small>${escapeHtml(record.trigger)}</small></td>
<td>${seconds.format(record.durationMs / 1000)} s</td>
<td>${integer.format(record.rendered)} geradas, ${integer.format(record.reused)} reaproveitadas</td>
<td class="${published ? 'ok' : 'failed'}">${result}</td>
</tr>`;
}

export function renderStatusPage(state: PublisherState, history: readonly PublishRecord[]): string {
  const refresh = state === 'idle' ? '' : '<meta http-equiv="refresh" content="3">';
  const body =
    history.length === 0
      ? '<p>Nenhuma publicação desde que o publicador foi iniciado.</p>'
      : `<div class="history" role="region" aria-label="Histórico de publicações" tabindex="0">
<table>
<caption>${history.length === 1 ? 'Última publicação' : `Últimas ${history.length} publicações (a mais recente primeiro)`}</caption>
<thead><tr><th scope="col">Início (horário de Brasília)</th><th scope="col">O quê</th><th scope="col">Duração</th><th scope="col">Páginas</th><th scope="col">Resultado</th></tr></thead>
<tbody>
${history.map(row).join('\n')}
</tbody>
</table>
</div>`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>Publicações da loja</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
/* On a phone the table scrolls inside its region; the page itself never scrolls sideways. */
.history { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; min-width: 36rem; }
caption { text-align: left; font-weight: 600; margin-bottom: .5rem; }
th, td { border-bottom: 1px solid #ccc; padding: .5rem; text-align: left; vertical-align: top; }
small { color: #4a4a4a; }
.ok { color: #135e1d; }
.failed { color: #a10e0e; }
</style>
</head>
<body>
<main>
<h1>Publicações da loja</h1>
<p role="status">${STATE_TEXT[state]}</p>
${body}
</main>
</body>
</html>
`;
}
