/**
 * `Avise-me quando chegar` through the API, on both engines: a request is one per product and
 * e-mail, bounded per e-mail and per client address; an editor's change that brings the
 * product back (updateProduct, `Publicar`, the price list's `Aplicar`, a schedule) notifies each
 * waiting request exactly once, in the outbox; the notice's link cancels; requests lapse after
 * the retention bound; the customer's data export and erasure include them; only editors and
 * admins list them.
 */
import { describe, expect, it } from 'vitest';
import { createDataAccess } from '../../core/data-access.ts';
import { DEFAULT_ABUSE_LIMITS } from '../../guards/abuse-limits.ts';
import { productOf } from '../../../mocks/seed/catalogue.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../mocks/seed/customers.ts';
import { SEED_ADMIN, SEED_SUPPORT } from '../../../mocks/seed/staff.ts';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { runDueSchedules } from '../backoffice/schedule-sweep.ts';
import type { OutboxMessage } from '../messages/outbox-store.ts';
import { STOCK_ALERT_RETENTION_DAYS } from './retention.ts';
import { UNKNOWN_CANCEL_LINK } from './resolvers.ts';
import { IN_STOCK_REFUSAL, tooManyWaiting } from './stock-alerts.ts';
import { captureLog } from '../../../tests/support/log-capture.ts';

const REQUEST = `mutation ($productId: ID!, $email: String!) {
  requestStockAlert(productId: $productId, email: $email) { productId email } }`;
const CANCEL = `mutation ($token: String!) { cancelStockAlert(token: $token) { productId productName } }`;
const LIST = `query ($productId: ID!, $page: Int, $pageSize: Int) {
  productStockAlerts(productId: $productId, page: $page, pageSize: $pageSize) {
    total waiting page pageSize totalPages items { email state createdAt notifiedAt } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateProductInput!) {
  updateProduct(id: $id, input: $input) { id quantity } }`;
const SITE = 'https://loja.exemplo.com.br';
const PRODUCT = '7';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Listing {
  total: number;
  waiting: number;
  totalPages: number;
  items: { email: string; state: string; createdAt: number; notifiedAt: number | null }[];
}

async function setup(
  engine: (typeof ENGINES)[number],
  limits = { ...DEFAULT_ABUSE_LIMITS, daily: { ...DEFAULT_ABUSE_LIMITS.daily, stockAlerts: 100 } },
) {
  let now = Date.UTC(2026, 10, 24, 12);
  const { log, lines } = captureLog();
  const handler = await testHandler({
    engine,
    now: () => now,
    siteUrl: SITE,
    limits,
    log,
  });
  let editor = await staffToken(handler);
  const setStock = async (id: string, quantity: number) => {
    const result = await gql(handler, UPDATE, {
      token: editor,
      variables: { id, input: { quantity } },
    });
    expect(result.errors).toEqual([]);
  };
  /** Saves a draft of product `id` with `quantity` units; answers the revision to publish. */
  const draftStock = async (id: string, quantity: number): Promise<number> => {
    const current = await gql<{
      backofficeProduct: { revision: number; live: Record<string, unknown> };
    }>(
      handler,
      `query ($id: ID!) { backofficeProduct(id: $id) { revision
        live { name price quantity categoryId description published photos { url alt } } } }`,
      { token: editor, variables: { id } },
    );
    const { revision, live } = current.data?.backofficeProduct ?? { revision: 0, live: {} };
    const saved = await gql<{ saveProductDraft: { revision: number } }>(
      handler,
      `mutation ($id: ID, $revision: Int, $input: ProductContentInput!) {
        saveProductDraft(id: $id, revision: $revision, input: $input) { revision } }`,
      { token: editor, variables: { id, revision, input: { ...live, quantity } } },
    );
    expect(saved.errors).toEqual([]);
    return saved.data?.saveProductDraft.revision ?? -1;
  };
  return {
    handler,
    editor: () => editor,
    /** A new staff session, for when the clock moved past the last one's life. */
    relogin: async () => {
      editor = await staffToken(handler);
    },
    draftStock,
    log: lines,
    setStock,
    advance: (ms: number) => {
      now += ms;
    },
    now: () => now,
    ask: (email: string, productId = PRODUCT, clientAddress = '203.0.113.7') =>
      gql(handler, REQUEST, { variables: { productId, email }, clientAddress }),
    list: async (productId = PRODUCT, token = editor) => {
      const result = await gql<{ productStockAlerts: Listing }>(handler, LIST, {
        token,
        variables: { productId },
      });
      expect(result.errors).toEqual([]);
      return result.data?.productStockAlerts as Listing;
    },
  };
}

