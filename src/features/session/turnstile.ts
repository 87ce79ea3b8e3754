/**
 * Cloudflare Turnstile, loaded on demand: only the session forms call `loadTurnstile`, and
 * only when a site key is configured, so no other page (and no page without a key) fetches
 * the provider's script. Explicit rendering lets each form own its widget.
 * A Content-Security-Policy must allow https://challenges.cloudflare.com in script-src and
 * frame-src.
 */
export const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** The part of Turnstile's API the forms use (https://developers.cloudflare.com/turnstile/). */
export interface TurnstileRenderOptions {
  sitekey: string;
  language?: string;
  size?: 'normal' | 'flexible' | 'compact';
  'response-field-name'?: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'timeout-callback': () => void;
  /** Returning true tells Turnstile the failure is handled here. */
  'error-callback': (code: string) => boolean;
}

export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | undefined;

/** The Turnstile API, loading its script once per page. */
export function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) {
      resolve(window.turnstile);
      return;
    }
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.turnstile) resolve(window.turnstile);
      else reject(new Error('The Turnstile script loaded without defining window.turnstile.'));
    });
    script.addEventListener('error', () => {
      // Allow a later form (or a retry) to try again.
      loading = undefined;
      script.remove();
      reject(new Error('The Turnstile script could not be loaded.'));
    });
    document.head.append(script);
  });
  return loading;
}
