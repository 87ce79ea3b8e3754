/**
 * `catalogueChanges`, the publisher's change feed, on both engines: what changed since a
 * checkpoint (any change that moves `updated_at`), each product as listed now with its place in
 * the name order, unpublished ones without either, and the grace period before the checkpoint.
 */
import { describe, expect, it } from 'vitest';
import { gql, testHandler } from '../../../tests/support/api/api.ts';
import { ENGINES } from '../../../tests/support/api/database.ts';
import { staffToken } from '../../../tests/support/api/staff.ts';
import { TEST_PRODUCTS } from '../../../tests/support/api/database.ts';
import { resetDatabase } from '../../db/reset.ts';
import { demoSeeder } from '../../../mocks/seed/seed-database.ts';

const CHANGES = `query ($since: Float) { catalogueChanges(since: $since) {
  checkpoint epoch complete changes { id updatedAt position product { id name price is_published } } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }`;
const LIST = `query { products(sort: NAME_ASC, pageSize: 500) { items { id } } }`;

interface Changes {
  checkpoint: number;
  epoch: string;
  complete: boolean;
  changes: {
    id: string;
    updatedAt: number;
    position: number | null;
    product: { id: string; name: string; price: number; is_published: boolean } | null;
  }[];
}

const START = Date.UTC(2030, 0, 1);
const MINUTE = 60_000;

async function setup(engine: (typeof ENGINES)[number]) {
  let now = START;
  const api = await testHandler({ engine, now: () => now });
  const token = await staffToken(api);
  return {
    reset: () => resetDatabase(api.database.db, demoSeeder(TEST_PRODUCTS)),
    advance: (ms: number) => (now += ms),
    changes: async (since: number | null) => {
      const result = await gql<{ catalogueChanges: Changes }>(api, CHANGES, {
        variables: { since },
      });
      expect(result.errors).toEqual([]);
      return result.data?.catalogueChanges as Changes;
    },
    update: async (id: string, input: Record<string, unknown>) => {
      const result = await gql(api, UPDATE, { variables: { id, input }, token });
      expect(result.errors).toEqual([]);
    },
    nameOrder: async () => {
      const result = await gql<{ products: { items: { id: string }[] } }>(api, LIST);
      return result.data?.products.items.map((item) => item.id) ?? [];
    },
  };
}

describe.each(ENGINES)('catalogueChanges (%s)', (engine) => {
  it('lists what changed since a checkpoint, as listed now and with its place by name', async () => {
    const t = await setup(engine);
    const first = await t.changes(null);
    expect(first).toEqual({
      checkpoint: START,
      epoch: expect.any(String),
      complete: true,
      changes: [],
    });

    t.advance(5 * MINUTE);
    await t.update('5', { price: 777 });
    t.advance(1_000);
    await t.update('9', { name: 'Aaa Primeiro da Lista' });
    t.advance(1_000);
    await t.update('12', { is_published: false });

    const next = await t.changes(first.checkpoint);
    const order = await t.nameOrder();
    expect(next.checkpoint).toBe(START + 5 * MINUTE + 2_000);
    expect(next.epoch).toBe(first.epoch);
    expect(next.complete).toBe(true);
    expect(next.changes).toEqual([
      {
        id: '5',
        updatedAt: START + 5 * MINUTE,
        position: order.indexOf('5'),
        product: expect.objectContaining({ id: '5', price: 777, is_published: true }),
      },
      {
        id: '9',
        updatedAt: START + 5 * MINUTE + 1_000,
        position: 0,
        product: expect.objectContaining({ id: '9', name: 'Aaa Primeiro da Lista' }),
      },
      { id: '12', updatedAt: START + 5 * MINUTE + 2_000, position: null, product: null },
    ]);
    expect(order[0]).toBe('9');
    expect(order).not.toContain('12');
  });

  it('lists the changes of the minute before the checkpoint again, and none older', async () => {
    const t = await setup(engine);
    await t.update('3', { quantity: 1 });
    t.advance(30_000);
    const checkpoint = (await t.changes(null)).checkpoint;
    t.advance(10 * MINUTE);
    await t.update('4', { quantity: 2 });

    const again = await t.changes(checkpoint);
    expect(again.changes.map((change) => change.id)).toEqual(['3', '4']);

    const later = await t.changes(checkpoint + 2 * MINUTE);
    expect(later.changes.map((change) => change.id)).toEqual(['4']);
  });

  it('names another epoch once the catalogue is reset to the seed, which lists no change', async () => {
    const t = await setup(engine);
    await t.update('5', { price: 777 });
    const before = await t.changes(null);
    t.advance(MINUTE);
    await t.reset();
    const after = await t.changes(before.checkpoint);
    expect(after.changes).toEqual([]);
    expect(after.epoch).not.toBe(before.epoch);
  });
});
