/**
 * The test bank: the page a shopper opens from the pedido (`Pagar no banco de testes`) to pay a
 * Pix or a boleto of the payment stand-in as their bank's app would, on the stand-in's own
 * origin. `GET /banco/{charge}` shows the charge (amount, receiver, method, reference, state)
 * and, while it can be paid, a `Simular pagamento` button whose form posts to
 * `/banco/{charge}/pagar`: the charge is paid and the shop notified, and the page shows it.
 * A post from another origin's page is refused, so no other site can pay in a shopper's name.
 */
import { escapeXml } from '../seed/photos.ts';
import type { ChargeMethod, ChargeStatus } from '../../api/providers/payments/provider.ts';
import type { ChargeRecord, Ledger } from './charges.ts';

export const BANK_PATH = '/banco/';

export interface BankPageOptions {
  readonly ledger: Ledger;
  /** The Pix receiver's name (PIX_MERCHANT_NAME). */
  readonly merchantName: string;
  /** The stand-in's public origin: the only one whose pages may pay. */
  readonly publicOrigin: () => string;
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const METHODS: Record<ChargeMethod, string> = {
  card: 'Cartão de crédito',
  pix: 'Pix',
  boleto: 'Boleto',
};

const STATES: Record<ChargeStatus, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Paga',
  partially_refunded: 'Paga, com parte reembolsada',
  refunded: 'Reembolsada',
  declined: 'Recusada',
  cancelled: 'Cancelada',
  expired: 'Expirada',
};

const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}',
  'button{font:inherit;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#0b5cad;color:#fff;cursor:pointer}',
  'button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}.note{color:#4a4a4a}',
].join('');

const HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // Not `no-referrer`: under it Chromium sends `Origin: null` with the page's own form, which
  // the origin check of `Simular pagamento` then refuses. `same-origin` still tells other
  // sites nothing.
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

function page(title: string, body: string, status: number): Response {
  const html =
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeXml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>Banco de testes</h1>` +
    `<p class="note">Um banco de mentira para testar a loja: nenhum dinheiro de verdade é movido.</p>` +
    `${body}</main></body></html>`;
  return new Response(html, { status, headers: HEADERS });
}

function chargePage(charge: ChargeRecord, merchantName: string, problem: string | null): Response {
  const amount = money.format(charge.amountCents / 100);
  const rows: [string, string][] = [
    ['Valor', amount],
    ['Recebedor', merchantName],
    ['Forma de pagamento', METHODS[charge.method]],
    ['Referência', charge.reference],
    ['Situação', STATES[charge.status]],
  ];
  const details = rows
    .map(([term, value]) => `<dt>${escapeXml(term)}</dt><dd>${escapeXml(value)}</dd>`)
    .join('');
  const payable = charge.status === 'pending' && charge.method !== 'card';
  const action = payable
    ? `<form method="post" action="${BANK_PATH}${escapeXml(charge.id)}/pagar">` +
      `<button type="submit">Simular pagamento</button></form>`
    : charge.status === 'paid'
      ? '<p role="status">Pagamento confirmado: a loja foi avisada.</p>'
      : '';
  const alert = problem === null ? '' : `<p role="alert">${escapeXml(problem)}</p>`;
  return page(
    `Banco de testes: ${amount} para ${merchantName}`,
    `<h2>Cobrança</h2><dl>${details}</dl>${alert}${action}`,
    problem === null ? 200 : 409,
  );
}

function notFound(): Response {
  return page('Banco de testes: cobrança não encontrada', '<p>Cobrança não encontrada.</p>', 404);
}

export function createBankPage(options: BankPageOptions) {
  const { ledger } = options;

  async function pay(request: Request, id: string): Promise<Response> {
    const origin = request.headers.get('origin');
    if (origin !== null && origin !== options.publicOrigin()) {
      return page('Banco de testes: pedido recusado', '<p>Pedido de outro site recusado.</p>', 403);
    }
    const outcome = await ledger.pay(id);
    if (outcome.ok) {
      return new Response(null, { status: 303, headers: { Location: `${BANK_PATH}${id}` } });
    }
    const charge = await ledger.get(id);
    return charge === null
      ? notFound()
      : chargePage(charge, options.merchantName, 'Esta cobrança não pode mais ser paga.');
  }

  return {
    /** Answers a request whose path starts with `BANK_PATH`. */
    async fetch(request: Request): Promise<Response> {
      const [id = '', action, ...rest] = new URL(request.url).pathname
        .slice(BANK_PATH.length)
        .split('/');
      if (rest.length > 0) return notFound();
      if (action === 'pagar' && request.method === 'POST') return pay(request, id);
      if (action === undefined && (request.method === 'GET' || request.method === 'HEAD')) {
        const charge = await ledger.get(id);
        return charge === null ? notFound() : chargePage(charge, options.merchantName, null);
      }
      return new Response(null, {
        status: 405,
        headers: { Allow: action === undefined ? 'GET, HEAD' : 'POST' },
      });
    },
  };
}
