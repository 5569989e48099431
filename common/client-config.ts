/**
 * The runtime configuration the page worker reads from its environment (docs/rules.md,
 * Configuration) and embeds in the page for the client.
 */
import type { UpiAppButton } from './upi-app.ts';

export interface ClientConfig {
  /** Base URL of the payment worker, without a trailing slash. */
  paymentWorkerUrl: string;
  turnstileSiteKey: string;
  turnstileScriptUrl: string;
  /** Origins an `upload_url` may point to. */
  uploadOrigins: string[];
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

export const DEFAULT_TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
