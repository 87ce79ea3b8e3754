/**
 * The captcha of a session form. With `PUBLIC_CAPTCHA_SITE_KEY` empty there is no widget and
 * no script. With a key, the form renders `captcha.widget` inside itself; Cloudflare
 * Turnstile shows its widget there and adds its hidden response field to the form.
 *
 * `send(form, request)` is how a form talks to the API: it waits for the widget's token,
 * takes the form's data WITHOUT the response field (the token is no GraphQL variable), passes the token in the
 * `X-Captcha-Token` header, and afterwards asks the widget for a fresh token (each token is
 * good for one request). A missing, expired or failed token rejects with a CaptchaError.
 */
import { PUBLIC_CAPTCHA_SITE_KEY } from 'astro:env/client';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  CAPTCHA_RESPONSE_FIELD,
  captchaHeaders,
  createCaptchaGate,
  formDataOf,
  withoutCaptchaResponse,
} from './captcha.ts';
import type { CaptchaGate } from './captcha.ts';
import styles from './forms.module.css';
import { loadTurnstile } from './turnstile.ts';

const SITE_KEY = PUBLIC_CAPTCHA_SITE_KEY?.trim() ?? '';

export type CaptchaRequest<T> = (
  fields: Record<string, string>,
  headers: Record<string, string>,
) => Promise<T>;

export interface FormCaptcha {
  /** The widget's place, to render inside the form; null when the captcha is off. */
  readonly widget: ReactNode;
  send<T>(form: HTMLFormElement, request: CaptchaRequest<T>): Promise<T>;
}

function renderWidget(container: HTMLElement, gate: CaptchaGate, onRendered: (id: string) => void) {
  let active = true;
  loadTurnstile().then(
    (turnstile) => {
      if (!active) return;
      const id = turnstile.render(container, {
        sitekey: SITE_KEY,
        language: 'pt-br',
        size: 'flexible',
        'response-field-name': CAPTCHA_RESPONSE_FIELD,
        callback: (token) => gate.solved(token),
        'expired-callback': () => gate.failed('expired'),
        'timeout-callback': () => gate.failed('expired'),
        'error-callback': (code) => {
          console.error(`[captcha] Turnstile failed with code ${code}.`);
          gate.failed('error');
          return true;
        },
      });
      if (id) onRendered(id);
    },
    (error: unknown) => {
      console.error('[captcha]', error);
      gate.failed('unavailable');
    },
  );
  return () => {
    active = false;
  };
}

export function useCaptcha(): FormCaptcha {
  const enabled = SITE_KEY !== '';
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<string | undefined>(undefined);
  const [gate] = useState(() => createCaptchaGate());

  useEffect(() => {
    const container = containerRef.current;
    if (!enabled || !container) return;
    const stop = renderWidget(container, gate, (id) => (widgetRef.current = id));
    return () => {
      stop();
      if (widgetRef.current !== undefined) window.turnstile?.remove(widgetRef.current);
      widgetRef.current = undefined;
    };
  }, [enabled, gate]);

  async function send<T>(form: HTMLFormElement, request: CaptchaRequest<T>): Promise<T> {
    const token = enabled ? await gate.token() : undefined;
    try {
      return await request(withoutCaptchaResponse(formDataOf(form)), captchaHeaders(token));
    } finally {
      if (enabled) {
        gate.consume();
        if (widgetRef.current !== undefined) window.turnstile?.reset(widgetRef.current);
      }
    }
  }

  const widget = enabled ? <div ref={containerRef} className={styles.captcha} /> : null;
  return { widget, send };
}
