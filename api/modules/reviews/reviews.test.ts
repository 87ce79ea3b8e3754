/**
 * Reviews through the API on both engines: only the owner of a delivered pedido reviews its
 * product, once; bounds in pt-BR; staff moderation and what it does to the product's public
 * rating (computed by the database), its `updated_at`, the activity log and the publisher; and
 * the customer's reviews in their data export and their erasure.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  errorsOf,
  gql,
  login,
  NEW_CUSTOMER_INPUT,
  testHandler,
} from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { line, orderInput, placeOrder, updateStatus } from '../../../tests/support/api/orders.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { OTHER_EMAIL, OTHER_PASSWORD } from '../../../mocks/seed/customers.ts';
import { SEED_ADMIN, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';

const REVIEW = `mutation($input: ReviewInput!) {
  reviewProduct(input: $input) { id productId requestId rating title body status }
}`;
const RATING = `query($id: ID!) {
  productReviews(productId: $id, pageSize: 10) { total items { rating title body authorName } }
  productRatings { items { productId average count latest { title authorName } } endCursor }
}`;
const STAFF_LIST = `query($status: ReviewStatus) {
  staffReviews(status: $status) {
    total items { id productId productName requestNumber rating title authorName status }
  }
}`;
const DECIDE = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { id status } }`;
const REGISTER = `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }`;

interface Rating {
  productReviews: {
    total: number;
    items: { rating: number; title: string; body: string; authorName: string }[];
  };
  productRatings: {
    items: { productId: string; average: number; count: number; latest: { title: string }[] }[];
    endCursor: string | null;
  };
}

let receiver: Server;
let webhooks: { products: string[]; reason: string }[];
let webhookUrl: string;

beforeEach(async () => {
  webhooks = [];
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      webhooks.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/publish`;
});

afterEach(async () => {
  receiver.closeAllConnections();
  await new Promise((done) => receiver.close(done));
});

/** Waits until the receiver holds `count` webhooks (the notifier sends after the answer). */
async function webhookCount(count: number): Promise<void> {
  await expect.poll(() => webhooks.length).toBeGreaterThanOrEqual(count);
}

function review(target: TestHandler, token: string | null, input: Record<string, unknown>) {
  return gql<{
    reviewProduct: { id: string; status: string; title: string; body: string; rating: number };
  }>(target, REVIEW, {
    ...(token === null ? {} : { token }),
    variables: {
      input: { rating: 5, title: 'Muito bom', body: 'Funciona como esperado.', ...input },
    },
  });
}

async function ratingOf(target: TestHandler, id: string) {
  const result = await gql<Rating>(target, RATING, { variables: { id } });
  const summary = result.data?.productRatings.items.find((item) => item.productId === id);
  return { page: result.data?.productReviews, summary };
}

/** A new customer whose pedido of product `n` was delivered: their token and the pedido id. */
async function deliveredBuyer(handler: TestHandler, n: number) {
  const registered = await gql<{ registerCustomer: { token: string } }>(handler, REGISTER, {
    variables: { input: NEW_CUSTOMER_INPUT },
  });
  const token = registered.data?.registerCustomer.token ?? '';
  const placed = await placeOrder(handler, token, orderInput({ lines: [line(n, 1)] }));
  const id = placed.data?.placeOrder.id ?? '';
  // Paid by other means (an admin's move with a note); support takes it from there.
  const paid = await updateStatus(
    handler,
    { id, status: 'PAID', note: 'Transferência recebida no banco.' },
    await staffToken(handler, SEED_ADMIN),
  );
  expect(errorsOf(paid)).toEqual([]);
  const support = await staffToken(handler, SEED_SUPPORT);
  for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) {
    const moved = await updateStatus(
      handler,
      { id, status, ...(status === 'SHIPPED' ? { trackingCode: 'QB123456785BR' } : {}) },
      support,
    );
    expect(errorsOf(moved)).toEqual([]);
  }
  return { token, requestId: id };
}

