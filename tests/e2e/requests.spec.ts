/** The painel's `Pedidos` tab: the demo customer's requests (seed), their items, failures. */
import type { Page } from '@playwright/test';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { HTTP_500_FAULT, injectFault } from './faults-helpers.ts';
import { pedidoMakers, placeOrderThroughApi } from './checkout-helpers.ts';
import { logInAsDemo, logInFresh } from './painel-helpers.ts';

const requestEntry = (page: Page, number: string) =>
  page
    .getByRole('list', { name: 'Seus pedidos' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: `Pedido ${number}` }),
    });

test.describe('the demo customer', () => {
  test.beforeEach(async ({ context }) => {
    await logInAsDemo(context);
  });

  test('lists the requests newest first with date, status and total', async ({ page }) => {
    await page.goto('/painel?aba=pedidos');

    const headings = page.getByRole('list', { name: 'Seus pedidos' }).getByRole('heading');
    await expect(headings).toHaveText([
      'Pedido PED-2026-000103',
      'Pedido PED-2026-000102',
      'Pedido PED-2026-000104',
      'Pedido PED-2026-000101',
    ]);
    const rows: [string, string[]][] = [
      ['PED-2026-000103', ['Pago', '15/11/2026', '1 item', 'R$ 208,00']],
      ['PED-2026-000102', ['Enviado', '01/10/2026', '2 itens', 'R$ 315,00']],
      ['PED-2026-000104', ['Cancelado', '07/08/2026', '1 item', 'R$ 107,00']],
      ['PED-2026-000101', ['Entregue', '14/05/2026', '2 itens', 'R$ 202,00']],
    ];
    for (const [number, facts] of rows) {
      const entry = requestEntry(page, number);
      for (const fact of facts) await expect(entry).toContainText(fact);
    }
  });

  test('opens a request to show its items and a way to open a ticket about it', async ({
    page,
  }) => {
    await page.goto('/painel?aba=pedidos');
    const entry = requestEntry(page, 'PED-2026-000102');
    const toggle = entry.getByRole('button', { name: 'Ver itens do pedido PED-2026-000102' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();

    await expect(
      entry.getByRole('button', { name: 'Ocultar itens do pedido PED-2026-000102' }),
    ).toHaveAttribute('aria-expanded', 'true');
    const items = entry.getByRole('list', { name: 'Itens do pedido PED-2026-000102' });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    const router = items.getByRole('listitem').first();
    await expect(
      router.getByRole('link', { name: 'Roteador Wi-Fi 6 Conecta RT-0004' }),
    ).toHaveAttribute('href', '/produtos/4');
    await expect(router).toContainText('Cor: Preto · Tamanho: Compacto');
    await expect(router.getByRole('definition')).toHaveText(['2', 'R$ 103,00', 'R$ 206,00']);
    await expect(items.getByRole('listitem').nth(1).getByRole('definition')).toHaveText([
      '1',
      'R$ 109,00',
      'R$ 109,00',
    ]);

    const ticket = entry.getByRole('link', { name: 'Abrir ticket sobre este pedido' });
    await expect(ticket).toHaveAttribute('href', '/painel?aba=tickets&novo=1&pedido=2');

    await entry.getByRole('button', { name: 'Ocultar itens do pedido PED-2026-000102' }).click();
    await expect(items).toBeHidden();
  });

  test('a failed load says so with Tentar novamente, and recovers', async ({ page }) => {
    // Queries are tried twice by the client: both attempts fail, the retry goes through.
    const failing = await injectFault(page, 'CustomerRequests', HTTP_500_FAULT);
    await page.goto('/painel?aba=pedidos');

    const alert = page.getByRole('tabpanel').getByRole('alert');
    await expect(alert).toContainText('Não foi possível carregar seus pedidos.');
    await expect(alert).toContainText('O serviço está temporariamente indisponível');
    expect(failing.requests()).toBe(2);

    await failing.stop();
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Pedido PED-2026-000101' })).toBeVisible();
  });

  test('an HTML page instead of GraphQL also ends in a message, not a spinner', async ({
    page,
  }) => {
    await page.route(graphqlUrl, (route) =>
      (route.request().postData() ?? '').includes('CustomerRequests')
        ? route.fulfill({
            headers: { 'access-control-allow-origin': '*' },
            contentType: 'text/html',
            body: '<!doctype html><title>Erro</title><p>Gateway</p>',
          })
        : route.fallback(),
    );
    await page.goto('/painel?aba=pedidos');

    await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText(
      'O servidor enviou uma resposta inesperada',
    );
    await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
  });
});

test('a customer without requests is told so and pointed to the products', async ({
  page,
  context,
}) => {
  await logInFresh(context, 'Pedidos');
  await page.goto('/painel?aba=pedidos');

  await expect(page.getByRole('heading', { name: 'Você ainda não fez pedidos' })).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: 'Ver produtos' }),
  ).toHaveAttribute('href', '/produtos');
});

test.describe('a pedido waiting for payment', () => {
  const makers = pedidoMakers();
  test.afterEach(() => makers.cancelAll());

  test('says until when it can be paid', async ({ page, context }) => {
    const { token } = await logInFresh(context, 'Prazo');
    const placed = await placeOrderThroughApi(makers.add(token), '33', {
      quantity: 1,
      paymentMethod: 'PIX',
    });
    await page.goto('/painel?aba=pedidos');

    const entry = requestEntry(page, placed.number);
    await expect(entry).toContainText('Aguardando pagamento');
    const deadline = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
    }).format(placed.expiresAt);
    await expect(entry.getByRole('term').filter({ hasText: 'Pague até' })).toBeVisible();
    await expect(entry).toContainText(deadline);
  });
});
