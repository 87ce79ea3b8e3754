/**
 * The rules of what people type, with their pt-BR messages: the API applies them to every input
 * (api/core/validation.ts gathers the outcomes into one error naming each bad field) and the
 * site's forms to each field before sending (src/lib/validation.ts makes zod schemas of them),
 * so a form and the API say the same thing about the same value.
 *
 * Each check returns the value normalised (digits only for CPF, CEP and phone; lower case
 * e-mail; single spaces in names) or the message saying what is wrong. Plain functions: the
 * API gathers outcomes without a schema library, and the site's zod set-up (its CSP) stays in
 * the site.
 */
import { isValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import {
  CARD_HOLDER_MAX_LENGTH,
  CARD_HOLDER_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_NAME_MIN_LENGTH,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_BODY_MIN_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TITLE_MIN_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
  TICKET_SUBJECT_MIN_LENGTH,
} from './limits.ts';

export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** A rule: the value to keep, or what is wrong with what was typed. */
export type Check<T = string> = (raw: string) => Outcome<T>;

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const fail = (message: string): Outcome<never> => ({ ok: false, message });

/** The one wording of each message two checks share. */
export const MESSAGES = {
  cep: 'Informe o CEP com 8 dígitos, por exemplo 01310-100.',
  cpf: 'CPF inválido: confira os 11 dígitos.',
  phone: 'Telefone inválido: informe DDD e número, com 10 ou 11 dígitos.',
  password: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres, com letras e números.`,
} as const;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** `20.000`: numbers in messages as people read them in pt-BR. */
function count(n: number): string {
  return n.toLocaleString('pt-BR');
}

const hasLetter = (value: string) => /\p{L}/u.test(value);

export function checkName(raw: string): Outcome<string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length === 0) return fail('Informe seu nome.');
  if (value.length < NAME_MIN_LENGTH) {
    return fail(`O nome deve ter pelo menos ${NAME_MIN_LENGTH} caracteres.`);
  }
  if (value.length > NAME_MAX_LENGTH) {
    return fail(`O nome deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`);
  }
  if (!hasLetter(value)) return fail('O nome deve conter letras.');
  return ok(value);
}

export function checkEmail(raw: string): Outcome<string> {
  const value = raw.trim().toLowerCase();
  if (value.length === 0) return fail('Informe o e-mail.');
  if (value.length > EMAIL_MAX_LENGTH) return fail('E-mail longo demais.');
  if (!isValidEmail(value)) return fail('Informe um e-mail válido, como nome@exemplo.com.br.');
  return ok(value);
}

export function checkCpf(raw: string): Outcome<string> {
  if (raw.trim().length === 0) return fail('Informe o CPF.');
  if (raw.length > 20 || digitsOf(raw).length !== 11 || !isValidCpf(raw)) {
    return fail(MESSAGES.cpf);
  }
  return ok(digitsOf(raw));
}

/** A Brazilian phone with area code: 10 digits (landline) or 11 (mobile). */
export function checkPhone(raw: string): Outcome<string> {
  const value = digitsOf(raw);
  if (raw.trim().length === 0) return fail('Informe o telefone.');
  if (raw.length > 25 || value.length < 10 || value.length > 11 || !isValidPhone(value)) {
    return fail(MESSAGES.phone);
  }
  return ok(value);
}

export function checkCep(raw: string): Outcome<string> {
  const value = digitsOf(raw);
  if (raw.length > 10 || value.length !== 8 || !isValidCep(raw)) return fail(MESSAGES.cep);
  return ok(value);
}

const RG = /^[0-9A-Za-z./ -]{4,20}$/;

export function checkRg(raw: string): Outcome<string> {
  const value = raw.trim();
  if (!RG.test(value) || !/\d/.test(value)) {
    return fail('RG inválido: use de 4 a 20 caracteres entre dígitos, letras, pontos e hífens.');
  }
  return ok(value);
}

/** A free text field of at most `max` characters (address, city, country); `label` names it. */
export function checkText(label: string, max: number): Check {
  return (raw) => {
    const value = raw.trim();
    if (value.length > max) return fail(`${label} deve ter no máximo ${count(max)} caracteres.`);
    return ok(value);
  };
}

/** The password rules, each shown beside a new password's field as the customer types. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'letter', label: 'Pelo menos uma letra', test: hasLetter },
  { id: 'digit', label: 'Pelo menos um número', test: (value: string) => /\d/.test(value) },
] as const;

/** A new password (registration, reset, change), kept as typed. */
export function checkPassword(raw: string): Outcome<string> {
  if (raw.length === 0) return fail('Crie uma senha.');
  if (raw.length > PASSWORD_MAX_LENGTH) {
    return fail(`A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);
  }
  if (!PASSWORD_RULES.every((rule) => rule.test(raw))) return fail(MESSAGES.password);
  return ok(raw);
}

