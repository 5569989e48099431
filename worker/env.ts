/** The page worker's bindings and per-request variables. */
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { ConfigResult } from './config.ts';

/** Wrangler `vars` (decision 20); all strings, any of them may be missing. */
export interface Env {
  PAYMENT_WORKER_URL?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SCRIPT_URL?: string;
  REDIRECT_ALLOWED_HOSTS?: string;
  UPLOAD_ORIGINS?: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: SecureHeadersVariables & { config: ConfigResult };
}
