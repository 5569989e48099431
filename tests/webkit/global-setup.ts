/**
 * Once per run: fail at once, in one line, when WebKitWebDriver, MiniBrowser or Xvfb is missing;
 * then build the client and bundle the page worker and the sandbox payment worker unless they are
 * already up to date.
 */
import { ensureBuilt } from '../../make/fresh.ts';
import { checkWebKit } from '../../harness/webkit.ts';

export default async function setup(): Promise<void> {
  checkWebKit();
  await ensureBuilt();
}
