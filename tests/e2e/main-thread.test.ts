/**
 * Hydration never blocks the payer (docs/performance.md): on an emulated phone (4× CPU
 * slowdown, slow 4G; harness/phone.ts), as a payer's browser runs the page (no DevTools Runtime
 * domain: harness/cdp.ts), no task after the first paint runs long, and the page becomes
 * interactive. `npm run bench` reports the exact figures against the 50 ms target; this test
 * holds a generous line, because it shares two cores with everything else `npm test` runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchCdpBrowser, type CdpBrowser } from '../../harness/cdp.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { stackFor } from '../../harness/e2e-stack.ts';
import { blockingAfter, LONG_TASKS_SCRIPT, loadAndTime } from '../../harness/page-timing.ts';
import { openPhoneTab } from '../../harness/phone.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';

/**
 * The line a long task after the first paint must stay under: twice the 50 ms target `npm run bench`
 * holds the page to. The margin is for the machine, not the page: at 4× slowdown a task's wall
 * time also counts every moment other processes hold the CPU, and on a 2-core machine shared with
 * other test runs that stretches it (the bench measured a longest task of 27 to 43 ms at 4× on a
 * machine with a load of 1.5 to 3; the one task all of start-up used to be was over 500 ms, and the
 * first layout after a partial first paint 100 to 290 ms, far above this line).
 */
const LONGEST_TASK_LIMIT_MS = 100;
/** Loads per check: the best one counts, since a busy machine only ever makes a load slower. */
const ATTEMPTS = 3;

let stack: LocalStack;
let browser: CdpBrowser;
beforeAll(async () => {
  [stack, browser] = await Promise.all([stackFor(), launchCdpBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), stack?.dispose()]);
});

describe('the main thread after the first paint, on a phone at 4× CPU slowdown', () => {
  // English is in the entry; another language's first HTML carries its catalogue in the boot data.
  it.each(['en', 'hi'])(
    `has no task over ${LONGEST_TASK_LIMIT_MS} ms, and the page becomes interactive (%s)`,
    async (lang) => {
      const link = `${await createPayerLink({
        pageUrl: stack.pageUrl,
        appId: 'demo',
        amountPaise: 150_050,
        secret: SANDBOX_JWT_SECRET,
      })}?lang=${lang}`;
      const longest: number[] = [];
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const tab = await openPhoneTab(browser, { initScripts: [LONG_TASKS_SCRIPT] });
        try {
          const timing = await loadAndTime(tab, link, 2_000);
          expect(timing.interactive).toBeGreaterThan(timing.firstPaint);
          // Hydrated in the language of its first HTML, not switched to English on the way.
          expect(await tab.evaluate<string>('document.documentElement.lang')).toBe(`${lang}-IN`);
          longest.push(blockingAfter(timing.longTasks, timing.firstPaint).longest);
        } finally {
          await tab.close();
        }
        if (Math.min(...longest) < LONGEST_TASK_LIMIT_MS) break;
      }
      expect(Math.min(...longest)).toBeLessThan(LONGEST_TASK_LIMIT_MS);
    },
    180_000,
  );
});
