/**
 * Once per run: unpack Chromium 80 from the chrome-aws-lambda package (once per install; fails in
 * one line when the package is missing), then build the client and bundle the page worker and the
 * sandbox payment worker unless they are already up to date.
 */
import { ensureChromium80 } from '../../harness/chromium80.ts';
import { ensureBuilt } from '../../make/fresh.ts';

export default async function setup(): Promise<void> {
  ensureChromium80();
  await ensureBuilt();
}
