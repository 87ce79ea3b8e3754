/**
 * A write the API has answered survives a crash: the real API process, on each engine, takes one
 * write of every kind of record (customer, session, profile, favorite, ticket, comment, saved
 * card, pedido with its stock, catalogue edit), is killed with SIGKILL, and a new process on the
 * same data answers every one of them.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cardBrandOfBin } from '../../contract/card-brands.ts';
import { NEW_CUSTOMER_INPUT, gql, login } from '../../tests/support/api/api.ts';
import { testApiProcess } from '../../tests/support/api/api-process.ts';
import { ENGINES, emptyPostgresUrl } from '../../tests/support/api/database.ts';
import { line, orderInput, placeOrder, stockOf } from '../../tests/support/api/orders.ts';
import { staffToken } from '../../tests/support/api/staff.ts';
import { tokenizeApprovedCard } from '../../tests/support/payments.ts';

const GATEWAY_KEY = 'pk_test_duracao';

/** The files and folders under `folder` that anyone but their owner may read. */
function readableByOthers(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .concat(folder)
    .filter((path) => (statSync(path).mode & 0o077) !== 0);
}

/** Where each engine keeps the data: a new folder, or a new empty PostgreSQL database. */
async function dataEnv(
  engine: 'embedded' | 'postgres',
): Promise<{ DATA_DIR: string; DATABASE_URL: string }> {
  if (engine === 'postgres') return { DATABASE_URL: await emptyPostgresUrl(), DATA_DIR: '' };
  const directory = mkdtempSync(join(tmpdir(), 'durability-'));
  onTestFinished(() => rmSync(directory, { recursive: true, force: true }));
  return { DATA_DIR: directory, DATABASE_URL: '' };
}

async function ok<T>(call: Promise<{ data: T | null; errors: unknown[] }>): Promise<T> {
  const result = await call;
  expect(result.errors).toEqual([]);
  if (result.data === null) throw new Error('no data');
  return result.data;
}

async function cardToken(gatewayUrl: string): Promise<Record<string, unknown>> {
  const body = await tokenizeApprovedCard(gatewayUrl, GATEWAY_KEY);
  return {
    token: body['id'],
    brand: cardBrandOfBin(String(body['first_six_digits'])),
    last4: body['last_four_digits'],
    holderName: (body['cardholder'] as Record<string, unknown>)['name'],
    expMonth: body['expiration_month'],
    expYear: body['expiration_year'],
  };
}

describe.each(ENGINES)('a crash of the API (%s)', (engine) => {
  it('loses nothing the API answered', { timeout: 180_000 }, async () => {
    const env = {
      ...(await dataEnv(engine)),
      PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY: GATEWAY_KEY,
    };
    const first = await testApiProcess(env);
    const { registerCustomer } = await ok(
      gql<{ registerCustomer: { token: string } }>(
        first.url,
        'mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }',
        { variables: { input: NEW_CUSTOMER_INPUT } },
      ),
    );
    const token = registerCustomer.token;
    await ok(
      gql(first.url, 'mutation { updateCostumer(input: { city: "Belo Horizonte" }) { id } }', {
        token,
      }),
    );
    await ok(gql(first.url, 'mutation { addFavorite(productId: "12") { id } }', { token }));
    const { openTicket } = await ok(
      gql<{ openTicket: { id: string } }>(
        first.url,
        'mutation { openTicket(input: { subject: "Entrega", description: "<p>Quando chega?</p>" }) { id } }',
        { token },
      ),
    );
    await ok(
      gql(
        first.url,
        'mutation($id: ID!) { addTicketComment(ticketId: $id, body: "<p>Obrigada!</p>") { id } }',
        { token, variables: { id: openTicket.id } },
      ),
    );
    const card = await cardToken(first.gatewayUrl);
    await ok(
      gql(
        first.url,
        'mutation($input: AddCreditCardInput!) { addCreditCard(input: $input) { id } }',
        {
          token,
          variables: { input: card },
        },
      ),
    );
    const placed = await placeOrder(first.url, token, orderInput({ lines: [line(7, 2)] }));
    expect(placed.errors).toEqual([]);
    await ok(
      gql(first.url, 'mutation { updateProduct(id: "5", input: { price: 4321.5 }) { id } }', {
        token: await staffToken(first.url),
      }),
    );

    await first.kill('SIGKILL');
    if (engine === 'embedded') expect(readableByOthers(env.DATA_DIR)).toEqual([]);
    const second = await testApiProcess(env);
    const after = await ok(
      gql<{
        getCustomerLoggedIn: { email: string; city: string };
        favoriteIds: string[];
        tickets: { items: { id: string; commentCount: number }[] };
        creditCards: { last4: string }[];
        requests: { number: string; items: { quantity: number }[] }[];
      }>(
        second.url,
        `{ getCustomerLoggedIn { email city } favoriteIds
           tickets { items { id commentCount } } creditCards { last4 }
           requests { number items { quantity } } }`,
        { token },
      ),
    );
    expect(after).toEqual({
      getCustomerLoggedIn: { email: NEW_CUSTOMER_INPUT.email, city: 'Belo Horizonte' },
      favoriteIds: ['12'],
      tickets: { items: [{ id: openTicket.id, commentCount: 1 }] },
      creditCards: [{ last4: '1111' }],
      requests: [{ number: placed.data?.placeOrder.number, items: [{ quantity: 2 }] }],
    });
    const catalogue = await ok(
      gql<{ five: { price: number }; seven: { quantity: number } }>(
        second.url,
        '{ five: getProduct(id: "5") { price } seven: getProduct(id: "7") { quantity } }',
      ),
    );
    expect(catalogue).toEqual({ five: { price: 4321.5 }, seven: { quantity: 1 } });
    await second.kill('SIGTERM');
  });

  it(
    'cancels at start a pedido whose time to pay ran out while the API was down',
    { timeout: 120_000 },
    async () => {
      const env = { ...(await dataEnv(engine)), PIX_EXPIRY_SECONDS: '1' };
      const first = await testApiProcess(env);
      const token = await login(first.url);
      const placed = await placeOrder(
        first.url,
        token,
        orderInput({ lines: [line(14, 1)], paymentMethod: 'PIX' }),
      );
      expect(placed.errors).toEqual([]);
      await first.kill('SIGKILL');
      const expiresAt = placed.data?.placeOrder.expiresAt ?? 0;
      // Started again only once the deadline is past: the first sweep, at start, must find it.
      await expect.poll(() => Date.now(), { timeout: 10_000 }).toBeGreaterThan(expiresAt);
      const second = await testApiProcess(env);
      const read = await gql<{ request: { status: string } }>(
        second.url,
        'query($id: ID!) { request(id: $id) { status } }',
        { token, variables: { id: placed.data?.placeOrder.id } },
      );
      expect(read.data?.request.status).toBe('CANCELLED');
      expect(await stockOf(second.url, 14)).toBe(3);
      await second.kill('SIGTERM');
    },
  );
});
