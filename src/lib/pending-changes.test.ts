import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/support/memory-storage.ts';

const session = vi.hoisted(() => ({ hasToken: true }));
vi.mock('./session-token.ts', () => ({ hasSessionToken: () => session.hasToken }));
import { mayHavePendingChanges } from './pending-changes-storage.ts';
import {
  isLeavingPage,
  pendingChanges,
  recordChange,
  replayChanges,
  replayForCustomer,
  settleChange,
} from './pending-changes.ts';
import type { PendingChange, ReplayOutcome } from './pending-changes.ts';

const favorite = (target: string, value: boolean, label?: string) => ({
  kind: 'favorite',
  target,
  value,
  ...(label === undefined ? {} : { label }),
});

/** What the waiting changes ask for, as `target:value`. */
const intents = (changes: readonly PendingChange[]) =>
  changes.map((change) => `${change.target}:${change.value}`);

describe('recording changes', () => {
  it('keeps them in the order they were made, per customer and kind', () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true));
    recordChange(storage, 'c1', favorite('7', false));
    recordChange(storage, 'c1', { kind: 'ticket-read', target: '3', value: true });
    recordChange(storage, 'c2', favorite('9', true));
    expect(intents(pendingChanges(storage, 'c1', 'favorite'))).toEqual(['3:true', '7:false']);
    expect(intents(pendingChanges(storage, 'c1', 'ticket-read'))).toEqual(['3:true']);
    expect(intents(pendingChanges(storage, 'c2', 'favorite'))).toEqual(['9:true']);
    expect(pendingChanges(storage, 'c3', 'favorite')).toEqual([]);
  });

  it('keeps only the latest intent for a target, at the end of the line', () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true));
    recordChange(storage, 'c1', favorite('7', true));
    recordChange(storage, 'c1', favorite('3', false));
    expect(intents(pendingChanges(storage, 'c1', 'favorite'))).toEqual(['7:true', '3:false']);
  });

  it('keeps the label for messages', () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true, 'Teclado Pulso'));
    expect(pendingChanges(storage, 'c1', 'favorite')[0]?.label).toBe('Teclado Pulso');
  });

  it('leaves no key behind once all is settled, so a page can tell at one look', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    try {
      expect(mayHavePendingChanges()).toBe(false);
      const change = recordChange(storage, 'c1', favorite('3', true));
      expect(mayHavePendingChanges()).toBe(true);
      settleChange(storage, 'c1', change);
      expect(mayHavePendingChanges()).toBe(false);
      expect(storage.items.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('settles only the record answered, not a newer intent for the same target', () => {
    const storage = memoryStorage();
    const first = recordChange(storage, 'c1', favorite('3', true));
    recordChange(storage, 'c1', favorite('3', false));
    settleChange(storage, 'c1', first);
    expect(intents(pendingChanges(storage, 'c1', 'favorite'))).toEqual(['3:false']);
  });

  it('reads a damaged or foreign value as nothing waiting', () => {
    const storage = memoryStorage();
    storage.setItem('vertice:alteracoes-pendentes', '{not json');
    expect(pendingChanges(storage, 'c1', 'favorite')).toEqual([]);
    storage.setItem(
      'vertice:alteracoes-pendentes',
      JSON.stringify({ c1: [{ id: 1, kind: 'favorite' }, 'x'], c2: 'nope' }),
    );
    expect(pendingChanges(storage, 'c1', 'favorite')).toEqual([]);
    expect(pendingChanges(storage, 'c2', 'favorite')).toEqual([]);
  });

  it('works without storage, only losing the safety net', () => {
    const change = recordChange(undefined, 'c1', favorite('3', true));
    expect(change).toMatchObject(favorite('3', true));
    expect(pendingChanges(undefined, 'c1', 'favorite')).toEqual([]);
    expect(() => settleChange(undefined, 'c1', change)).not.toThrow();
  });

  it('keeps typing safe when storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(recordChange(storage, 'c1', favorite('3', true))).toMatchObject(favorite('3', true));
  });
});

