/**
 * Once per run: fail at once, in one line, when there is no browser; build the client and bundle
 * the page worker and the sandbox payment worker unless they are already up to date (`npm test` has
 * built them); then launch the one Chromium every file connects to (tests/e2e/setup.ts), and close
 * it when the run ends, with every workerd the run's stacks left running (harness/stray-stacks.ts).
 */
import type { TestProject } from 'vitest/node';
import { chromeShellPath, launchBrowserServer } from '../../harness/chromium.ts';
import { endMarkedWorkerd, markRun } from '../../harness/stray-stacks.ts';
import { ensureBuilt } from '../../make/fresh.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The websocket endpoint of the run's Chromium (harness/e2e-stack.ts, `shareAcrossFiles`). */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  chromeShellPath();
  await ensureBuilt();
  const mark = markRun();
  const server = await launchBrowserServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    endMarkedWorkerd(mark);
  };
}
