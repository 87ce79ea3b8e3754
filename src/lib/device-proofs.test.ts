import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/support/memory-storage.ts';
import {
  DEVICE_PROOFS_KEPT,
  DEVICE_PROOFS_KEY,
  deviceProofHeader,
  readDeviceProofs,
  rememberDeviceProof,
} from './device-proofs.ts';

const proof = (digit: string) => digit.repeat(64);

describe('the device proofs a browser keeps', () => {
  it('sends none before any login', () => {
    expect(deviceProofHeader(memoryStorage())).toBeUndefined();
  });

  it('keeps each login’s proof, newest first, each once', () => {
    const storage = memoryStorage();
    rememberDeviceProof(proof('a'), storage);
    rememberDeviceProof(proof('b'), storage);
    rememberDeviceProof(proof('a'), storage);
    expect(readDeviceProofs(storage)).toEqual([proof('a'), proof('b')]);
    expect(deviceProofHeader(storage)).toBe(`${proof('a')}, ${proof('b')}`);
  });

  it(`keeps at most ${DEVICE_PROOFS_KEPT}, dropping the oldest`, () => {
    const storage = memoryStorage();
    for (const digit of ['1', '2', '3', '4', '5', '6']) rememberDeviceProof(proof(digit), storage);
    expect(readDeviceProofs(storage)).toEqual(['6', '5', '4', '3', '2'].map(proof));
  });

  it('ignores what is not a proof, stored or answered', () => {
    const storage = memoryStorage();
    rememberDeviceProof('<script>', storage);
    expect(storage.items.size).toBe(0);
    storage.setItem(DEVICE_PROOFS_KEY, JSON.stringify([proof('c'), 42, 'x', proof('Z')]));
    expect(readDeviceProofs(storage)).toEqual([proof('c')]);
    storage.setItem(DEVICE_PROOFS_KEY, '{not json');
    expect(readDeviceProofs(storage)).toEqual([]);
  });

  it('carries on without storage, or with a full one', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => rememberDeviceProof(proof('d'), full)).not.toThrow();
    expect(deviceProofHeader(full)).toBeUndefined();
    expect(readDeviceProofs(undefined)).toEqual([]);
  });
});
