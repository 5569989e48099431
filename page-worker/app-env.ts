/**
 * The Hono environment of the page worker: its bindings and the per-request
 * variables. Its own file, so worker-env.ts (the bindings) and config/read-config.ts
 * (which reads them) do not import each other.
 */
import type { LanguageVariables } from 'hono/language';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { ConfigResult } from './config/read-config.ts';
import type { PageNote } from './operations/request-log.ts';
import type { Env } from './worker-env.ts';

export interface AppEnv {
  Bindings: Env;
  Variables: SecureHeadersVariables &
    LanguageVariables & {
      config: ConfigResult;
      /** What the page route noted for the request log (operations/observe.ts); unset for anything that is not a page. */
      page?: PageNote;
      /** The origins that may frame this response; set by the link route only (docs/security.md, 'Who may frame the page'). */
      framers?: readonly string[];
    };
}
