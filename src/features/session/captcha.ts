/**
 * Captcha logic that does not depend on the provider's widget: the form-data cleaning (the
 * token goes in a header, not in the data) and the "submission waits for a token" gate. `turnstile.ts` and
 * `use-captcha.ts` wire Cloudflare Turnstile to it.
 */
import { CAPTCHA_HEADER } from '../../../contract/http-headers.ts';
import { FormMessageError } from '~/lib/form-errors';

/** The hidden field the widget adds to its form (Turnstile's default `response-field-name`). */
export const CAPTCHA_RESPONSE_FIELD = 'cf-turnstile-response';
/** How long a submission waits for the widget before giving up with a message. */
export const CAPTCHA_WAIT_MS = 30_000;

/** The form's data as strings, every named control included (the widget's hidden field too). */
export function formDataOf(form: HTMLFormElement): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') data[name] = value;
  }
  return data;
}

/**
 * The form's data without the widget's response field: the token travels in a header, never
 * as a GraphQL variable.
 */
export function withoutCaptchaResponse(
  data: Readonly<Record<string, string>>,
): Record<string, string> {
  const { [CAPTCHA_RESPONSE_FIELD]: _response, ...fields } = data;
  return fields;
}

/** Request headers carrying the captcha token; none when the captcha is off. */
export function captchaHeaders(token: string | undefined): Record<string, string> {
  return token ? { [CAPTCHA_HEADER]: token } : {};
}

export type CaptchaFailure = 'expired' | 'error' | 'timeout' | 'unavailable';

const FAILURE_MESSAGES: Record<CaptchaFailure, string> = {
  expired:
    'A verificação de segurança expirou. Aguarde a nova verificação e envie o formulário de novo.',
  error:
    'Não foi possível concluir a verificação de segurança. Recarregue a página e tente novamente.',
  timeout: 'A verificação de segurança demorou demais. Tente enviar o formulário de novo.',
  unavailable:
    'Não foi possível carregar a verificação de segurança. Verifique sua conexão e recarregue a página.',
};

/** Why a submission could not get a captcha token, with the pt-BR sentence for the form. */
export class CaptchaError extends FormMessageError {
  override readonly name = 'CaptchaError';
  readonly reason: CaptchaFailure;

  constructor(reason: CaptchaFailure) {
    super(FAILURE_MESSAGES[reason]);
    this.reason = reason;
  }
}

export interface CaptchaGate {
  /** The widget produced a token. */
  solved(token: string): void;
  /**
   * The widget's token expired or the widget failed: waiting submissions fail with a message.
   * `unavailable` (no widget at all) also fails every later request at once.
   */
  failed(reason: CaptchaFailure): void;
  /** The current token, or the next one the widget produces (rejects with a `CaptchaError`). */
  token(): Promise<string>;
  /** A token is good for one request: forget it once a submission has used it. */
  consume(): void;
}

interface Waiter {
  readonly resolve: (token: string) => void;
  readonly reject: (error: CaptchaError) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

export function createCaptchaGate(waitMs: number = CAPTCHA_WAIT_MS): CaptchaGate {
  let current: string | undefined;
  let unavailable = false;
  let waiters: Waiter[] = [];

  function settle(outcome: { token: string } | { failure: CaptchaFailure }): void {
    const settled = waiters;
    waiters = [];
    for (const waiter of settled) {
      clearTimeout(waiter.timer);
      if ('token' in outcome) waiter.resolve(outcome.token);
      else waiter.reject(new CaptchaError(outcome.failure));
    }
  }

  return {
    solved(token) {
      current = token;
      settle({ token });
    },
    failed(reason) {
      current = undefined;
      if (reason === 'unavailable') unavailable = true;
      settle({ failure: reason });
    },
    token() {
      if (current !== undefined) return Promise.resolve(current);
      if (unavailable) return Promise.reject(new CaptchaError('unavailable'));
      return new Promise<string>((resolve, reject) => {
        const waiter: Waiter = {
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters = waiters.filter((other) => other !== waiter);
            reject(new CaptchaError('timeout'));
          }, waitMs),
        };
        waiters.push(waiter);
      });
    },
    consume() {
      current = undefined;
    },
  };
}