describe('leaving the page', () => {
  it('is followed from the first change on, and ends when the page comes back', () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    try {
      recordChange(memoryStorage(), 'c1', favorite('3', true));
      expect(isLeavingPage()).toBe(false);
      page.dispatchEvent(new Event('pagehide'));
      expect(isLeavingPage()).toBe(true);
      page.dispatchEvent(new Event('pageshow'));
      expect(isLeavingPage()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('replaying changes', () => {
  /** A sender that answers every change with `outcome`, recording what it was given. */
  const answer = (outcome: ReplayOutcome) =>
    vi.fn<(change: PendingChange) => Promise<ReplayOutcome>>(async () => outcome);

  it('sends each waiting change once, oldest first, and settles it', async () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true));
    recordChange(storage, 'c1', favorite('7', false));
    const send = answer({ type: 'applied' });
    const report = await replayChanges(storage, 'c1', 'favorite', send);
    expect(send.mock.calls.map(([change]) => `${change.target}:${change.value}`)).toEqual([
      '3:true',
      '7:false',
    ]);
    expect(intents(report.applied)).toEqual(['3:true', '7:false']);
    expect(report.refused).toEqual([]);
    expect(pendingChanges(storage, 'c1', 'favorite')).toEqual([]);
  });

  it('sends the latest intent for a target, never the ones it replaced', async () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true));
    recordChange(storage, 'c1', favorite('3', false));
    recordChange(storage, 'c1', favorite('3', true));
    const send = answer({ type: 'applied' });
    await replayChanges(storage, 'c1', 'favorite', send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ target: '3', value: true });
  });

  it('sends nothing again once replayed: a second replay finds nothing waiting', async () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true));
    const send = answer({ type: 'applied' });
    await replayChanges(storage, 'c1', 'favorite', send);
    await replayChanges(storage, 'c1', 'favorite', send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends only the customer's own changes of that kind", async () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true));
    recordChange(storage, 'c2', favorite('4', true));
    recordChange(storage, 'c1', { kind: 'ticket-read', target: '5', value: true });
    const send = answer({ type: 'applied' });
    await replayChanges(storage, 'c1', 'favorite', send);
    expect(send.mock.calls.map(([change]) => change.target)).toEqual(['3']);
    expect(intents(pendingChanges(storage, 'c2', 'favorite'))).toEqual(['4:true']);
    expect(intents(pendingChanges(storage, 'c1', 'ticket-read'))).toEqual(['5:true']);
  });

  it('reports a refused change with its message and drops it', async () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true, 'Teclado Pulso'));
    recordChange(storage, 'c1', favorite('7', true));
    const send = vi.fn(async (change: PendingChange): Promise<ReplayOutcome> =>
      change.target === '3'
        ? { type: 'refused', message: 'Produto com ID não encontrado.' }
        : { type: 'applied' },
    );
    const report = await replayChanges(storage, 'c1', 'favorite', send);
    expect(report.refused).toEqual([
      {
        change: expect.objectContaining({ target: '3', label: 'Teclado Pulso' }),
        message: 'Produto com ID não encontrado.',
      },
    ]);
    expect(intents(report.applied)).toEqual(['7:true']);
    expect(pendingChanges(storage, 'c1', 'favorite')).toEqual([]);
  });

  it('stops at a change kept for later, keeping it and the ones after it in order', async () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true));
    recordChange(storage, 'c1', favorite('7', true));
    recordChange(storage, 'c1', favorite('9', false));
    const send = vi.fn(async (change: PendingChange): Promise<ReplayOutcome> =>
      change.target === '7' ? { type: 'kept' } : { type: 'applied' },
    );
    const report = await replayChanges(storage, 'c1', 'favorite', send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(intents(report.applied)).toEqual(['3:true']);
    expect(intents(report.kept)).toEqual(['7:true', '9:false']);
    expect(intents(pendingChanges(storage, 'c1', 'favorite'))).toEqual(['7:true', '9:false']);
  });

  it('keeps a newer intent recorded while the older one was being sent', async () => {
    const storage = memoryStorage();
    recordChange(storage, 'c1', favorite('3', true));
    const report = await replayChanges(storage, 'c1', 'favorite', async () => {
      recordChange(storage, 'c1', favorite('3', false));
      return { type: 'applied' };
    });
    expect(intents(report.applied)).toEqual(['3:true']);
    expect(intents(pendingChanges(storage, 'c1', 'favorite'))).toEqual(['3:false']);
  });
});

describe('replaying for the customer logged in', () => {
  const customer = async () => ({ id: 'c1' });

  function tabWith(...targets: string[]) {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    for (const target of targets) recordChange(storage, 'c1', favorite(target, true));
    return storage;
  }

  afterEach(() => {
    session.hasToken = true;
    vi.unstubAllGlobals();
  });

  it("sends that customer's waiting changes", async () => {
    const storage = tabWith('3');
    const send = vi.fn<(change: PendingChange) => Promise<ReplayOutcome>>(async () => ({
      type: 'applied',
    }));
    const report = await replayForCustomer('favorite', customer, send);
    expect(intents(report.applied)).toEqual(['3:true']);
    expect(pendingChanges(storage, 'c1', 'favorite')).toEqual([]);
  });

  it('sends nothing, nor asks who is logged in, without a session token', async () => {
    tabWith('3');
    session.hasToken = false;
    const knownCustomer = vi.fn(customer);
    const send = vi.fn<(change: PendingChange) => Promise<ReplayOutcome>>();
    await replayForCustomer('favorite', knownCustomer, send);
    expect(knownCustomer).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing while the customer is not known', async () => {
    const storage = tabWith('3');
    const send = vi.fn<(change: PendingChange) => Promise<ReplayOutcome>>();
    await replayForCustomer('favorite', async () => undefined, send);
    await replayForCustomer('favorite', async () => null, send);
    expect(send).not.toHaveBeenCalled();
    expect(intents(pendingChanges(storage, 'c1', 'favorite'))).toEqual(['3:true']);
  });
});
