/**
 * Input checks with pt-BR messages. Each checker returns the normalised value (digits only
 * for CPF, CEP and phone; lower case e-mail; upper case UF) or the message saying what is wrong;
 * `validated` gathers them so one error names every bad field.
 */
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { isValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RICH_TEXT_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  TICKET_SUBJECT_MIN_LENGTH,
} from './constants.ts';
import { expiryProblem } from '../modules/cards/card-expiry.ts';
import { assertNoIssues } from './errors.ts';
import type { Issue } from './errors.ts';

export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = (message: string): Outcome<never> => ({ ok: false, message });

const UFS = new Set<string>(getStates().map((state) => state.code));

function digits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Formats 20000 as "20.000" for messages. */
function count(n: number): string {
  return n.toLocaleString('pt-BR');
}

export function checkName(raw: string): Outcome<string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length === 0) return fail('Informe o nome.');
  if (value.length < 2 || value.length > 120)
    return fail('O nome deve ter entre 2 e 120 caracteres.');
  if (!/\p{L}/u.test(value)) return fail('O nome deve conter letras.');
  return ok(value);
}

export function checkEmail(raw: string): Outcome<string> {
  const value = raw.trim().toLowerCase();
  if (value.length === 0) return fail('Informe o e-mail.');
  if (value.length > 254 || !isValidEmail(value)) return fail('E-mail inválido.');
  return ok(value);
}

export function checkCpf(raw: string): Outcome<string> {
  if (raw.trim().length === 0) return fail('Informe o CPF.');
  if (raw.length > 20 || !isValidCpf(raw)) return fail('CPF inválido: confira os 11 dígitos.');
  return ok(digits(raw));
}

export function checkPhone(raw: string): Outcome<string> {
  const value = digits(raw);
  if (raw.length > 25 || value.length < 10 || value.length > 11 || !isValidPhone(value)) {
    return fail('Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.');
  }
  return ok(value);
}

export function checkCep(raw: string): Outcome<string> {
  const value = digits(raw);
  if (raw.length > 10 || value.length !== 8 || !isValidCep(raw)) {
    return fail('CEP inválido: informe os 8 dígitos.');
  }
  return ok(value);
}

export function checkUf(raw: string): Outcome<string> {
  const value = raw.trim().toUpperCase();
  if (!UFS.has(value)) {
    return fail('Estado inválido: informe a sigla de uma das 27 unidades federativas (ex.: SP).');
  }
  return ok(value);
}

export function checkRg(raw: string): Outcome<string> {
  const value = raw.trim();
  if (!/^[0-9A-Za-z./ -]{4,20}$/.test(value) || !/\d/.test(value)) {
    return fail('RG inválido: use de 4 a 20 caracteres entre dígitos, letras, pontos e hífens.');
  }
  return ok(value);
}

/** A free text field of at most `max` characters (address, city, country). */
export function checkText(label: string, max: number): (raw: string) => Outcome<string> {
  return (raw) => {
    const value = raw.trim();
    if (value.length > max) return fail(`${label} deve ter no máximo ${count(max)} caracteres.`);
    return ok(value);
  };
}

export function checkPassword(raw: string): Outcome<string> {
  if (
    raw.length < PASSWORD_MIN_LENGTH ||
    raw.length > PASSWORD_MAX_LENGTH ||
    !/\p{L}/u.test(raw) ||
    !/\d/.test(raw)
  ) {
    return fail(
      `A senha deve ter de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres, com letras e números.`,
    );
  }
  return ok(raw);
}

export function checkSubject(raw: string): Outcome<string> {
  const value = raw.trim();
  if (value.length < TICKET_SUBJECT_MIN_LENGTH || value.length > TICKET_SUBJECT_MAX_LENGTH) {
    return fail(
      `O assunto deve ter entre ${TICKET_SUBJECT_MIN_LENGTH} e ${TICKET_SUBJECT_MAX_LENGTH} caracteres.`,
    );
  }
  return ok(value);
}

/**
 * Rich text (HTML from the editor), stored as given: the site sanitises it on display. Only
 * its length is capped, and it must show something (text or an image/video), so Quill's empty
 * `<p><br></p>` is refused.
 */
export function checkRichText(emptyMessage: string): (raw: string) => Outcome<string> {
  return (raw) => {
    if (raw.length > RICH_TEXT_MAX_LENGTH) {
      return fail(
        `O texto deve ter no máximo ${count(RICH_TEXT_MAX_LENGTH)} caracteres (HTML incluído).`,
      );
    }
    const visibleText = raw
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim();
    if (visibleText.length === 0 && !/<(img|iframe)\b/i.test(raw)) return fail(emptyMessage);
    return ok(raw);
  };
}

export function checkHolderName(raw: string): Outcome<string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length < 2 || value.length > 100 || !/^[\p{L} .'-]+$/u.test(value)) {
    return fail('Informe o nome impresso no cartão (letras e espaços, até 100 caracteres).');
  }
  return ok(value.toUpperCase());
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
