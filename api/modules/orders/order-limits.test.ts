import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { settings } from '../../../config/settings.ts';
import { MAX_ORDERS_PER_DAY, MAX_PENDING_ORDERS } from './order-limits.ts';
import { FREE_FREIGHT_FROM, FREIGHT_DISCOUNT_PERCENT } from './freight.ts';
import { typeDefs } from '../../../tests/support/api/api.ts';
import {
  MAX_LINE_ATTRIBUTES,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
} from '../../../contract/limits.ts';

const schema = buildSchema(typeDefs);

function description(type: 'Query' | 'Mutation', field: string): string {
  const config = schema.getType(type)?.toConfig();
  const text = config && 'fields' in config ? config.fields[field]?.description : undefined;
  // Line breaks of the SDL's wrapping are spaces to a reader.
  return (text ?? '').replace(/\s+/g, ' ');
}

describe('the SDL quotes the order limits the mock enforces', () => {
  it('in placeOrder', () => {
    const text = description('Mutation', 'placeOrder');
    expect(text).toContain(
      `At most ${MAX_ORDER_LINES} lines, quantities 1 to ${MAX_LINE_QUANTITY}`,
    );
    expect(text).toContain(`at most ${MAX_LINE_ATTRIBUTES} option`);
    expect(text).toContain(
      `at most ${MAX_PENDING_ORDERS} requests waiting for payment and ${MAX_ORDERS_PER_DAY} orders in 24 hours`,
    );
  });

  it('in freightQuote and the boleto', () => {
    const text = description('Query', 'freightQuote');
    expect(text).toContain(`R$ ${FREE_FREIGHT_FROM},00 or more`);
    expect(text).toContain(`${FREIGHT_DISCOUNT_PERCENT}% less`);
    expect(text).toContain(
      `more than ${MAX_ORDER_LINES} lines, a quantity outside 1 to ${MAX_LINE_QUANTITY}`,
    );
    expect(typeDefs).toContain(
      `BOLETO_DUE_DAYS days after the order (${settings.BOLETO_DUE_DAYS.default} by default)`,
    );
  });
});
