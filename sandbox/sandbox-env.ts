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
   * Comma-separated origins that may frame the widget beside its parent page: the sites that frame
   * the page (its EMBED_ORIGINS, docs/embedding.md), since `frame-ancestors` checks every ancestor
   * and a real Turnstile widget works wherever its page is framed. Optional; entries that are not
   * origins are ignored.
   */
  WIDGET_FRAME_ANCESTORS?: string;
}

export interface AppEnv {
  Bindings: SandboxBindings;
  Variables: { claims: PayerClaims };
}
