/**
 * One bot check for one submission (docs/rules.md, Bot check (Turnstile) ordering): wait for the bot-check
 * screen's slot, load the Turnstile loader chunk, get a fresh token. Failures
 * become the toast the payer should read; a chunk that cannot load is reported
 * to `onChunkFailure` (the error screen) as every lazy chunk is.
 */
import type { ClientConfig } from '../../common/client-config.ts';
import { toasts } from '../../page/toasts.ts';
import { loadChunk } from './lazy.ts';
import type { Slot } from './slot.ts';
import { BotCheckFailure } from './submit.ts';

export function createBotCheck(
  config: ClientConfig,
  slot: Slot<HTMLElement>,
  onChunkFailure: (error: unknown) => void,
): () => Promise<string> {
  return async () => {
    const container = await slot.wait();
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
}
