// createBotCheck (client/submission/bot-check.ts): the submitter asks for a token, the bot-check screen's widget element starts
// the check when it mounts, and failures become the payer's toast (docs/rules.md, Bot check (Turnstile) ordering).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '../../common/client-config.ts';
import { BotCheckFailure, createBotCheck } from './bot-check.ts';
import { toasts } from '../../page/toasts.ts';

const turnstile = vi.hoisted(() => {
  class TurnstileLoadError extends Error {}
  return {
    obtainToken: vi.fn<(url: string, key: string, container: unknown) => Promise<string>>(),
    TurnstileLoadError,
  };
});
vi.mock('./turnstile.ts', () => turnstile);

const config = { turnstileScriptUrl: 'https://turnstile.test/api.js', turnstileSiteKey: 'site-key' } as ClientConfig;
/** Stands in for the widget's element: the check only hands it to Turnstile. */
const element = (name: string) => ({ name }) as unknown as HTMLElement;

/** Whether a promise has settled after pending work ran. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('createBotCheck', () => {
  beforeEach(() => {
    turnstile.obtainToken.mockReset();
    turnstile.obtainToken.mockResolvedValue('token-1');
  });

  it('starts no check until the widget element is mounted, then gets the token in that element', async () => {
    const check = createBotCheck(config, () => {});
    const token = check.token();
    expect(await isSettled(token)).toBe(false);
    expect(turnstile.obtainToken).not.toHaveBeenCalled();
    const widget = element('widget');
    check.widget(widget);
    await expect(token).resolves.toBe('token-1');
    expect(turnstile.obtainToken).toHaveBeenCalledWith(config.turnstileScriptUrl, config.turnstileSiteKey, widget);
  });

  it('runs one check per token asked for: a widget mounted again, or unmounted (null), starts nothing', async () => {
    const check = createBotCheck(config, () => {});
    check.widget(element('before any ask'));
    check.widget(null);
    const token = check.token();
    check.widget(element('widget'));
    check.widget(null);
    check.widget(element('widget again'));
    await expect(token).resolves.toBe('token-1');
    expect(turnstile.obtainToken).toHaveBeenCalledTimes(1);
  });

  it('gets a fresh check for the next submission', async () => {
    const check = createBotCheck(config, () => {});
    const first = check.token();
    check.widget(element('first'));
    await first;
    turnstile.obtainToken.mockResolvedValue('token-2');
    const second = check.token();
    check.widget(element('second'));
    await expect(second).resolves.toBe('token-2');
    expect(turnstile.obtainToken).toHaveBeenCalledTimes(2);
  });

  it("a script that fails to load is 'Failed to load Turnstile.'", async () => {
    turnstile.obtainToken.mockRejectedValue(new turnstile.TurnstileLoadError('no script'));
    const check = createBotCheck(config, () => {});
    const token = check.token();
    check.widget(element('widget'));
    await expect(token).rejects.toEqual(new BotCheckFailure(toasts.turnstileFailed));
    await expect(token).rejects.toHaveProperty('toast', toasts.turnstileFailed);
  });

  it("a challenge that fails is 'Something went wrong'", async () => {
    turnstile.obtainToken.mockRejectedValue(new Error('challenge failed: 110200'));
    const check = createBotCheck(config, () => {});
    const token = check.token();
    check.widget(element('widget'));
    await expect(token).rejects.toHaveProperty('toast', toasts.somethingWrong);
  });
});
