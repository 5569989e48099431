/**
 * The runtime configuration the page worker reads from its environment (docs/rules.md,
 * Configuration), and the part of it the page embeds for the browser: only what the browser uses.
 */
import type { UpiAppButton } from './upi-app.ts';

/** What the browser needs of the configuration: the boot data carries this and nothing more. */
export interface ClientConfig {
  /** Base URL of the payment worker, without a trailing slash. */
  paymentWorkerUrl: string;
  turnstileSiteKey: string;
  turnstileScriptUrl: string;
  /** Origins an `upload_url` may point to. */
  uploadOrigins: string[];
}

/** The page worker's configuration: the browser's part, and what the page worker alone decides with. */
export interface PageConfig extends ClientConfig {
  /** Hostnames a `redirect_url` may point to; `*` means any https host (on the public web outside the local configuration), empty none (docs/rules.md, Redirect rule). */
  redirectAllowedHosts: string[];
  /**
   * The local configuration: the payment worker runs on this machine (common/local-hosts.ts), as in
   * local development and tests (docs/rules.md, Configuration). Only then may a redirect use plain
   * http, to this machine (docs/rules.md, Redirect rule).
   */
  local: boolean;
  /** Where the 'Pay with a UPI app' link shows (docs/rules.md, UPI app link). */
  upiAppButton: UpiAppButton;
}

/**
 * The browser's part: the page worker judges the redirect and chooses the UPI app link itself, so
 * the allowed redirect hosts and the rest never reach the page.
 */
export function clientConfigOf({
  paymentWorkerUrl,
  turnstileSiteKey,
  turnstileScriptUrl,
  uploadOrigins,
}: PageConfig): ClientConfig {
  return { paymentWorkerUrl, turnstileSiteKey, turnstileScriptUrl, uploadOrigins };
}

export const DEFAULT_TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
