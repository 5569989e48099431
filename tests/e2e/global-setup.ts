/**
 * Once per run: fail at once, in one line, when there is no browser; then build the client and
 * bundle both workers unless they are already up to date (`npm test` has built them).
 */
import { chromePath } from '../../harness/chromium.ts';
import { ensureBuilt } from '../../make/fresh.ts';

export default async function setup(): Promise<void> {
  chromePath();
  await ensureBuilt();
}
