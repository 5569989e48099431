/** The sandbox's bindings (wrangler.toml) and the Hono environment built on them. */
import type { PayerClaims } from './jwt.ts';

export interface SandboxBindings {
  DB: D1Database;
  UPLOADS: R2Bucket;
  /** Signs payer links, upload URLs and Turnstile tokens. */
  JWT_SECRET: string;
  /** Comma-separated origins, or `*`. */
  ALLOWED_ORIGINS: string;
  /**
   * Comma-separated origins that may sit above the page when the Turnstile widget is framed inside
   * an embedded page (the merchant's site): frame-ancestors checks every ancestor, and the real
   * Turnstile works wherever the page is. Empty: the page's own frame only.
   */
  WIDGET_ANCESTORS?: string;
}

export interface AppEnv {
  Bindings: SandboxBindings;
  Variables: { claims: PayerClaims };
}
