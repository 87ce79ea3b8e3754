/**
 * After the sale, as a customer and support see it: `Cancelar pedido` before shipping (a Pix
 * unpaid, a card refunded), `Desistir da compra` within 7 days of delivery answered with a
 * protocol on screen and by e-mail, approved in `Devoluções` with a `Código de postagem`,
 * received and refunded with the freight; past the 7 days only a defect return is offered, with
 * its photos, and support may refuse it with a reason. The delivery is aged through the test
 * hooks, the one clock these specs move. Each test buys with a customer of its own, from
 * products no other spec takes.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations } from './a11y-helpers.ts';
import { cardTokenThroughGateway, placeOrderThroughApi } from './checkout-helpers.ts';
import { mockApiUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { mailArriving } from './mailbox.ts';
import { logInFresh } from './painel-helpers.ts';
import { loginToBackoffice, openArea, staffGraphql } from './staff-helpers.ts';

/** A 1×1 PNG, the photo of the defect (the painel redraws it as a JPEG before sending it). */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const requestEntry = (page: Page, number: string) =>
  page
    .getByRole('list', { name: 'Seus pedidos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Pedido ${number}` }) });

async function openPedido(page: Page, number: string) {
  await page.goto('/painel?aba=pedidos');
  const entry = requestEntry(page, number);
  await entry.getByRole('button', { name: /^Ver itens/ }).click();
  return entry;
}

async function cardPedido(token: string, product: string) {
  return placeOrderThroughApi(token, product, {
    quantity: 1,
    paymentMethod: 'CREDIT_CARD',
    card: await cardTokenThroughGateway(),
  });
}

async function deliver(id: string) {
  for (const [status, trackingCode] of [
    ['SHIPPED', 'QB123456785BR'],
    ['DELIVERED', null],
  ] as const) {
    const moved = await staffGraphql(
      'support',
      'mutation ($id: ID!, $status: RequestStatus!, $trackingCode: String) { updateRequestStatus(id: $id, status: $status, trackingCode: $trackingCode) { id } }',
      { id, status, trackingCode },
    );
    expect(moved.errors).toBeUndefined();
  }
}

/** Ages the pedido's delivery by `days` through the test hooks. */
async function deliveredAgo(id: string, days: number) {
  const response = await fetch(`${mockApiUrl}/__mock/delivered-ago`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, days }),
  });
  expect(response.status).toBe(200);
}

/** The protocol page the customer lands on after asking; answers the protocol. */
async function protocolShown(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/painel\/solicitacao\/\d+\?nova=1$/);
  const status = page.getByRole('status').filter({ hasText: 'Recebemos sua solicitação' });
  await expect(status).toContainText(/Protocolo DEV-\d{4}-\d{6}/);
  return /DEV-\d{4}-\d{6}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
}

async function supportDesk(context: BrowserContext): Promise<Page> {
  const desk = await context.newPage();
  await loginToBackoffice(desk, 'support');
  await openArea(desk, 'Devoluções');
  return desk;
}

