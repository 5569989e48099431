// `env` from cloudflare:test carries the page worker's vars (decision 20).
import type { Env as PageEnv } from '../../worker/worker-env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends PageEnv {}
  }
}
