/**
 * Reading a payment API's JSON answer without trusting its shape: each field is looked up by
 * its dotted path and checked for its type, and an answer that lacks what the shop needs is a
 * provider fault (`unavailable`), never a charge with made-up values.
 */
import { PaymentProviderError, UNAVAILABLE_MESSAGE } from './provider.ts';

export interface Answer {
  /** The value at `path` (`a.b.c`), or undefined. */
  at(path: string): unknown;
  string(path: string): string;
  stringOrNull(path: string): string | null;
  number(path: string): number;
  numberOrNull(path: string): number | null;
  /** An ISO 8601 date and time, in milliseconds; null when absent. */
  timeOrNull(path: string): number | null;
}

/** `what` names the answer in the error's detail, e.g. `GET /v1/payments/123`. */
export function readAnswer(body: unknown, what: string): Answer {
  const fault = (path: string) =>
    new PaymentProviderError('unavailable', UNAVAILABLE_MESSAGE, `${what}: no valid ${path}`);
  const at = (path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>(
        (value, key) =>
          typeof value === 'object' && value !== null
            ? (value as Record<string, unknown>)[key]
            : undefined,
        body,
      );
  const stringOrNull = (path: string): string | null => {
    const value = at(path);
    if (value === undefined || value === null) return null;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string') throw fault(path);
    return value;
  };
  const numberOrNull = (path: string): number | null => {
    const value = at(path);
    if (value === undefined || value === null) return null;
    if (typeof value !== 'number' || !Number.isFinite(value)) throw fault(path);
    return value;
  };
  return {
    at,
    stringOrNull,
    numberOrNull,
    string(path) {
      const value = stringOrNull(path);
      if (value === null) throw fault(path);
      return value;
    },
    number(path) {
      const value = numberOrNull(path);
      if (value === null) throw fault(path);
      return value;
    },
    timeOrNull(path) {
      const value = stringOrNull(path);
      if (value === null) return null;
      const time = Date.parse(value);
      if (Number.isNaN(time)) throw fault(path);
      return time;
    },
  };
}
