// `env` from cloudflare:test carries the sandbox's bindings.
import type { SandboxBindings } from '../../sandbox/sandbox-env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends SandboxBindings {}
  }
}
