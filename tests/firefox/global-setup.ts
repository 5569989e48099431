/**
 * Once per run: fail at once, in one line, when there is no Firefox; then
 * build the client and bundle the page worker and the sandbox payment worker
 * unless they are already up to date (in `npm test` the build and the e2e
 * project have just done both).
 */
import { firefoxPath } from '../../harness/firefox.ts';
import { ensureBuilt } from '../../make/fresh.ts';

export default async function setup(): Promise<void> {
  firefoxPath();
  await ensureBuilt();
}