export function checkSubject(raw: string): Outcome<string> {
  const value = raw.trim();
  if (value.length < TICKET_SUBJECT_MIN_LENGTH) {
    return fail(`Informe o assunto com pelo menos ${TICKET_SUBJECT_MIN_LENGTH} caracteres.`);
  }
  if (value.length > TICKET_SUBJECT_MAX_LENGTH) {
    return fail(`O assunto deve ter no máximo ${TICKET_SUBJECT_MAX_LENGTH} caracteres.`);
  }
  return ok(value);
}

/** The name printed on a card: letters, spaces, dots, apostrophes and hyphens. */
export function checkCardHolder(raw: string): Outcome<string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length === 0) return fail('Informe o nome impresso no cartão.');
  if (value.length > CARD_HOLDER_MAX_LENGTH) {
    return fail(`O nome deve ter no máximo ${CARD_HOLDER_MAX_LENGTH} caracteres.`);
  }
  if (value.length < CARD_HOLDER_MIN_LENGTH || !/^[\p{L} .'-]+$/u.test(value)) {
    return fail('Use o nome como impresso no cartão: letras e espaços.');
  }
  return ok(value);
}

/** A product's name, as an editor writes it in the back office. */
export function checkProductName(raw: string): Outcome<string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length < PRODUCT_NAME_MIN_LENGTH || value.length > PRODUCT_NAME_MAX_LENGTH) {
    return fail(
      `O nome do produto deve ter entre ${PRODUCT_NAME_MIN_LENGTH} e ${PRODUCT_NAME_MAX_LENGTH} caracteres.`,
    );
  }
  return ok(value);
}

/** A review's rating: 1 to 5 whole stars. */
export function checkRating(rating: number | null): Outcome<number> {
  return rating !== null && Number.isInteger(rating) && rating >= 1 && rating <= 5
    ? ok(rating)
    : fail('Escolha uma nota de 1 a 5 estrelas.');
}

/** A review's title: one line, single spaces. */
export function checkReviewTitle(raw: string): Outcome<string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value.length < REVIEW_TITLE_MIN_LENGTH || value.length > REVIEW_TITLE_MAX_LENGTH) {
    return fail(
      `O título deve ter de ${REVIEW_TITLE_MIN_LENGTH} a ${REVIEW_TITLE_MAX_LENGTH} caracteres.`,
    );
  }
  return ok(value);
}

/** A review's comment: plain text, a run of blank lines kept as one. */
export function checkReviewBody(raw: string): Outcome<string> {
  const value = raw.trim().replace(/\n{3,}/g, '\n\n');
  if (value.length < REVIEW_BODY_MIN_LENGTH || value.length > REVIEW_BODY_MAX_LENGTH) {
    return fail(
      `O comentário deve ter de ${REVIEW_BODY_MIN_LENGTH} a ${count(REVIEW_BODY_MAX_LENGTH)} caracteres.`,
    );
  }
  return ok(value);
}
