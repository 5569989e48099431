/** The sandbox's bindings (wrangler.toml) and the Hono environment built on them. */
import type { PayerClaims } from './jwt.ts';

export interface SandboxBindings {
  DB: D1Database;
  UPLOADS: R2Bucket;
  /** Signs payer links, upload URLs and Turnstile tokens. */
  JWT_SECRET: string;
  /** Comma-separated origins, or `*`. */
  ALLOWED_ORIGINS: string;
}

export interface AppEnv {
  Bindings: SandboxBindings;
  Variables: { claims: PayerClaims };
}
