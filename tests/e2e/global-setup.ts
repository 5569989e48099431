/**
 * Once per run: fail at once, in one line, when there is no browser; then
 * bundle both workers as `wrangler deploy` would. `npm test` has already built
 * the client (scripts/build.ts).
 */
import { chromePath } from '../support/browser.ts';
import { bundleWorkers } from '../../scripts/local-stack.ts';

export default function setup(): void {
  chromePath();
  bundleWorkers();
}
