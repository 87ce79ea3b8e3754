import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_RESPONSE_FIELD,
  CaptchaError,
  captchaHeaders,
  createCaptchaGate,
  withoutCaptchaResponse,
} from './captcha.ts';
import { submitProblem } from '~/lib/form-errors';

describe('withoutCaptchaResponse', () => {
  it("removes the widget's response field and keeps every other field as it is", () => {
    const data = {
      email: 'cliente@exemplo.com.br',
      password: 'Senha@123',
      [CAPTCHA_RESPONSE_FIELD]: 'XXXX.DUMMY.TOKEN',
    };

    expect(withoutCaptchaResponse(data)).toEqual({
      email: 'cliente@exemplo.com.br',
      password: 'Senha@123',
    });
    expect(data).toHaveProperty(CAPTCHA_RESPONSE_FIELD);
  });

  it('leaves data without the field unchanged', () => {
    expect(withoutCaptchaResponse({ email: 'a@b.com.br' })).toEqual({ email: 'a@b.com.br' });
  });

  it('uses the name Turnstile gives its hidden field', () => {
    expect(CAPTCHA_RESPONSE_FIELD).toBe('cf-turnstile-response');
  });
});

describe('captchaHeaders', () => {
  it('sends the token in X-Captcha-Token, and nothing without a token', () => {
    expect(captchaHeaders('tok')).toEqual({ 'X-Captcha-Token': 'tok' });
    expect(captchaHeaders(undefined)).toEqual({});
    expect(captchaHeaders('')).toEqual({});
  });
});

describe('createCaptchaGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function outcome(promise: Promise<string>): Promise<string | CaptchaError> {
    return promise.catch((error: unknown) => {
      if (error instanceof CaptchaError) return error;
      throw error;
    });
  }

  it('makes a submission wait until the widget produces a token', async () => {
    const gate = createCaptchaGate(1000);
    let received: string | undefined;
    const waiting = gate.token().then((token) => (received = token));

    await vi.advanceTimersByTimeAsync(500);
    expect(received).toBeUndefined();

    gate.solved('token-1');
    await waiting;
    expect(received).toBe('token-1');
  });

  it('answers at once while a token is at hand, until it is consumed', async () => {
    const gate = createCaptchaGate(1000);
    gate.solved('token-1');

    await expect(gate.token()).resolves.toBe('token-1');
    await expect(gate.token()).resolves.toBe('token-1');

    gate.consume();
    const next = gate.token();
    gate.solved('token-2');
    await expect(next).resolves.toBe('token-2');
  });

  it('fails a waiting submission with a pt-BR message when the token expires', async () => {
    const gate = createCaptchaGate(1000);
    const waiting = outcome(gate.token());

    gate.failed('expired');

    const error = await waiting;
    expect(error).toBeInstanceOf(CaptchaError);
    expect((error as CaptchaError).reason).toBe('expired');
    expect((error as CaptchaError).message).toMatch(/^A verificação de segurança expirou/);
  });

  it('forgets an expired token: the next submission waits for a new one', async () => {
    const gate = createCaptchaGate(1000);
    gate.solved('old');
    gate.failed('expired');

    const next = gate.token();
    gate.solved('new');
    await expect(next).resolves.toBe('new');
  });

  it('gives up after the wait limit with a message', async () => {
    const gate = createCaptchaGate(1000);
    const waiting = outcome(gate.token());

    await vi.advanceTimersByTimeAsync(1000);

    expect(await waiting).toMatchObject({ reason: 'timeout' });
    gate.solved('late');
    await expect(gate.token()).resolves.toBe('late');
  });

  it('fails at once, now and later, when the widget could not be loaded', async () => {
    const gate = createCaptchaGate(1000);
    const waiting = outcome(gate.token());

    gate.failed('unavailable');

    expect(await waiting).toMatchObject({ reason: 'unavailable' });
    expect(await outcome(gate.token())).toMatchObject({ reason: 'unavailable' });
  });
});

describe('submitProblem of a captcha failure', () => {
  it("shows the captcha's own message when the verification failed", () => {
    expect(submitProblem(new CaptchaError('expired'), {}).message).toMatch(
      /^A verificação de segurança expirou/,
    );
  });
});
