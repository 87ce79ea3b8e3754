import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verify } from '@octokit/webhooks-methods';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiHandler } from '../../http/handler.ts';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { SEED_ADMIN, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';
import { silentLogger } from '../../../runtime/log.ts';
import type { Logger } from '../../../runtime/log.ts';
import { captureLog } from '../../../tests/support/log-capture.ts';

const SECRET = 'webhook-test-secret';

const UPDATE = `mutation Update($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) { id name price quantity is_published }
}`;
const CREATE = `mutation Create($input: CreateProductInput!) {
  createProduct(input: $input) { id name price quantity is_published category { id } }
}`;
const GET = `query Get($id: ID!) { getProduct(id: $id) { id name price quantity } }`;
const LIST = `query List($search: String) {
  products(filter: { search: $search }, pageSize: 500) { total items { id name price } }
}`;

interface Delivery {
  body: string;
  signature: string | undefined;
}

let receiver: Server;
let deliveries: Delivery[];
let delivered: () => Promise<Delivery>;
let webhookUrl: string;

beforeEach(async () => {
  deliveries = [];
  let wake: (() => void) | undefined;
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-signature-256'] as string | undefined,
      });
      res.writeHead(202).end();
      wake?.();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/publish`;
  let seen = 0;
  delivered = () =>
    new Promise((done) => {
      const check = () => {
        const next = deliveries[seen];
        if (next) {
          seen++;
          done(next);
        } else wake = check;
      };
      check();
    });
});

afterEach(async () => {
  receiver.closeAllConnections();
  await new Promise((done) => receiver.close(done));
});

function handler(log: Logger = silentLogger): Promise<ApiHandler> {
  return testHandler({ publishWebhook: { url: webhookUrl, secret: SECRET }, log });
}

describe('editor operations', () => {
  it('refuse no token, a customer token and the support role, and change nothing', async () => {
    const api = await handler();
    const refusals: [string | undefined, string][] = [
      [undefined, 'UNAUTHENTICATED'],
      [await login(api), 'UNAUTHENTICATED'],
      ['not-a-token', 'UNAUTHENTICATED'],
      [await staffToken(api, SEED_SUPPORT), 'FORBIDDEN'],
    ];
    for (const [token, code] of refusals) {
      const result = await gql(api, UPDATE, { variables: { id: '3', input: { price: 1 } }, token });
      expect(errorsOf(result).map((error) => error.code)).toEqual([code]);
      const created = await gql(api, CREATE, {
        variables: {
          input: { name: 'Teclado', description: 'Novo', price: 10, quantity: 1, categoryId: '1' },
        },
        token,
      });
      expect(errorsOf(created).map((error) => error.code)).toEqual([code]);
    }
    expect(
      errorsOf(
        await gql(api, UPDATE, {
          variables: { id: '3', input: { price: 1 } },
          token: await staffToken(api, SEED_SUPPORT),
        }),
      ),
    ).toEqual([{ code: 'FORBIDDEN', message: 'Acesso negado.' }]);
    const product = await gql<{ getProduct: { price: number } }>(api, GET, {
      variables: { id: '3' },
    });
    expect(product.data?.getProduct.price).toBe(102);
    expect(deliveries).toEqual([]);
  });

  it('change price and stock, seen by shoppers, and send a signed webhook naming the product', async () => {
    const api = await handler();
    const auth = { token: await staffToken(api) };
    const result = await gql<{ updateProduct: { price: number; quantity: number } }>(api, UPDATE, {
      variables: { id: '3', input: { price: 1234.5, quantity: 0 } },
      ...auth,
    });
    expect(result.data?.updateProduct).toMatchObject({ price: 1234.5, quantity: 0 });
    const shopper = await gql<{ getProduct: { price: number; quantity: number } }>(api, GET, {
      variables: { id: '3' },
    });
    expect(shopper.data?.getProduct).toMatchObject({ price: 1234.5, quantity: 0 });

    const delivery = await delivered();
    expect(JSON.parse(delivery.body)).toEqual({
      products: ['3'],
      reason: 'updateProduct 3 — Elisa Moraes',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      delivery: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    expect(delivery.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await verify(SECRET, delivery.body, delivery.signature ?? '')).toBe(true);
  });

  it('hide an unpublished product from shoppers but not from editors', async () => {
    const api = await handler();
    const auth = { token: await staffToken(api) };
    const before = await gql<{ products: { total: number } }>(api, LIST);
    await gql(api, UPDATE, { variables: { id: '7', input: { is_published: false } }, ...auth });
    const after = await gql<{ products: { total: number; items: { id: string }[] } }>(api, LIST);
    expect(after.data?.products.total).toBe((before.data?.products.total ?? 0) - 1);
    expect(after.data?.products.items.map((item) => item.id)).not.toContain('7');
    expect(errorsOf(await gql(api, GET, { variables: { id: '7' } }))).toEqual([
      { code: 'NOT_FOUND', message: 'Produto com ID não encontrado.' },
    ]);
    const asEditor = await gql<{ getProduct: { id: string } }>(api, GET, {
      variables: { id: '7' },
      ...auth,
    });
    expect(asEditor.data?.getProduct.id).toBe('7');
  });

  it('create a product with the next id, listed in name order and found by search', async () => {
    const api = await handler();
    const auth = { token: await staffToken(api) };
    const created = await gql<{ createProduct: Record<string, unknown> }>(api, CREATE, {
      variables: {
        input: {
          name: '  Mouse   Ergonômico Zeta ',
          description: 'Sem fio.',
          price: 89.9,
          quantity: 12,
          categoryId: '3',
        },
      },
      ...auth,
    });
    expect(created.data?.createProduct).toEqual({
      id: '51',
      name: 'Mouse Ergonômico Zeta',
      price: 89.9,
      quantity: 12,
      is_published: true,
      category: { id: '3' },
    });
    const found = await gql<{ products: { items: { id: string }[] } }>(api, LIST, {
      variables: { search: 'ergonomico zeta' },
    });
    expect(found.data?.products.items.map((item) => item.id)).toEqual(['51']);
    expect(JSON.parse((await delivered()).body)).toMatchObject({ products: ['51'] });
  });

  it('explain invalid input in Portuguese, field by field, and change nothing', async () => {
    const api = await handler();
    const auth = { token: await staffToken(api) };
    const result = await gql(api, UPDATE, {
      variables: { id: '3', input: { name: 'x', price: -5, quantity: 2_000_000 } },
      ...auth,
    });
    expect(result.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors[0]?.extensions?.fields?.map((f) => f.field)).toEqual([
      'name',
      'price',
      'quantity',
    ]);
    expect(result.errors[0]?.message).toContain('O preço deve ser maior que zero');
    const bad = await gql(api, CREATE, {
      variables: {
        input: { name: 'Cabo', description: 'x', price: 1.999, quantity: 1, categoryId: '99' },
      },
      ...auth,
    });
    expect(bad.errors[0]?.extensions?.fields?.map((f) => f.field)).toEqual(['price', 'categoryId']);
    expect(bad.errors[0]?.message).toContain('Escolha uma categoria da lista.');
    expect(
      errorsOf(await gql(api, UPDATE, { variables: { id: '999', input: { price: 1 } }, ...auth })),
    ).toEqual([{ code: 'NOT_FOUND', message: 'Produto com ID não encontrado.' }]);
    const product = await gql<{ getProduct: { name: string } }>(api, GET, {
      variables: { id: '3' },
    });
    expect(product.data?.getProduct.name).not.toBe('x');
    expect(deliveries).toEqual([]);
  });

  it('log a webhook that cannot be delivered and still apply the change', async () => {
    const { log, waitFor } = captureLog();
    const api = await testHandler({
      publishWebhook: { url: 'http://127.0.0.1:1/hooks/publish', secret: SECRET },
      log,
    });
    const result = await gql<{ updateProduct: { price: number } }>(api, UPDATE, {
      variables: { id: '4', input: { price: 50 } },
      token: await staffToken(api, SEED_ADMIN),
    });
    expect(result.data?.updateProduct.price).toBe(50);
    expect(await waitFor(/^publish webhook not delivered/)).toMatchObject({
      level: 'warn',
      url: 'http://127.0.0.1:1/hooks/publish',
      products: ['4'],
    });
  });

  it('are forgotten by a reset', async () => {
    const api = await handler();
    const auth = { token: await staffToken(api) };
    await gql(api, UPDATE, { variables: { id: '3', input: { price: 1 } }, ...auth });
    api.reset();
    const product = await gql<{ getProduct: { price: number } }>(api, GET, {
      variables: { id: '3' },
    });
    expect(product.data?.getProduct.price).toBe(102);
  });
});