async function outbox(handler: TestHandler, to: string): Promise<OutboxMessage[]> {
  const response = await handler.fetch(
    new Request(`http://mock.test/__mock/outbox?to=${encodeURIComponent(to)}`),
  );
  return (await response.json()) as OutboxMessage[];
}

/** The token of a notice's cancel link. */
function cancelToken(notice: OutboxMessage | undefined): string {
  const match = /\/avise-me\/cancelar\?token=([0-9a-f]+)/.exec(notice?.text ?? '');
  if (!match?.[1]) throw new Error(`no cancel link in ${notice?.text}`);
  return match[1];
}

describe.each(ENGINES)('stock alerts (%s)', (engine) => {
  it('takes one request per product and e-mail, answered alike however often it is asked', async () => {
    const t = await setup(engine);
    await t.setStock(PRODUCT, 0);
    const first = await t.ask('Ana.Souza@Exemplo.com.br');
    const again = await t.ask('  ana.souza@exemplo.com.br ');
    expect(first.errors).toEqual([]);
    // Alike but for the request's id, which every answer names.
    const alike = ({ headers, ...result }: typeof first) => ({
      ...result,
      headers: [...headers].filter(([name]) => name !== 'x-request-id'),
    });
    expect(alike(again)).toEqual(alike(first));
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(first.data).toEqual({
      requestStockAlert: { productId: PRODUCT, email: 'ana.souza@exemplo.com.br' },
    });
    const listing = await t.list();
    expect(listing).toMatchObject({ total: 1, waiting: 1, totalPages: 1 });
    expect(listing.items).toEqual([
      { email: 'ana.souza@exemplo.com.br', state: 'WAITING', createdAt: t.now(), notifiedAt: null },
    ]);
  });

  it('refuses a bad e-mail, an unknown, unpublished or in-stock product, in pt-BR', async () => {
    const t = await setup(engine);
    await t.setStock(PRODUCT, 0);
    const bad = await t.ask('ana@');
    expect(bad.errors.map((e) => [e.extensions?.code, e.extensions?.field, e.message])).toEqual([
      ['BAD_USER_INPUT', 'email', 'Informe um e-mail válido, como nome@exemplo.com.br.'],
    ]);
    const long = await t.ask(`${'a'.repeat(250)}@exemplo.com.br`);
    expect(long.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(errorsOf(await t.ask('ana@exemplo.com.br', '999999'))).toEqual([
      { code: 'NOT_FOUND', message: 'Produto com ID não encontrado.' },
    ]);
    const hidden = await gql(t.handler, UPDATE, {
      token: t.editor(),
      variables: { id: '8', input: { quantity: 0, is_published: false } },
    });
    expect(hidden.errors).toEqual([]);
    expect((await t.ask('ana@exemplo.com.br', '8')).errors[0]?.message).toBe(
      'Produto com ID não encontrado.',
    );
    const inStock = await t.ask('ana@exemplo.com.br', '9');
    expect(inStock.errors.map((e) => [e.extensions?.code, e.extensions?.field, e.message])).toEqual(
      [['BAD_USER_INPUT', 'productId', IN_STOCK_REFUSAL]],
    );
    expect((await t.list()).total).toBe(0);
  });

  it('bounds the requests waiting per e-mail and the requests per client address', async () => {
    const t = await setup(engine, {
      ...DEFAULT_ABUSE_LIMITS,
      daily: { ...DEFAULT_ABUSE_LIMITS.daily, stockAlerts: 4 },
      stockAlertsPerEmail: 2,
    });
    for (const id of ['7', '8', '9']) await t.setStock(id, 0);
    expect((await t.ask('ana@exemplo.com.br', '7')).errors).toEqual([]);
    expect((await t.ask('ana@exemplo.com.br', '8')).errors).toEqual([]);
    const third = await t.ask('ana@exemplo.com.br', '9');
    expect(third.errors.map((e) => [e.extensions?.code, e.message])).toEqual([
      ['FORBIDDEN', tooManyWaiting(2)],
    ]);
    // A request already waiting is no new one: still answered as made.
    expect((await t.ask('ana@exemplo.com.br', '8')).errors).toEqual([]);
    expect((await t.list('9')).total).toBe(0);
    // Four requests from this address today (the refused one counted): the fifth waits a day.
    const fifth = await t.ask('bia@exemplo.com.br', '9');
    expect(fifth.status).toBe(429);
    expect(fifth.errors[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await t.ask('bia@exemplo.com.br', '9', '198.51.100.4')).errors).toEqual([]);
  });

  it('notifies each waiting request once when the product comes back, not on later changes', async () => {
    const t = await setup(engine);
    await t.setStock(PRODUCT, 0);
    await t.ask('ana@exemplo.com.br');
    await t.ask('bia@exemplo.com.br');
    await t.setStock(PRODUCT, 5);
    await t.setStock(PRODUCT, 7);
    for (const email of ['ana@exemplo.com.br', 'bia@exemplo.com.br']) {
      const notices = await outbox(t.handler, email);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.subject).toBe(`Produto disponível: ${productOf(Number(PRODUCT)).name}`);
      expect(notices[0]?.text).toContain(`${SITE}/produtos/${PRODUCT}`);
      expect(notices[0]?.text).toMatch(/\/avise-me\/cancelar\?token=[0-9a-f]{64}/);
      // The notice and its cancel link are in the message only, never in a log.
      expect(t.log.join('\n')).not.toContain('avise-me/cancelar');
    }
    expect(cancelToken((await outbox(t.handler, 'ana@exemplo.com.br'))[0])).not.toBe(
      cancelToken((await outbox(t.handler, 'bia@exemplo.com.br'))[0]),
    );
    const listing = await t.list();
    expect(listing.waiting).toBe(0);
    expect(listing.items.map((item) => [item.state, item.notifiedAt])).toEqual([
      ['NOTIFIED', t.now()],
      ['NOTIFIED', t.now()],
    ]);
    // Sold out and back again: those requests were answered; only a new one is notified.
    await t.setStock(PRODUCT, 0);
    await t.ask('caio@exemplo.com.br');
    await t.setStock(PRODUCT, 2);
    expect(await outbox(t.handler, 'ana@exemplo.com.br')).toHaveLength(1);
    expect(await outbox(t.handler, 'caio@exemplo.com.br')).toHaveLength(1);
  });

  it('notifies through `Publicar`, the price list and a schedule, each once', async () => {
    const t = await setup(engine);
    for (const id of ['7', '8', '9']) await t.setStock(id, 0);
    for (const id of ['7', '8', '9']) await t.ask(`ana+${id}@exemplo.com.br`, id);
    const published = await gql(
      t.handler,
      `mutation ($id: ID!, $revision: Int!) { publishProductDraft(id: $id, revision: $revision) { id } }`,
      { token: t.editor(), variables: { id: '7', revision: await t.draftStock('7', 4) } },
    );
    expect(published.errors).toEqual([]);
    const imported = await gql(
      t.handler,
      `mutation ($csv: String!) { importPriceList(csv: $csv, apply: true) { applied } }`,
      { token: t.editor(), variables: { csv: 'id;preco;estoque\n8;107,00;3\n' } },
    );
    expect(imported.errors).toEqual([]);
    const scheduled = await gql(
      t.handler,
      `mutation ($id: ID!, $revision: Int!, $at: Timestamp!) {
        scheduleProduct(id: $id, revision: $revision, action: PUBLISH, at: $at) { id } }`,
      {
        token: t.editor(),
        variables: { id: '9', revision: await t.draftStock('9', 2), at: t.now() + 60_000 },
      },
    );
    expect(scheduled.errors).toEqual([]);
    t.advance(61_000);
    const data = createDataAccess(t.handler.database.db);
    expect(await runDueSchedules(data, t.now(), t.handler.publish, t.handler.mailer)).toBe(1);
    expect(await runDueSchedules(data, t.now(), t.handler.publish, t.handler.mailer)).toBe(0);
    for (const id of ['7', '8', '9']) {
      expect(await outbox(t.handler, `ana+${id}@exemplo.com.br`)).toHaveLength(1);
    }
  });

  it('cancels through the notice link, twice harmlessly, and never notifies a cancelled request', async () => {
    const t = await setup(engine);
    await t.setStock(PRODUCT, 0);
    await t.ask('ana@exemplo.com.br');
    await t.setStock(PRODUCT, 5);
    const token = cancelToken((await outbox(t.handler, 'ana@exemplo.com.br'))[0]);
    const first = await gql(t.handler, CANCEL, { variables: { token } });
    const second = await gql(t.handler, CANCEL, { variables: { token } });
    expect(first.errors).toEqual([]);
    expect(second.data).toEqual(first.data);
    expect(first.data).toEqual({
      cancelStockAlert: { productId: PRODUCT, productName: expect.any(String) },
    });
    expect((await t.list()).items.map((item) => item.state)).toEqual(['CANCELLED']);
    const unknown = await gql(t.handler, CANCEL, { variables: { token: 'f'.repeat(64) } });
    expect(errorsOf(unknown)).toEqual([{ code: 'NOT_FOUND', message: UNKNOWN_CANCEL_LINK }]);
    await t.setStock(PRODUCT, 0);
    await t.setStock(PRODUCT, 3);
    expect(await outbox(t.handler, 'ana@exemplo.com.br')).toHaveLength(1);
  });

  it(`lets a request lapse after ${STOCK_ALERT_RETENTION_DAYS} days, deleted unanswered`, async () => {
    const t = await setup(engine);
    await t.setStock(PRODUCT, 0);
    await t.ask('ana@exemplo.com.br');
    t.advance((STOCK_ALERT_RETENTION_DAYS - 1) * DAY_MS);
    await t.relogin();
    await t.ask('bia@exemplo.com.br');
    t.advance(2 * DAY_MS);
    await t.relogin();
    expect((await t.list()).items.map((item) => item.email)).toEqual(['bia@exemplo.com.br']);
    await t.setStock(PRODUCT, 5);
    expect(await outbox(t.handler, 'ana@exemplo.com.br')).toEqual([]);
    expect(await outbox(t.handler, 'bia@exemplo.com.br')).toHaveLength(1);
  });

  it("puts the customer's requests in their data export and deletes them with the account", async () => {
    const t = await setup(engine);
    await t.setStock(PRODUCT, 0);
    await t.ask(DEMO_EMAIL);
    await t.ask('outra@exemplo.com.br');
    const token = await login(t.handler);
    const exported = await gql<{ myData: string }>(t.handler, 'query { myData }', { token });
    const document = JSON.parse(exported.data?.myData ?? '{}') as {
      stockAlerts?: { productId: string; email: string; state: string }[];
    };
    expect(document.stockAlerts).toEqual([
      expect.objectContaining({ productId: PRODUCT, email: DEMO_EMAIL, state: 'WAITING' }),
    ]);
    const deleted = await gql(
      t.handler,
      'mutation ($password: String!) { deleteMyAccount(password: $password) }',
      { token, variables: { password: DEMO_PASSWORD } },
    );
    expect(deleted.errors).toEqual([]);
    expect((await t.list()).items.map((item) => item.email)).toEqual(['outra@exemplo.com.br']);
  });

  it('lists requests for editors and admins only, and logs no activity for shoppers', async () => {
    const t = await setup(engine);
    await t.setStock(PRODUCT, 0);
    const admin = await staffToken(t.handler, SEED_ADMIN);
    const activity = async () => {
      const result = await gql<{ activityLog: { total: number } }>(
        t.handler,
        'query { activityLog { total } }',
        { token: admin },
      );
      return result.data?.activityLog.total;
    };
    const before = await activity();
    await t.ask('ana@exemplo.com.br');
    expect(await activity()).toBe(before);
    expect((await t.list(PRODUCT, admin)).total).toBe(1);
    const support = await staffToken(t.handler, SEED_SUPPORT);
    const refused = await gql(t.handler, LIST, {
      token: support,
      variables: { productId: PRODUCT },
    });
    expect(errorsOf(refused)).toEqual([{ code: 'FORBIDDEN', message: 'Acesso negado.' }]);
    const anonymous = await gql(t.handler, LIST, { variables: { productId: PRODUCT } });
    expect(anonymous.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