test('cancels an unpaid Pix pedido and refunds a paid card pedido before shipping', async ({
  page,
  context,
}) => {
  const { customer, token } = await logInFresh(context, 'Cancela');
  const pix = await placeOrderThroughApi(token, '34', { quantity: 1, paymentMethod: 'PIX' });
  const since = Date.now();
  const entry = await openPedido(page, pix.number);
  await entry.getByRole('button', { name: `Cancelar pedido ${pix.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancelar o pedido ${pix.number}?` });
  await expect(dialog).toContainText('nada será cobrado');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  const protocol = await protocolShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Cancelamento do pedido ${pix.number}`,
  );
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();
  await mailArriving(customer.email, `Recebemos sua solicitação ${protocol}`, since);
  const back = await openPedido(page, pix.number);
  await expect(back).toContainText('Cancelado');
  await expect(back.getByRole('link', { name: `Cancelamento ${protocol}` })).toBeVisible();
  await expect(back.getByRole('button', { name: /^Cancelar pedido/ })).toHaveCount(0);

  const card = await cardPedido(token, '34');
  const paid = await openPedido(page, card.number);
  await paid.getByRole('button', { name: `Cancelar pedido ${card.number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Cancelar o pedido ${card.number}?` });
  await expect(confirm).toContainText('o valor pago é reembolsado');
  await confirm.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await protocolShown(page);
  const refunded = await openPedido(page, card.number);
  await expect(refunded).toContainText('Cancelado');
  await expect(refunded.getByRole('term').filter({ hasText: 'Reembolsado' })).toBeVisible();
  await expect(refunded).toContainText(/Reembolso de R\$\s[\d.,]+ solicitado/);
});

test('withdraws within 7 days: a protocol, a postage code, then the refund with the freight', async ({
  page,
  context,
}) => {
  const { customer, token } = await logInFresh(context, 'Desiste');
  const pedido = await cardPedido(token, '35');
  await deliver(pedido.id);
  const since = Date.now();

  const entry = await openPedido(page, pedido.number);
  await expect(entry).toContainText(/até \d{2}\/\d{2}\/\d{4}/);
  await entry.getByRole('button', { name: 'Desistir da compra' }).click();
  const form = entry.getByRole('form', { name: 'Desistir da compra' });
  await expect(form).toContainText('Devolvemos o valor dos itens e o frete');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Comprei o modelo errado.');
  await form.getByRole('button', { name: 'Enviar desistência' }).click();
  const protocol = await protocolShown(page);
  await expect(page.getByText('Aguardando análise', { exact: true })).toBeVisible();
  const received = await mailArriving(
    customer.email,
    `Recebemos sua solicitação ${protocol}`,
    since,
  );
  expect(received.text).toContain(pedido.number);
  expect(await axeViolations(page)).toEqual([]);
  const customerPage = page.url().replace(/\?nova=1$/, '');

  const desk = await supportDesk(context);
  const row = desk.getByRole('row').filter({ hasText: protocol });
  await expect(row).toContainText('Desistência da compra');
  await expect(row).toContainText(/Responder até \d{2}\/\d{2}/);
  await row.getByRole('link', { name: protocol }).click();
  // A withdrawal within its 7 days cannot be refused.
  await expect(desk.getByRole('button', { name: 'Recusar' })).toHaveCount(0);
  expect(await axeViolations(desk)).toEqual([]);
  await desk.getByRole('button', { name: 'Aprovar' }).click();
  await expect(desk.getByRole('status')).toContainText('aprovada');
  await mailArriving(customer.email, `Devolução aprovada: ${protocol}`, since);

  await page.goto(customerPage);
  await expect(page.getByRole('heading', { name: 'Código de postagem' })).toBeVisible();
  await expect(page.getByText(/^\d{9}$/)).toBeVisible();

  await desk.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(desk.getByText('Reembolsada', { exact: true })).toBeVisible();
  await mailArriving(customer.email, 'Reembolso de R$', since);

  await page.reload();
  await expect(page.getByText('Reembolsada', { exact: true })).toBeVisible();
  const total = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(
    pedido.total,
  );
  await expect(page.getByRole('definition').filter({ hasText: total }).first()).toBeVisible();
  await expect(page.getByText('Frete incluído')).toBeVisible();
});

test('past 7 days only a defect return is offered, and support refuses it with a reason', async ({
  page,
  context,
}) => {
  const { customer, token } = await logInFresh(context, 'Defeito');
  const pedido = await cardPedido(token, '36');
  await deliver(pedido.id);
  await deliveredAgo(pedido.id, 8);
  const since = Date.now();

  const entry = await openPedido(page, pedido.number);
  await expect(entry.getByRole('button', { name: 'Desistir da compra' })).toHaveCount(0);
  await entry.getByRole('button', { name: 'Solicitar troca ou devolução' }).click();
  const form = entry.getByRole('form', { name: 'Solicitar troca ou devolução' });
  await form.getByRole('combobox', { name: /^Quantidade de/ }).selectOption('1');
  await form.getByRole('radio', { name: 'Troca pelo mesmo produto' }).check();
  await form.getByLabel('Fotos do defeito (opcional, até 3)').setInputFiles({
    name: 'tela.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await expect(
    form
      .getByRole('list', { name: 'Fotos escolhidas' })
      .getByRole('img', { name: 'Foto 1 do defeito' }),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Descreva o defeito' }).fill('curto');
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Descreva o defeito com ao menos 10 caracteres.' }),
  ).toBeVisible();
  // What was typed stays.
  await expect(form.getByRole('textbox', { name: 'Descreva o defeito' })).toHaveValue('curto');
  await form
    .getByRole('textbox', { name: 'Descreva o defeito' })
    .fill('A tela parou de ligar no terceiro dia.');
  await form.getByRole('button', { name: 'Enviar solicitação' }).click();
  const protocol = await protocolShown(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Troca por defeito do pedido ${pedido.number}`,
  );
  await expect(page.getByRole('list', { name: 'Fotos enviadas' }).getByRole('img')).toHaveCount(1);

  const desk = await supportDesk(context);
  await desk
    .getByRole('row')
    .filter({ hasText: protocol })
    .getByRole('link', { name: protocol })
    .click();
  await expect(
    desk.getByRole('list', { name: 'Fotos do cliente' }).getByRole('img', {
      name: 'Foto 1 enviada pelo cliente',
    }),
  ).toBeVisible();
  await desk.getByRole('button', { name: 'Recusar' }).click();
  await expect(desk.getByText('Diga ao cliente por que a solicitação foi recusada.')).toBeVisible();
  await desk
    .getByRole('textbox', { name: 'Motivo da recusa' })
    .fill('O aparelho tem marcas de queda, fora da garantia.');
  await desk.getByRole('button', { name: 'Recusar' }).click();
  await expect(desk.getByRole('heading', { name: `${protocol} Recusada` })).toBeVisible();
  await mailArriving(customer.email, `Solicitação recusada: ${protocol}`, since);

  await page.reload();
  await expect(page.getByRole('paragraph').filter({ hasText: 'Motivo da recusa:' })).toContainText(
    'O aparelho tem marcas de queda, fora da garantia.',
  );
});
