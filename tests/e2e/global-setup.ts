/**
 * Once per run: fail at once, in one line, when there is no browser; then
 * bundle both workers as `wrangler deploy` would. `npm test` has already built
 * the client (scripts/build.ts).
 */
import { chromePath } from '../../harness/browser.ts';
import { bundleWorkers } from '../../harness/local-stack.ts';

export default function setup(): void {
  chromePath();
  bundleWorkers();
}
