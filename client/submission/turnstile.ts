/**
 * The bot check (docs/rules.md, Bot check (Turnstile) ordering): Cloudflare Turnstile's script, loaded on demand
 * with explicit rendering, and one fresh token per call to `obtainToken`.
 * A script that errors, or defines no `turnstile` within 30 s, fails the load;
 * the next attempt loads it again. Its URL goes through the page's Trusted Types policy
 * (client/platform/trusted-urls.ts).
 */
import { allowTurnstileScript, trustedScriptUrl } from '../platform/trusted-urls.ts';

interface RenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  /** Returns true: the error is handled, so Turnstile logs nothing itself. */
  'error-callback': (code: string) => boolean;
  'expired-callback': () => void;
  action?: string;
  appearance?: 'always' | 'execute' | 'interaction-only';
}

export interface TurnstileApi {
  render(container: HTMLElement | string, options: RenderOptions): string | undefined;
  remove(widgetId: string): void;
  reset(widgetId?: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
    [callback: `onTurnstileLoad${string}`]: (() => void) | undefined;
  }
}

/** How long the bot-check script may take to load before the payer is told (docs/rules.md, Bot check (Turnstile) ordering). */
export const SCRIPT_TIMEOUT_MS = 30_000;

export class TurnstileLoadError extends Error {}
class TurnstileChallengeError extends Error {}

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(scriptUrl: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  if (loading) return loading;
  loading = new Promise<TurnstileApi>((resolve, reject) => {
    const callback = `onTurnstileLoad${Math.random().toString(36).slice(2)}` as const;
    allowTurnstileScript(scriptUrl);
    const url = new URL(scriptUrl);
    url.searchParams.set('render', 'explicit');
    url.searchParams.set('onload', callback);
    const script = document.createElement('script');
    const finish = (error: Error | null) => {
      clearTimeout(timer);
      Reflect.deleteProperty(window, callback);
      if (window.turnstile && !error) return resolve(window.turnstile);
      script.remove();
      loading = null;
      reject(error ?? new TurnstileLoadError('turnstile missing after load'));
    };
    const timer = setTimeout(() => finish(new TurnstileLoadError('timed out')), timeoutMs);
    window[callback] = () => finish(null);
    script.onerror = () => finish(new TurnstileLoadError('script error'));
    script.src = trustedScriptUrl(url);
    script.async = true;
    document.head.append(script);
  });
  return loading;
}

/** Renders a widget into `container` and resolves with its token; the widget is removed after. */
export async function obtainToken(scriptUrl: string, siteKey: string, container: HTMLElement): Promise<string> {
  const turnstile = await loadTurnstile(scriptUrl);
  return new Promise<string>((resolve, reject) => {
    // Set once render returns; a callback that runs before then has no widget to remove yet.
    let widgetId: string | undefined = undefined;
    const done = () => {
      if (widgetId !== undefined) turnstile.remove(widgetId);
    };
    widgetId = turnstile.render(container, {
      sitekey: siteKey,
      action: 'submit-deposit',
      appearance: 'interaction-only',
      callback: (token) => {
        done();
        resolve(token);
      },
      'error-callback': (code) => {
        done();
        reject(new TurnstileChallengeError(`challenge failed: ${code}`));
        return true;
      },
      'expired-callback': () => {
        done();
        reject(new TurnstileChallengeError('token expired'));
      },
    });
  });
}
