/**
 * One bot check per submission (docs/rules.md, Bot check (Turnstile) ordering). The submitter asks
 * for a token in the same task as its dispatch that shows the bot-check screen; the check starts
 * when React mounts that screen's widget element and hands it over (`widget`, a ref callback), so
 * nothing waits for a DOM node to appear: load the Turnstile loader chunk, get a fresh token in
 * that element. Failures become the toast the payer should read; a chunk that cannot load is
 * reported to `onChunkFailure` (the error screen) as every lazy chunk is.
 */
import type { ClientConfig } from '../../common/client-config.ts';
import type { Toast } from '../../page/flow/state.ts';
import { toasts } from '../../page/toasts.ts';
import { loadChunk } from '../platform/lazy.ts';

/** A bot check that did not produce a token, with what the payer should read. */
export class BotCheckFailure extends Error {
  // Declared, not a class field: the field would be lowered through helpers (see UnsafeCall in
  // common/payment-api.ts); the constructor sets it.
  declare readonly toast: Omit<Toast, 'id'>;
  constructor(toast: Omit<Toast, 'id'>) {
    super('key' in toast.message ? toast.message.key : toast.message.server);
    this.toast = toast;
  }
}

export interface BotCheck {
  /** The submitter's side: a fresh token once the widget is there; rejects with a BotCheckFailure or the chunk's error. */
  token: () => Promise<string>;
  /** The bot-check screen's side, as its widget's ref callback: runs the check asked for in that element. */
  widget: (element: HTMLElement | null) => void;
}

export function createBotCheck(config: ClientConfig, onChunkFailure: (error: unknown) => void): BotCheck {
  const check = async (container: HTMLElement): Promise<string> => {
    const turnstile = await loadChunk('turnstile', () => import('./turnstile.ts')).catch((error: unknown) => {
      onChunkFailure(error);
      throw error;
    });
    try {
      return await turnstile.obtainToken(config.turnstileScriptUrl, config.turnstileSiteKey, container);
    } catch (error) {
      const scriptFailed = error instanceof turnstile.TurnstileLoadError;
      throw new BotCheckFailure(scriptFailed ? toasts.turnstileFailed : toasts.somethingWrong);
    }
  };
  // The one check asked for and not started yet (one submission at a time).
  let asked: ((container: HTMLElement) => void) | null = null;
  return {
    token: () =>
      new Promise<string>((resolve, reject) => {
        asked = (container) => void check(container).then(resolve, reject);
      }),
    widget: (element) => {
      const start = asked;
      if (!element || !start) return;
      asked = null;
      start(element);
    },
  };
}
