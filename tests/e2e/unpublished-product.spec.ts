/**
 * What the painel shows once a product the customer favorited, asked about and ordered leaves
 * the shop: no favorite, no product on the ticket, and the pedido line as it was recorded (name
 * and price, no link). The unpublishing happens on an API of this spec's own (the page's GraphQL
 * requests go there), so the shared API and the site built from it stay as they are for every
 * other spec.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { productOf } from '../../mocks/seed/catalogue.ts';
import { startMockServer } from '../../mocks/server.ts';
import type { MockServer } from '../../mocks/server.ts';
import { SEED_EDITOR } from '../../mocks/seed/staff.ts';
import { GATEWAY_KEY_HEADER } from '../../contract/http-headers.ts';
import { graphqlUrl, siteUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { painelTab } from './painel-helpers.ts';
import { newCustomer, storeToken } from './session-helpers.ts';

const GONE = productOf(2);
const KEPT = productOf(3);

let directory: string;
let api: MockServer;
let token: string;
let ticketId: string;
let pedidoNumber: string;

/** One operation on this spec's API; throws on errors. */
async function own<T>(query: string, variables: Record<string, unknown> = {}, headers = {}) {
  const response = await fetch(api.graphqlUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The back office's key to this spec's API: staff operations are answered only with it. */
const throughBackoffice = () => ({ [GATEWAY_KEY_HEADER]: api.backofficeGatewaySecret });

/** A session of the seed's editor on this spec's API. */
async function editorToken(): Promise<string> {
  const { staffLogin } = await own<{ staffLogin: { token: string } }>(
    'mutation ($email: String!, $password: String!) { staffLogin(email: $email, password: $password) { token } }',
    { email: SEED_EDITOR.email, password: SEED_EDITOR.password },
    throughBackoffice(),
  );
  return staffLogin.token;
}

const line = (n: number) => ({
  productId: String(n),
  quantity: 1,
  attributeValueIds: productOf(n).attributes.map((attribute) => attribute.values[0]?.id ?? ''),
});

test.beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'unpublished-'));
  api = await startMockServer({
    port: 0,
    gatewayPort: 0,
    products: 50,
    quiet: true,
    dataDir: directory,
    databaseUrl: '',
    publishWebhookUrl: '',
    siteOrigins: [siteUrl],
  });
  const customer = newCustomer('Saiu');
  token = '';
  const { registerCustomer } = await own<{ registerCustomer: { token: string } }>(
    'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }',
    {
      input: {
        name: customer.name,
        email: customer.email,
        cpf: customer.cpf,
        phone: customer.phone,
        password: customer.password,
        acceptPrivacyPolicy: true,
      },
    },
  );
  token = registerCustomer.token;
  await own(
    'mutation { a: addFavorite(productId: "3") { id } b: addFavorite(productId: "2") { id } }',
  );
  const { openTicket } = await own<{ openTicket: { id: string } }>(
    'mutation { openTicket(input: { subject: "Dúvida sobre o monitor", description: "<p>Olá</p>", productId: "2" }) { id } }',
  );
  ticketId = openTicket.id;
  const { placeOrder } = await own<{ placeOrder: { number: string } }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number } }',
    {
      input: {
        lines: [line(2), line(3)],
        address: {
          recipient: 'Cliente Saiu',
          cep: '01310-100',
          street: 'Avenida Paulista',
          number: '1000',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
        freight: 'PAC',
        paymentMethod: 'BOLETO',
        idempotencyKey: 'e2e-unpublished-0001',
      },
    },
  );
  pedidoNumber = placeOrder.number;
  await own(
    'mutation { updateProduct(id: "2", input: { is_published: false }) { id } }',
    {},
    { Authorization: `Bearer ${await editorToken()}`, ...throughBackoffice() },
  );
});

test.afterAll(async () => {
  await api.close();
  rmSync(directory, { recursive: true, force: true });
});

async function asTheCustomer(page: Page): Promise<void> {
  await page.route(graphqlUrl, (route) => route.continue({ url: api.graphqlUrl }));
  await storeToken(page.context(), token);
}

test('the favorites leave it out', async ({ page }) => {
  await asTheCustomer(page);
  await page.goto('/painel?aba=favoritos');
  await expect(painelTab(page, 'Favoritos')).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('list', { name: 'Produtos favoritos' });
  await expect(list.getByRole('link', { name: KEPT.name })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(GONE.name)).toHaveCount(0);
});

test('the ticket about it shows no product', async ({ page }) => {
  await asTheCustomer(page);
  await page.goto(`/painel/ticket/${ticketId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dúvida sobre o monitor' }),
  ).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Atualizado em' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Produto$/ })).toHaveCount(0);
  await expect(page.getByText(GONE.name)).toHaveCount(0);
});

test('the pedido keeps its line as recorded: name and price, without a link', async ({ page }) => {
  await asTheCustomer(page);
  await page.goto('/painel?aba=pedidos');
  const entry = page
    .getByRole('list', { name: 'Seus pedidos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Pedido ${pedidoNumber}` }) });
  await entry.getByRole('button', { name: /^Ver itens/ }).click();
  const items = entry.getByRole('list', { name: `Itens do pedido ${pedidoNumber}` });
  const gone = items.getByRole('listitem').filter({ hasText: GONE.name });
  await expect(gone).toContainText(/R\$\s101,00/);
  await expect(gone.getByRole('link')).toHaveCount(0);
  await expect(items.getByRole('link', { name: KEPT.name })).toBeVisible();
});
