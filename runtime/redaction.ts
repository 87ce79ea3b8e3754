/**
 * What a log line must never carry: secrets, tokens, one-time codes, passwords, card numbers.
 * Two nets, because a line is made of both:
 *
 * - fields: the known places secrets sit in what the servers log (request and response headers,
 *   fields named like a password or a token) are censored by name: pino's `redact` with
 *   `REDACT_PATHS` where they are expected, and `censorFields` at any depth (pino's wildcard
 *   paths would cost five times the rest of a line).
 * - free text: messages and every string field are scrubbed by shape (`scrubText`): a Bearer or
 *   Basic credential, a sensitive query parameter (`?token=…`, `code=…`), a URL's password, a
 *   `password: …` pair, the digits after the word code/código, a card number (13 to 19 digits
 *   passing the Luhn check) and a long random token.
 *
 * No Node API: the browser demo scrubs its console lines with the same rules.
 */

/** What a censored value becomes. */
export const REDACTED = '[redacted]';

/**
 * Request and response headers that carry a secret: credentials, cookies (the back office's
 * session), the back office's gateway key, device proofs, captcha tokens and the webhooks'
 * signatures (payments' `x-signature`, the publish webhook's `x-signature-256`).
 */
export const SECRET_HEADERS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-gateway-key',
  'x-device-proof',
  'x-captcha-token',
  'x-signature',
  'x-signature-256',
] as const;

/** Field names whose value is a secret wherever a logged object holds them. */
export const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'linkToken',
  'accessToken',
  'secret',
  'cardNumber',
  'card_number',
  'securityCode',
  'security_code',
  'cvv',
] as const;

/** The objects of a log line that hold headers (`headers`: a request's, `responseHeaders`). */
const HEADER_OBJECTS = ['headers', 'responseHeaders'] as const;

/** pino's `redact` paths: the secret headers of every header object, and the secret fields. */
export const REDACT_PATHS: readonly string[] = [
  ...HEADER_OBJECTS.flatMap((object) => SECRET_HEADERS.map((name) => `${object}["${name}"]`)),
  ...SECRET_FIELDS,
];

const SECRET_KEYS = new Set<string>(
  [...SECRET_HEADERS, ...SECRET_FIELDS].map((name) => name.toLowerCase()),
);

/** Whether the Luhn checksum of `digits` holds, as it does for every real card number. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Names of the pairs whose value is a secret, as text writes them (`password: "…"`, `token=…`). */
const SECRET_NAMES =
  'password|newPassword|currentPassword|senha|token|linkToken|accessToken|access_token|secret|cvv|cvc|securityCode|security_code|cardNumber|card_number|authorization|cookie|signature';

/** Query and form parameters that carry a secret (`?token=`, `&code=`, `access_token=`…). */
const SECRET_PARAMS =
  '(?:[a-z]+_)?(?:token|code|password|senha|secret|signature|sig|key|apikey|credential)';

/** Ids of the payment stand-in and of the publisher (`ch_…`, `evt_…`, `p-…`): names, not secrets. */
const ID_PREFIXES = '(?:ch|evt|re|cus|pay|p)[_-]';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

interface Rule {
  readonly pattern: RegExp;
  readonly replace: (match: string, ...groups: string[]) => string;
}

const RULES: readonly Rule[] = [
  // `Bearer 3f9a…`, `Basic dXNlcjpwYXNz`: a credential as an Authorization header writes it.
  {
    pattern: /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi,
    replace: (_, scheme) => `${scheme} ${REDACTED}`,
  },
  // A URL's user and password: `smtp://user:secret@host`, `postgres://app:secret@db/loja`.
  {
    pattern: /\b([a-z][a-z0-9+.-]*:\/\/[^\s/:@]*:)[^\s/@]+@/gi,
    replace: (_, head) => `${head}${REDACTED}@`,
  },
  // `?token=…`, `&code=…`, `access_token=…` in a URL or a form.
  {
    pattern: new RegExp(`(^|[?&;\\s"'(,{])(${SECRET_PARAMS})=([^&#\\s"'<>,;)}]+)`, 'gi'),
    replace: (_, before, name) => `${before}${name}=${REDACTED}`,
  },
  // `password: "…"`, `"token":"…"`, `senha=…`: a named secret in text or in JSON.
  {
    pattern: new RegExp(
      `(["']?)\\b(${SECRET_NAMES})\\1(\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*'|[^\\s,;}&)]+)`,
      'gi',
    ),
    replace: (_, quote, name, separator) => `${quote}${name}${quote}${separator}${REDACTED}`,
  },
  // The digits after code, código, OTP or PIN: `Seu código\n123456`, `code 4821`.
  {
    pattern: /\b(c[óo]digo|code|otp|pin)(?![\w-])([^0-9]{0,24}?)(?<![\w-])(\d{4,8})(?![\d\w])/gi,
    replace: (_, word, between) => `${word}${between}${REDACTED}`,
  },
  // A card number: 13 to 19 digits, maybe in groups, that pass the Luhn check.
  {
    pattern: /(?<![\d\w])\d(?:[ -]?\d){12,18}(?![\d\w])/g,
    replace: (match) => (luhn(match.replace(/\D/g, '')) ? REDACTED : match),
  },
  // A long random token (session, link, card token, generated secret): 32+ letters and digits.
  // A UUID is left: providers' delivery ids, idempotency keys and Message-IDs are UUIDs.
  {
    pattern: new RegExp(`(?<![\\w-])(?!${ID_PREFIXES})[\\w-]{32,}(?![\\w-])`, 'g'),
    replace: (match) =>
      /\d/.test(match) && /[a-z]/i.test(match) && !UUID.test(match) ? REDACTED : match,
  },
];

/** `text` with every secret its shape gives away replaced by `[redacted]`. */
export function scrubText(text: string): string {
  let scrubbed = text;
  for (const rule of RULES) {
    scrubbed = scrubbed.replace(rule.pattern, rule.replace as (match: string) => string);
  }
  return scrubbed;
}

/** How deep `scrubValue` and `censorFields` look into a logged object. */
const MAX_DEPTH = 8;

/**
 * `value` with every string in it scrubbed (`scrubText`), as a copy; Errors become their name,
 * message and stack, scrubbed too. Objects deeper than MAX_DEPTH are cut.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (value instanceof Error) {
    return {
      type: value.name,
      message: scrubText(value.message),
      ...(value.stack ? { stack: scrubText(value.stack) } : {}),
      ...('code' in value && typeof value.code === 'string' ? { code: value.code } : {}),
      ...(value.cause === undefined ? {} : { cause: scrubValue(value.cause, depth + 1) }),
    };
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = scrubValue(item, depth + 1);
  return copy;
}

/** `fields` with the value of every secret header or field censored, at any depth, and every string scrubbed. */
export function censorFields(fields: unknown, depth = 0): unknown {
  if (fields === null || typeof fields !== 'object' || fields instanceof Error) {
    return scrubValue(fields, depth);
  }
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(fields)) return fields.map((item) => censorFields(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(fields)) {
    copy[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : censorFields(item, depth + 1);
  }
  return copy;
}
