/**
 * The editors' workspace through the API, on both engines: drafts leave the live product alone,
 * publishing applies only what the draft changed, a stale revision is refused (CONFLICT), a
 * schedule runs once at its time (also with two sweeps racing on PostgreSQL), versions restore
 * into a draft, the price list applies all or nothing, and every write is in the append-only
 * activity log.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDataAccess } from '../../core/data-access.ts';
import { errorsOf, gql, testHandler } from '../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { categoryOf } from '../../../mocks/seed/catalogue.ts';
import { SEED_ADMIN } from '../../../mocks/seed/staff.ts';
import { runDueSchedules } from './schedule-sweep.ts';

const CONTENT = 'name price quantity categoryId description published photos { url alt }';
const PRODUCT = `id revision live { ${CONTENT} } draft { changedFields content { ${CONTENT} } }
  schedule { action at by } versions { number by action changes { field label from to } }`;

const SAVE = `mutation ($id: ID, $revision: Int, $input: ProductContentInput!) {
  saveProductDraft(id: $id, revision: $revision, input: $input) { ${PRODUCT} } }`;
const PUBLISH = `mutation ($id: ID!, $revision: Int!) { publishProductDraft(id: $id, revision: $revision) { ${PRODUCT} } }`;
const SCHEDULE = `mutation ($id: ID!, $revision: Int!, $action: ScheduleAction!, $at: Timestamp!) {
  scheduleProduct(id: $id, revision: $revision, action: $action, at: $at) { ${PRODUCT} } }`;
const RESTORE = `mutation ($id: ID!, $revision: Int!, $version: Int!) {
  restoreProductVersion(id: $id, revision: $revision, version: $version) { ${PRODUCT} } }`;
const GET = `query ($id: ID!) { backofficeProduct(id: $id) { ${PRODUCT} } }`;
const SHOPPER = `query ($id: ID!) { getProduct(id: $id) { name price quantity description } }`;
const IMPORT = `mutation ($csv: String!, $apply: Boolean!) { importPriceList(csv: $csv, apply: $apply) {
  lines unchanged applied changes { line productId priceFrom priceTo quantityTo } problems { line message } } }`;

interface Content {
  name: string;
  price: number;
  quantity: number;
  categoryId: string;
  description: string;
  published: boolean;
  photos: { url: string; alt: string }[];
}
interface Product {
  id: string;
  revision: number;
  live: Content;
  draft: { changedFields: string[]; content: Content } | null;
  schedule: { action: string; at: number; by: string } | null;
  versions: {
    number: number;
    by: string;
    action: string;
    changes: { field: string; from: string; to: string }[];
  }[];
}

async function setup(engine: (typeof ENGINES)[number]) {
  let now = Date.UTC(2026, 10, 24, 12);
  const published: string[][] = [];
  const handler = await testHandler({ engine, now: () => now });
  const token = await staffToken(handler);
  const call = async <T>(query: string, variables: Record<string, unknown>) => {
    const result = await gql<T>(handler, query, { variables, token });
    return result;
  };
  const product = async (id: string) =>
    (await call<{ backofficeProduct: Product }>(GET, { id })).data?.backofficeProduct as Product;
  return {
    handler,
    call,
    product,
    published,
    advance: (ms: number) => (now += ms),
    now: () => now,
    notify: async (products: readonly string[]) => void published.push([...products]),
  };
}

function inputOf(content: Content, change: Partial<Content> = {}) {
  return { ...content, ...change };
}

async function shopper(handler: TestHandler, id: string) {
  return (await gql<{ getProduct: Content }>(handler, SHOPPER, { variables: { id } })).data
    ?.getProduct;
}

describe.each(ENGINES)('the product workspace (%s)', (engine) => {
  it('keeps a draft apart from the live product, and publishes only what it changed', async () => {
    const t = await setup(engine);
    const before = await t.product('5');
    const saved = await t.call<{ saveProductDraft: Product }>(SAVE, {
      id: '5',
      revision: before.revision,
      input: inputOf(before.live, { price: 1234.56, name: 'Nome do rascunho' }),
    });
    expect(saved.data?.saveProductDraft.draft?.changedFields).toEqual(['name', 'price']);
    expect(await shopper(t.handler, '5')).toMatchObject({ price: 104, name: before.live.name });

    // A sale meanwhile: publishing the draft must not bring the old stock back.
    await t.handler.database.db
      .updateTable('products')
      .set({ stock: 1 })
      .where('id', '=', 5)
      .execute();
    const draft = saved.data?.saveProductDraft as Product;
    const done = await t.call<{ publishProductDraft: Product }>(PUBLISH, {
      id: '5',
      revision: draft.revision,
    });
    expect(done.errors).toEqual([]);
    expect(await shopper(t.handler, '5')).toMatchObject({
      price: 1234.56,
      name: 'Nome do rascunho',
      quantity: 1,
    });
    const after = done.data?.publishProductDraft as Product;
    expect(after.draft).toBeNull();
    expect(after.versions.map((v) => v.action)).toEqual(['PUBLISH', 'INITIAL']);
    expect(after.versions[0]?.changes).toEqual([
      { field: 'name', label: 'Nome', from: before.live.name, to: 'Nome do rascunho' },
      { field: 'price', label: 'Preço', from: 'R$\u00a0104,00', to: 'R$\u00a01.234,56' },
    ]);
  });

  it("publishes a draft's Estoque as a change, so units sold meanwhile stay sold", async () => {
    const t = await setup(engine);
    const before = await t.product('5');
    const base = before.live.quantity;
    const saved = await t.call<{ saveProductDraft: Product }>(SAVE, {
      id: '5',
      revision: before.revision,
      input: inputOf(before.live, { quantity: base + 5 }),
    });
    expect(saved.data?.saveProductDraft.draft?.changedFields).toEqual(['quantity']);

    // Two units sold after the editor counted 5 more in the warehouse.
    await t.handler.database.db
      .updateTable('products')
      .set({ stock: base - 2 })
      .where('id', '=', 5)
      .execute();
    const done = await t.call<{ publishProductDraft: Product }>(PUBLISH, {
      id: '5',
      revision: (saved.data?.saveProductDraft as Product).revision,
    });
    expect(done.errors).toEqual([]);
    expect((await shopper(t.handler, '5'))?.quantity).toBe(base - 2 + 5);
  });

  it('names only the fields changed when a draft is saved again as it was', async () => {
    const t = await setup(engine);
    const before = await t.product('6');
    const input = inputOf(before.live, { price: 111 });
    const first = await t.call<{ saveProductDraft: Product }>(SAVE, {
      id: '6',
      revision: before.revision,
      input,
    });
    // The second save reads the draft's starting point back from the database.
    const second = await t.call<{ saveProductDraft: Product }>(SAVE, {
      id: '6',
      revision: first.data?.saveProductDraft.revision,
      input,
    });
    expect(second.errors).toEqual([]);
    expect(second.data?.saveProductDraft.draft?.changedFields).toEqual(['price']);
    const admin = await staffToken(t.handler, SEED_ADMIN);
    const log = await gql<{ activityLog: { items: { summary: string }[] } }>(
      t.handler,
      '{ activityLog(filter: { subjectType: PRODUCT }) { items { summary } } }',
      { token: admin },
    );
    const saves = log.data?.activityLog.items.map((item) => item.summary).slice(0, 2);
    expect(saves).toEqual([
      `Salvou o rascunho do produto 6 (${before.live.name}): preço.`,
      `Salvou o rascunho do produto 6 (${before.live.name}): preço.`,
    ]);
  });

  it('tells the second of two editors saving from one revision, and keeps the first', async () => {
    const t = await setup(engine);
    const loaded = await t.product('6');
    const first = await t.call(SAVE, {
      id: '6',
      revision: loaded.revision,
      input: inputOf(loaded.live, { name: 'Primeira' }),
    });
    expect(first.errors).toEqual([]);
    const second = await t.call(SAVE, {
      id: '6',
      revision: loaded.revision,
      input: inputOf(loaded.live, { name: 'Segunda' }),
    });
    expect(errorsOf(second)[0]?.code).toBe('CONFLICT');
    expect((await t.product('6')).draft?.content.name).toBe('Primeira');
  });

  it('runs a scheduled exit once, at its time, and records who scheduled it', async () => {
    const t = await setup(engine);
    const loaded = await t.product('7');
    const at = t.now() + 60_000;
    const scheduled = await t.call(SCHEDULE, {
      id: '7',
      revision: loaded.revision,
      action: 'UNPUBLISH',
      at,
    });
    expect(scheduled.errors).toEqual([]);
    const data = createDataAccess(t.handler.database.db);
    expect(await runDueSchedules(data, t.now(), t.notify, t.handler.mailer)).toBe(0);
    t.advance(61_000);
    // Two sweeps at once (two API processes): the schedule runs in one of them only.
    const counts = await Promise.all([
      runDueSchedules(data, t.now(), t.notify, t.handler.mailer),
      runDueSchedules(createDataAccess(t.handler.database.db), t.now(), t.notify, t.handler.mailer),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(t.published).toEqual([['7']]);
    const after = await t.product('7');
    expect(after.live.published).toBe(false);
    expect(after.schedule).toBeNull();
    expect(after.versions[0]).toMatchObject({ action: 'SCHEDULED_UNPUBLISH', by: 'Elisa Moraes' });
  });

  it('leaves a scheduled publish undone once its author is deactivated, and says why', async () => {
    const t = await setup(engine);
    const loaded = await t.product('4');
    const saved = await t.call<{ saveProductDraft: Product }>(SAVE, {
      id: '4',
      revision: loaded.revision,
      input: inputOf(loaded.live, { price: 4321 }),
    });
    expect(saved.errors).toEqual([]);
    const scheduled = await t.call(SCHEDULE, {
      id: '4',
      revision: saved.data?.saveProductDraft.revision,
      action: 'PUBLISH',
      at: t.now() + 60_000,
    });
    expect(scheduled.errors).toEqual([]);
    const admin = await staffToken(t.handler, SEED_ADMIN);
    const me = await t.call<{ staffMe: { id: string } }>('query { staffMe { id } }', {});
    const deactivated = await gql(
      t.handler,
      `mutation { deactivateStaff(id: "${me.data?.staffMe.id}") { id } }`,
      { token: admin },
    );
    expect(deactivated.errors).toEqual([]);
    t.advance(61_000);
    const data = createDataAccess(t.handler.database.db);
    expect(await runDueSchedules(data, t.now(), t.notify, t.handler.mailer)).toBe(1);
    expect(t.published).toEqual([]);
    expect((await shopper(t.handler, '4'))?.price).toBe(loaded.live.price);
    const log = await gql<{ activityLog: { items: { staffName: string; summary: string }[] } }>(
      t.handler,
      'query { activityLog(filter: { subjectType: PRODUCT, subjectId: "4" }) { items { staffName summary } } }',
      { token: admin },
    );
    expect(log.data?.activityLog.items[0]).toEqual({
      staffName: 'Elisa Moraes',
      summary:
        'Publicação agendada do produto 4 não foi feita: Elisa Moraes, que agendou, não está mais ativo(a) na equipe.',
    });
    // Nothing is left pending: a later sweep does not try again.
    expect(await runDueSchedules(data, t.now(), t.notify, t.handler.mailer)).toBe(0);
  });

  it('publishes the draft as it was scheduled, keeping later edits as a draft of their own', async () => {
    const t = await setup(engine);
    const loaded = await t.product('3');
    const stock = loaded.live.quantity;
    const saved = await t.call<{ saveProductDraft: Product }>(SAVE, {
      id: '3',
      revision: loaded.revision,
      input: inputOf(loaded.live, { price: 999, quantity: stock + 10 }),
    });
    const scheduled = await t.call<{ scheduleProduct: Product }>(SCHEDULE, {
      id: '3',
      revision: saved.data?.saveProductDraft.revision,
      action: 'PUBLISH',
      at: t.now() + 60_000,
    });
    expect(scheduled.errors).toEqual([]);
    // Edited after the schedule: the new name must not ride along with the scheduled publish.
    const scheduledProduct = scheduled.data?.scheduleProduct as Product;
    const edited = await t.call<{ saveProductDraft: Product }>(SAVE, {
      id: '3',
      revision: scheduledProduct.revision,
      input: inputOf(scheduledProduct.draft?.content as Content, { name: 'Nome não aprovado' }),
    });
    expect(edited.errors).toEqual([]);
    t.advance(61_000);
    const data = createDataAccess(t.handler.database.db);
    expect(await runDueSchedules(data, t.now(), t.notify, t.handler.mailer)).toBe(1);
    expect(await shopper(t.handler, '3')).toMatchObject({
      name: loaded.live.name,
      price: 999,
      quantity: stock + 10,
    });
    const after = await t.product('3');
    expect(after.draft?.changedFields).toEqual(['name']);
    // Publishing what is left adds no units a second time.
    const rest = await t.call(PUBLISH, { id: '3', revision: after.revision });
    expect(rest.errors).toEqual([]);
    expect(await shopper(t.handler, '3')).toMatchObject({
      name: 'Nome não aprovado',
      price: 999,
      quantity: stock + 10,
    });
  });

  it("restores an old version into the draft, keeping today's stock", async () => {
    const t = await setup(engine);
    const loaded = await t.product('8');
    const edit = await t.call(SAVE, {
      id: '8',
      revision: loaded.revision,
      input: inputOf(loaded.live, { price: 5 }),
    });
    const drafted = (edit.data as { saveProductDraft: Product }).saveProductDraft;
    await t.call(PUBLISH, { id: '8', revision: drafted.revision });
    const now = await t.product('8');
    const restored = await t.call<{ restoreProductVersion: Product }>(RESTORE, {
      id: '8',
      revision: now.revision,
      version: 1,
    });
    expect(restored.data?.restoreProductVersion.draft?.content.price).toBe(107);
    expect(restored.data?.restoreProductVersion.live.price).toBe(5);
  });

  it('reports a price list line by line, then applies all of it in one publish', async () => {
    const handler = await testHandler({ engine });
    const token = await staffToken(handler);
    const run = async (csv: string, apply: boolean) =>
      gql<{ importPriceList: Record<string, unknown> }>(handler, IMPORT, {
        variables: { csv, apply },
        token,
      });
    const bad = await run(
      'id;preço;estoque\n2;1.234,5;4\n3;abc;1\n2;9,90;1\n99999;1,00;1\n',
      false,
    );
    expect(bad.data?.importPriceList).toMatchObject({
      applied: false,
      changes: [{ line: 2, productId: '2', priceFrom: 101, priceTo: 1234.5, quantityTo: 4 }],
      problems: [
        { line: 3, message: 'Preço "abc" inválido (use 1.234,56).' },
        { line: 4, message: 'Produto 2 repetido (já na linha 2).' },
        { line: 5, message: 'Produto 99999 não existe.' },
      ],
    });
    expect(errorsOf(await run('2;1,00;1\n3;x;1', true))[0]?.code).toBe('BAD_USER_INPUT');
    expect((await shopper(handler, '2'))?.price).toBe(101);
    const applied = await run('2;1.234,50;4\n3;10;0\n', true);
    expect(applied.data?.importPriceList).toMatchObject({ applied: true, lines: 2 });
    expect(await shopper(handler, '2')).toMatchObject({ price: 1234.5, quantity: 4 });
    expect(await shopper(handler, '3')).toMatchObject({ price: 10, quantity: 0 });
  });

  it('keeps every change in an activity log that refuses to be rewritten or emptied', async () => {
    const t = await setup(engine);
    const loaded = await t.product('9');
    await t.call(SAVE, {
      id: '9',
      revision: loaded.revision,
      input: inputOf(loaded.live, { quantity: 0 }),
    });
    const admin = await staffToken(t.handler, SEED_ADMIN);
    const log = await gql<{ activityLog: { items: { staffName: string; summary: string }[] } }>(
      t.handler,
      'query { activityLog(filter: { subjectType: PRODUCT, subjectId: "9" }) { items { staffName summary } } }',
      { token: admin },
    );
    expect(log.data?.activityLog.items).toEqual([
      {
        staffName: 'Elisa Moraes',
        summary: `Salvou o rascunho do produto 9 (${loaded.live.name}): estoque.`,
      },
    ]);
    const { db } = t.handler.database;
    await expect(sql`update activity_log set summary = 'x'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from activity_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate activity_log`.execute(db)).rejects.toThrow(/append-only/);
    // The operator's reset still empties it, and leaves it refusing TRUNCATE again.
    await t.handler.reset();
    await expect(sql`truncate activity_log`.execute(db)).rejects.toThrow(/append-only/);
  });

  it("moves the shop's cached counts and price range at once: import, publish, schedule", async () => {
    const t = await setup(engine);
    const category = categoryOf(10).id;
    const listing = async () =>
      (
        await gql<{ products: { total: number; facets: { priceRange: { max: number } } } }>(
          t.handler,
          'query ($c: ID!) { products(filter: { categoryId: $c }) { total facets { priceRange { max } } } }',
          { variables: { c: category } },
        )
      ).data?.products;
    const before = await listing();
    expect(await listing()).toEqual(before);

    const imported = await t.call(IMPORT, {
      csv: 'id;preço;estoque\n10;9.999,00;3\n',
      apply: true,
    });
    expect(imported.errors).toEqual([]);
    expect(await listing()).toEqual({
      total: before?.total,
      facets: { priceRange: { max: 9999 } },
    });

    const draftOf = async (published: boolean) => {
      const loaded = await t.product('10');
      const saved = await t.call<{ saveProductDraft: Product }>(SAVE, {
        id: '10',
        revision: loaded.revision,
        input: inputOf(loaded.live, { published }),
      });
      return saved.data?.saveProductDraft.revision;
    };
    await t.call(PUBLISH, { id: '10', revision: await draftOf(false) });
    expect(await listing()).toEqual({ total: (before?.total ?? 0) - 1, facets: before?.facets });

    await t.call(SCHEDULE, {
      id: '10',
      revision: await draftOf(true),
      action: 'PUBLISH',
      at: t.now() + 60_000,
    });
    t.advance(61_000);
    const data = createDataAccess(t.handler.database.db);
    expect(await runDueSchedules(data, t.now(), t.notify, t.handler.mailer)).toBe(1);
    expect(await listing()).toEqual({
      total: before?.total,
      facets: { priceRange: { max: 9999 } },
    });
  });

  it("previews a draft's price and category in the lists' price range and category counts", async () => {
    const t = await setup(engine);
    const from = categoryOf(10).id;
    const to = categoryOf(1).id === from ? categoryOf(2).id : categoryOf(1).id;
    const LISTS = `query ($c: ID!) {
      products(filter: { categoryId: $c }) { total facets { priceRange { max } } }
      categories { id productCount }
    }`;
    type Lists = {
      products: { total: number; facets: { priceRange: { max: number } | null } };
      categories: { id: string; productCount: number }[];
    };
    const lists = async (category: string, preview: boolean) => {
      const result = await gql<Lists>(t.handler, LISTS, {
        variables: { c: category },
        token: await staffToken(t.handler),
        headers: preview ? { 'X-Preview': 'product:10' } : {},
      });
      const data = result.data as Lists;
      const count = (id: string) => data.categories.find((c) => c.id === id)?.productCount;
      return { ...data.products, from: count(from), to: count(to) };
    };
    const shop = await lists(to, false);
    const loaded = await t.product('10');
    await t.call(SAVE, {
      id: '10',
      revision: loaded.revision,
      input: inputOf(loaded.live, { price: 8888, categoryId: to }),
    });

    const previewed = await lists(to, true);
    expect(previewed).toEqual({
      total: shop.total + 1,
      facets: { priceRange: { max: 8888 } },
      from: (shop.from ?? 0) - 1,
      to: (shop.to ?? 0) + 1,
    });
    // The shop itself, and its cached counts, still show the live product.
    expect(await lists(to, false)).toEqual(shop);
  });
});
