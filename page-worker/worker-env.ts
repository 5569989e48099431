/** The page worker's bindings (the Hono environment built on them is in app-env.ts). */
import type { PageEventsDataset } from './operations/data-points.ts';

/** Wrangler `vars` (docs/rules.md, Configuration); all strings, any of them may be missing. */
export interface Env {
  PAYMENT_WORKER_URL?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SCRIPT_URL?: string;
  REDIRECT_ALLOWED_HOSTS?: string;
  UPLOAD_ORIGINS?: string;
  /** `off` renders the loading shell and leaves get-channels to the client. */
  EDGE_PREFETCH?: string;
  /** How long the first response may wait for get-channels; default 800. */
  PREFETCH_TIMEOUT_MS?: string;
  /** Where the 'Pay with a UPI app' link shows: `android` (default), `all` or `off`. */
  UPI_APP_BUTTON?: string;
  /**
   * `enforce` (default): Trusted Types in the page's CSP; `report`: in a Report-Only header, so
   * breaches are reported, not blocked (docs/security.md, 'Trusted Types').
   */
  TRUSTED_TYPES?: string;
  /**
   * Who may frame a link's page: comma-separated origins, `appId=origin` for one app only; empty
   * (default), nobody (docs/security.md, 'Who may frame the page').
   */
  EMBED_ORIGINS?: string;
  /**
   * The key of the beacon tickets (docs/rules.md, Operations data), at least 32 characters: a
   * wrangler secret in staging and production, `.dev.vars` locally. Missing, beacons are off.
   */
  BEACON_SECRET?: string;
  /**
   * The ticket key being rotated out: accepted for checking tickets, never for signing them
   * (docs/operations.md, 'Deploy and roll back'). A wrangler secret, set only during a rotation.
   */
  BEACON_SECRET_PREVIOUS?: string;
  /**
   * The key of the link hash every ticket and data point carries (page-worker/beacon/link-hash.ts), at least 32
   * characters: a wrangler secret, `.dev.vars` locally. Missing, beacons are off.
   */
  LINK_HASH_KEY?: string;
  /** A service binding to the payment worker; when bound, prefetch goes through it. */
  PAYMENT_WORKER?: Fetcher;
  /** The Analytics Engine dataset for operations (docs/operations.md); absent, nothing is written. */
  PAGE_EVENTS?: PageEventsDataset;
}
