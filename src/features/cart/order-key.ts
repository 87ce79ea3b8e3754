/**
 * The idempotency key of an order submission: the same content submitted again (a double click,
 * a retry after a network error) keeps its key, so the API answers the same order; changed
 * content is another order and gets a new key (the API refuses a key reused for other content).
 * After a declined card the pedido is over (cancelled): `renew` makes the next submission
 * another order, with a new key, even with the same content.
 */
export interface OrderKeyMemory {
  keyFor(content: unknown): string;
  renew(): void;
}

export function orderKeyMemory(newKey: () => string = () => crypto.randomUUID()): OrderKeyMemory {
  let last: { signature: string; key: string } | undefined;
  return {
    keyFor(content) {
      const signature = JSON.stringify(content);
      if (last?.signature !== signature) last = { signature, key: newKey() };
      return last.key;
    },
    renew() {
      last = undefined;
    },
  };
}
