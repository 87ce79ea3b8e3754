/**
 * The API's side of input checking. The rules of what people type, with their pt-BR messages,
 * are shared with the forms (contract/validation.ts); here are the checks only the API makes,
 * and `validated`, which gathers outcomes so one error names every bad field.
 */
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { checkCardHolder } from '../../contract/validation.ts';
import type { Outcome } from '../../contract/validation.ts';
import { richTextProblem } from '../../contract/rich-text.ts';
import { expiryProblem } from '../modules/cards/card-expiry.ts';
import { assertNoIssues } from './errors.ts';
import type { Issue } from './errors.ts';

const UFS = new Set<string>(getStates().map((state) => state.code));

export function checkUf(raw: string): Outcome<string> {
  const value = raw.trim().toUpperCase();
  if (!UFS.has(value)) {
    return {
      ok: false,
      message: 'Estado inválido: informe a sigla de uma das 27 unidades federativas (ex.: SP).',
    };
  }
  return { ok: true, value };
}

/**
 * Rich text (HTML from the editor), stored as given: the site sanitises it on display. It must
 * show something (text or an image/video), so Quill's empty `<p><br></p>` is refused.
 */
export function checkRichText(emptyMessage: string): (raw: string) => Outcome<string> {
  return (raw) => {
    const problem = richTextProblem(raw, emptyMessage);
    return problem === undefined ? { ok: true, value: raw } : { ok: false, message: problem };
  };
}

/** The name printed on a card, kept in capitals as cards print it (the gateway compares them). */
export function checkHolderName(raw: string): Outcome<string> {
  const outcome = checkCardHolder(raw);
  return outcome.ok ? { ok: true, value: outcome.value.toUpperCase() } : outcome;
}

/** Issues of an expiry: month 1-12, a four-digit year, and not before `now`'s month. */
export function expiryIssues(month: number, year: number, now: number): Issue[] {
  switch (expiryProblem(month, year, now)) {
    case 'month':
      return [{ field: 'expMonth', message: 'Mês de validade inválido: informe de 1 a 12.' }];
    case 'year':
      return [
        { field: 'expYear', message: 'Ano de validade inválido: informe o ano com 4 dígitos.' },
      ];
    case 'expired':
      return [{ field: 'expYear', message: 'Cartão vencido: confira a validade.' }];
    case null:
      return [];
  }
}

/** The value of a passed check, or undefined (for checks that depend on another field). */
export function valueOf<T>(outcome: Outcome<T>): T | undefined {
  return outcome.ok ? outcome.value : undefined;
}

type Values<T> = { [K in keyof T]: T[K] extends Outcome<infer V> ? V : never };

/**
 * The values of checks keyed by input field; when any check failed, or `more` holds issues,
 * throws one BAD_USER_INPUT error naming every bad field.
 */
export function validated<T extends Record<string, Outcome<unknown>>>(
  outcomes: T,
  more: readonly Issue[] = [],
): Values<T> {
  const issues: Issue[] = [];
  const values: Record<string, unknown> = {};
  for (const [field, outcome] of Object.entries(outcomes)) {
    if (outcome.ok) values[field] = outcome.value;
    else issues.push({ field, message: outcome.message });
  }
  assertNoIssues([...issues, ...more]);
  return values as Values<T>;
}
