// `env` from cloudflare:test carries the page worker's vars (docs/rules.md, Configuration).
import type { Env as PageEnv } from '../../page-worker/worker-env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends PageEnv {}
  }
}
