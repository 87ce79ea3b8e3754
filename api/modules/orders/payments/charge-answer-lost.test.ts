/**
 * The API killed between a card charge and its answer, on each engine. The real API process
 * (`mocks/server.ts`, its payment stand-in beside it) places a card pedido; the stand-in makes
 * the charge, and its answer is held on the way back (`tests/support/payment-fault.ts`) while
 * the process is killed with SIGKILL. Started again on the same data, the checkout's
 * repeat with the same idempotency key must find that charge rather than make another: one
 * charge at the stand-in, the pedido paid once, its units taken once.
 *
 * `payments.test.ts` loses an answer inside one process; here the process itself dies, so what
 * the repeat finds is only what reached the disk. The stand-in's notifications never reach
 * these processes, so nothing but the API's own calls can confirm the pedido.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { NEW_CUSTOMER_INPUT, gql } from '../../../../tests/support/api/api.ts';
import { testApiProcess } from '../../../../tests/support/api/api-process.ts';
import { line, orderInput, placeOrder, stockOf } from '../../../../tests/support/api/orders.ts';
import { freePort } from '../../../../runtime/ports.ts';
import { allow } from '../../../../tests/support/time-allowance.ts';
import { openDatabase } from '../../../db/database.ts';
import type { DatabaseTarget } from '../../../db/database.ts';
import { ENGINES, emptyPostgresUrl } from '../../../../tests/support/api/database.ts';
import { tokenizeApprovedCard } from '../../../../tests/support/payments.ts';

const FAULT = fileURLToPath(new URL('../../../../tests/support/payment-fault.ts', import.meta.url));
const GATEWAY_KEY = 'pk_test_queda';
/** The seed's catalogue size, and the product the pedido buys. */
const PRODUCTS = 10;
const PRODUCT = 9;

async function cardToken(gatewayUrl: string): Promise<string> {
  return (await tokenizeApprovedCard(gatewayUrl, GATEWAY_KEY)).id;
}

const PEDIDOS = `{ requests { id number status total card { last4 } timeline { label } } }`;

interface Pedido {
  id: string;
  number: string;
  status: string;
  total: number;
  card: { last4: string } | null;
  timeline: { label: string }[];
}

describe.each(ENGINES)('the API killed mid-charge (%s)', (engine) => {
  it(
    'a charge whose answer died with the API is found again by the repeat, never made twice',
    { timeout: allow(150_000) },
    async () => {
      // The folder keeps the stand-in's generated secrets on both engines, and the embedded
      // database too; PostgreSQL keeps the pedidos and the stand-in's ledger in its own database.
      const dataDir = mkdtempSync(join(tmpdir(), 'charge-answer-lost-'));
      onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
      const target: DatabaseTarget =
        engine === 'postgres'
          ? { engine, url: await emptyPostgresUrl() }
          : { engine, directory: join(dataDir, 'db') };
      // The same ports after the restart, as a supervisor restarts it: the API's address is part
      // of every charge request (where the stand-in notifies), and the repeat must be the same
      // request as the first.
      const env = {
        MOCK_API_PORT: String(await freePort('127.0.0.1')),
        MOCK_PAYMENT_GATEWAY_PORT: String(await freePort('127.0.0.1')),
        DATA_DIR: dataDir,
        DATABASE_URL: target.engine === 'postgres' ? target.url : '',
        // A smaller seed: the first start makes the database, the slow part on a busy machine.
        MOCK_PRODUCTS: String(PRODUCTS),
        PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY: GATEWAY_KEY,
        NODE_OPTIONS: `--import=${FAULT}`,
      };

      const first = await testApiProcess({ ...env, PAYMENT_FAULT: 'hold-charges' });
      const registered = await gql<{ registerCustomer: { token: string } }>(
        first.url,
        'mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }',
        { variables: { input: NEW_CUSTOMER_INPUT } },
      );
      const token = registered.data?.registerCustomer.token ?? '';
      expect(token).not.toBe('');
      const stock = await stockOf(first.url, PRODUCT);
      const input = orderInput({
        lines: [line(PRODUCT, 1)],
        paymentMethod: 'CREDIT_CARD',
        card: { token: await cardToken(first.gatewayUrl), brand: 'VISA', installments: 1 },
      });

      // The checkout's first try: the stand-in charges the card, and the API dies before the
      // answer reaches it. The shopper's request gets no answer at all.
      const lost = placeOrder(first.url, token, input).then(
        () => 'answered',
        () => 'no answer',
      );
      await expect
        .poll(() => /payment fault: charge (ch_\w+) made/.exec(first.output())?.[1], {
          timeout: allow(30_000),
        })
        .toMatch(/^ch_/);
      const charged = /payment fault: charge (ch_\w+) made/.exec(first.output())?.[1];
      await first.kill('SIGKILL');
      expect(await lost).toBe('no answer');

      // Started again on the same data; the checkout repeats with the same idempotency key.
      const second = await testApiProcess({ ...env, PAYMENT_FAULT: 'no-notifications' });
      const repeat = await placeOrder(second.url, token, input);
      expect(repeat.errors).toEqual([]);
      expect(repeat.data?.placeOrder.status).toBe('PAID');

      const pedidos = await gql<{ requests: Pedido[] }>(second.url, PEDIDOS, { token });
      expect(pedidos.data?.requests).toHaveLength(1);
      const [pedido] = pedidos.data?.requests ?? [];
      expect(pedido).toMatchObject({
        id: repeat.data?.placeOrder.id,
        status: 'PAID',
        card: { last4: '1111' },
      });
      expect(pedido?.timeline.filter((event) => event.label === 'Pagamento aprovado')).toHaveLength(
        1,
      );
      expect(await stockOf(second.url, PRODUCT)).toBe(stock - 1);
      await second.kill('SIGTERM');

      // At the stand-in (whose ledger lives in the same data): the one charge, and the pedido's.
      const database = await openDatabase(target);
      try {
        const charges = await database.db
          .selectFrom('gateway_charges')
          .select(['id', 'status', 'amount_cents'])
          .where('reference', '=', pedido?.number ?? '')
          .execute();
        expect(charges).toEqual([
          { id: charged, status: 'paid', amount_cents: Math.round((pedido?.total ?? 0) * 100) },
        ]);
        const recorded = await database.db
          .selectFrom('requests')
          .select('charge_id')
          .where('number', '=', pedido?.number ?? '')
          .executeTakeFirst();
        expect(recorded?.charge_id).toBe(charged);
      } finally {
        await database.close();
      }
    },
  );
});