async function updatedAt(handler: TestHandler, id: number): Promise<number> {
  const { rows } = await sql<{
    at: Date;
  }>`select updated_at as at from products where id = ${id}`.execute(handler.database.db);
  return rows[0]?.at.getTime() ?? 0;
}

describe.each(ENGINES)('reviews (%s)', (engine) => {
  it('are written only by the owner of a delivered pedido holding the product, once', async () => {
    const handler = await testHandler({ engine });
    const demo = await login(handler);
    const other = await login(handler, OTHER_EMAIL, OTHER_PASSWORD);

    expect(errorsOf(await review(handler, null, { requestId: '1', productId: '1' }))).toEqual([
      { code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' },
    ]);
    const refused = [
      // Pedido 2 is the demo customer's, shipped but not delivered.
      await review(handler, demo, { requestId: '2', productId: '4' }),
      // Pedido 1 was delivered, without product 5.
      await review(handler, demo, { requestId: '1', productId: '5' }),
      // Someone else's delivered pedido.
      await review(handler, other, { requestId: '1', productId: '1' }),
      await review(handler, demo, { requestId: '999999', productId: '1' }),
    ];
    for (const result of refused) {
      expect(errorsOf(result)).toEqual([
        { code: 'FORBIDDEN', message: 'Só é possível avaliar produtos de pedidos entregues.' },
      ]);
    }

    // The same review sent twice at once (a double click, a retry): one is kept.
    const input = { requestId: '1', productId: '1', title: '  Bom   notebook ', rating: 4 };
    const both = await Promise.all([review(handler, demo, input), review(handler, demo, input)]);
    const kept = both.filter((result) => result.errors.length === 0);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.data?.reviewProduct).toMatchObject({
      status: 'PENDING',
      title: 'Bom notebook',
      rating: 4,
    });
    expect(both.flatMap(errorsOf)).toEqual([
      { code: 'FORBIDDEN', message: 'Você já avaliou este produto.' },
    ]);
    // The seed's review of product 3 from the same pedido counts too.
    expect(errorsOf(await review(handler, demo, { requestId: '1', productId: '3' }))).toEqual([
      { code: 'FORBIDDEN', message: 'Você já avaliou este produto.' },
    ]);

    const mine = await gql<{ myReviews: { productId: string; status: string }[] }>(
      handler,
      '{ myReviews { productId status } }',
      { token: demo },
    );
    expect(mine.data?.myReviews).toEqual([
      { productId: '1', status: 'PENDING' },
      { productId: '3', status: 'APPROVED' },
    ]);
    // Pending: not public.
    expect((await ratingOf(handler, '1')).page).toEqual({ total: 0, items: [] });
  });

  it('bounds the stars, the title and the comment, in pt-BR, storing nothing', async () => {
    const handler = await testHandler({ engine });
    const demo = await login(handler);
    const bad = await review(handler, demo, {
      requestId: '1',
      productId: '1',
      rating: 6,
      title: ' a ',
      body: 'Curto',
    });
    expect(bad.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors[0]?.extensions?.['fields']).toEqual([
      { field: 'rating', message: 'Escolha uma nota de 1 a 5 estrelas.' },
      { field: 'title', message: 'O título deve ter de 3 a 100 caracteres.' },
      { field: 'body', message: 'O comentário deve ter de 10 a 2.000 caracteres.' },
    ]);
    const long = await review(handler, demo, {
      requestId: '1',
      productId: '1',
      body: 'x'.repeat(2001),
    });
    expect(errorsOf(long)).toEqual([
      { code: 'BAD_USER_INPUT', message: 'O texto deve ter no máximo 2.000 caracteres.' },
    ]);
    expect(
      errorsOf(await review(handler, demo, { requestId: '1', productId: '1', rating: 0 })),
    ).toEqual([{ code: 'BAD_USER_INPUT', message: 'Escolha uma nota de 1 a 5 estrelas.' }]);
    const mine = await gql<{ myReviews: unknown[] }>(handler, '{ myReviews { id } }', {
      token: demo,
    });
    expect(mine.data?.myReviews).toHaveLength(1);
  });

  it('are moderated by editors and admins; decisions move the public rating', async () => {
    const handler = await testHandler({
      engine,
      publishWebhook: { url: webhookUrl, secret: 'test-secret' },
    });
    const editor = await staffToken(handler);
    const support = await staffToken(handler, SEED_SUPPORT);
    const admin = await staffToken(handler, SEED_ADMIN);
    const buyer = await deliveredBuyer(handler, 3);
    const written = await review(handler, buyer.token, {
      requestId: buyer.requestId,
      productId: '3',
      rating: 5,
      title: 'Excelente',
      body: 'Superou o que eu esperava.',
    });
    const id = written.data?.reviewProduct.id ?? '';

    expect(errorsOf(await gql(handler, STAFF_LIST, { token: support }))).toEqual([
      { code: 'FORBIDDEN', message: 'Acesso negado.' },
    ]);
    expect(
      errorsOf(await gql(handler, DECIDE('approveReview'), { token: support, variables: { id } })),
    ).toEqual([{ code: 'FORBIDDEN', message: 'Acesso negado.' }]);
    const listed = await gql<{
      staffReviews: {
        total: number;
        items: {
          id: string;
          status: string;
          authorName: string;
          requestNumber: string;
          productName: string;
        }[];
      };
    }>(handler, STAFF_LIST, { token: editor });
    expect(listed.data?.staffReviews.items[0]).toMatchObject({
      id,
      status: 'PENDING',
      authorName: 'Joana L.',
      requestNumber: expect.stringMatching(/^PED-\d{4}-\d{6}$/),
    });
    expect(listed.data?.staffReviews.items.map((item) => item.status)).toEqual([
      'PENDING',
      'APPROVED',
    ]);

    // Before: the seed's one review, 4 stars.
    expect((await ratingOf(handler, '3')).summary).toMatchObject({ average: 4, count: 1 });
    const before = await updatedAt(handler, 3);

    const approved = await gql(handler, DECIDE('approveReview'), {
      token: editor,
      variables: { id },
    });
    expect(approved.data).toEqual({ approveReview: { id, status: 'APPROVED' } });
    const after = await ratingOf(handler, '3');
    expect(after.summary).toMatchObject({ average: 4.5, count: 2 });
    expect(after.page?.items[0]).toEqual({
      rating: 5,
      title: 'Excelente',
      body: 'Superou o que eu esperava.',
      authorName: 'Joana L.',
    });
    expect(JSON.stringify(after)).not.toContain(NEW_CUSTOMER_INPUT.email);
    expect(await updatedAt(handler, 3)).toBeGreaterThan(before);
    await webhookCount(1);
    expect(webhooks[0]?.products).toEqual(['3']);

    // A decision already taken cannot be taken again; an unknown review is not found.
    expect(
      errorsOf(await gql(handler, DECIDE('rejectReview'), { token: admin, variables: { id } })),
    ).toEqual([{ code: 'FORBIDDEN', message: 'Esta avaliação já foi decidida.' }]);
    expect(
      errorsOf(
        await gql(handler, DECIDE('approveReview'), { token: admin, variables: { id: '999999' } }),
      ),
    ).toEqual([{ code: 'NOT_FOUND', message: 'Avaliação não encontrada.' }]);

    const removed = await gql(handler, DECIDE('removeReview'), { token: admin, variables: { id } });
    expect(removed.data).toEqual({ removeReview: { id, status: 'REJECTED' } });
    expect((await ratingOf(handler, '3')).summary).toMatchObject({ average: 4, count: 1 });
    await webhookCount(2);
    expect(webhooks[1]?.products).toEqual(['3']);
    expect(
      errorsOf(await gql(handler, DECIDE('removeReview'), { token: admin, variables: { id } })),
    ).toEqual([{ code: 'FORBIDDEN', message: 'Esta avaliação não está publicada.' }]);

    const log = await gql<{
      activityLog: { items: { action: string; staffName: string; summary: string }[] };
    }>(
      handler,
      `{ activityLog(filter: { subjectType: REVIEW }) { items { action staffName summary } } }`,
      { token: admin },
    );
    expect(log.data?.activityLog.items.map((item) => item.action)).toEqual([
      'review.remove',
      'review.approve',
    ]);
    expect(log.data?.activityLog.items[1]?.summary).toBe(
      `Avaliação ${id} do produto 3 aprovada e publicada.`,
    );

    // Rejecting a pending review changes nothing public, so no publish is asked for: the next
    // webhook is the approval after it.
    const second = await review(handler, await login(handler), {
      requestId: '1',
      productId: '1',
    });
    const secondId = second.data?.reviewProduct.id ?? '';
    const stamp = await updatedAt(handler, 1);
    expect(
      (await gql(handler, DECIDE('rejectReview'), { token: editor, variables: { id: secondId } }))
        .data,
    ).toEqual({ rejectReview: { id: secondId, status: 'REJECTED' } });
    expect(await updatedAt(handler, 1)).toBe(stamp);
    expect((await ratingOf(handler, '1')).summary).toBeUndefined();
  });

  it('give the ratings of only the products asked for, at most 100 at a time', async () => {
    const handler = await testHandler({ engine });
    const ONLY = `query($ids: [ID!]) {
      productRatings(productIds: $ids) { items { productId average count } endCursor }
    }`;
    const only = async (ids: string[]) =>
      gql<{ productRatings: { items: { productId: string }[] } }>(handler, ONLY, {
        variables: { ids },
      });
    // The seed's product 3 has an approved review; 1 and 2 have none; "x" is no product.
    const asked = await only(['1', '3', 'x']);
    expect(asked.data?.productRatings.items).toEqual([{ productId: '3', average: 4, count: 1 }]);
    expect((await only(['1', '2'])).data?.productRatings.items).toEqual([]);
    const tooMany = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(errorsOf(await only(tooMany))).toEqual([
      { code: 'BAD_USER_INPUT', message: 'A lista de produtos deve ter no máximo 100 itens.' },
    ]);
  });

  it('go into the customer data export and leave with the erased account', async () => {
    const handler = await testHandler({
      engine,
      publishWebhook: { url: webhookUrl, secret: 'test-secret' },
    });
    const editor = await staffToken(handler);
    const buyer = await deliveredBuyer(handler, 3);
    const written = await review(handler, buyer.token, {
      requestId: buyer.requestId,
      productId: '3',
      title: 'Recomendo',
    });
    const id = written.data?.reviewProduct.id ?? '';
    await gql(handler, DECIDE('approveReview'), { token: editor, variables: { id } });
    await webhookCount(1);

    const exported = await gql<{ myData: string }>(handler, '{ myData }', { token: buyer.token });
    const data = JSON.parse(exported.data?.myData ?? '{}') as { reviews: unknown[] };
    expect(data.reviews).toEqual([
      expect.objectContaining({ id, productId: '3', title: 'Recomendo', status: 'APPROVED' }),
    ]);

    const before = await updatedAt(handler, 3);
    const erased = await gql(
      handler,
      'mutation($password: String!) { deleteMyAccount(password: $password) }',
      { token: buyer.token, variables: { password: NEW_CUSTOMER_INPUT.password } },
    );
    expect(errorsOf(erased)).toEqual([]);
    expect((await ratingOf(handler, '3')).summary).toMatchObject({ average: 4, count: 1 });
    expect(await updatedAt(handler, 3)).toBeGreaterThan(before);
    await webhookCount(2);
    expect(webhooks[1]?.products).toEqual(['3']);
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from reviews where id = ${Number(id)}`.execute(handler.database.db);
    expect(rows[0]?.n).toBe(0);
  });
});
