/**
 * Accessibility: axe-core finds nothing on every screen, the flow up
 * to the form works with the keyboard alone, and nothing overflows at 320 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import {
  axeViolations,
  chooseFirstCard,
  phoneStep2,
  smallControls,
  submitUtr,
  waitForDone,
  waitForInteractive,
  waitForStep,
  waitForStepTwo,
} from './steps.ts';
import { newUtr } from './deposits.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

type Screen = [name: string, reach: () => Promise<Page>];
const screens: Screen[] = [
  [
    'step 1',
    async () => {
      const { page } = await e2e.open(await e2e.link({ test: true }));
      await waitForStep(page, 'Payment Options');
      return page;
    },
  ],
  [
    'step 2 (UPI)',
    async () => {
      const { page } = await e2e.open(await e2e.link());
      await chooseFirstCard(page);
      await page.locator('.qr-image svg').waitFor();
      await page.getByRole('button', { name: 'Where do I find the UTR number?' }).click();
      return page;
    },
  ],
  ['step 2 (UPI) on an Android phone: app link, Save, Share, back from the app', () => phoneStep2(e2e)],
  [
    'step 2 (bank)',
    async () => {
      const { page } = await e2e.open(await e2e.link({ query: 'upi_default=false' }));
      await chooseFirstCard(page);
      return page;
    },
  ],
  [
    'done',
    async () => {
      const { page } = await e2e.open(await e2e.link());
      await chooseFirstCard(page);
      await submitUtr(page, newUtr());
      await waitForDone(page);
      return page;
    },
  ],
  ['error', async () => (await e2e.open(`${e2e.stack.pageUrl}/demo/not-a-token`)).page],
  [
    'toast',
    async () => {
      const { page } = await e2e.open(await e2e.link());
      await chooseFirstCard(page);
      await submitUtr(page, 'nope');
      await page.locator('.toast').waitFor();
      return page;
    },
  ],
];

describe('axe-core', () => {
  it('catches a planted violation (so a clean report means something)', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForStep(page, 'Payment Options');
    // After hydration (its own task since start-up was split, docs/rules.md, Start-up), which would
    // otherwise take the planted node back out of the markup React owns.
    await page.waitForFunction(() => document.documentElement.classList.contains('js-ready'));
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('input')));
    expect(await axeViolations(page)).toContainEqual(expect.stringMatching(/^label /));
  });

  it.each(screens)('reports no violations on %s', async (_name, reach) => {
    const page = await reach();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('320 px wide and 200 % zoom', () => {
  it.each(screens)('%s does not scroll sideways', async (_name, reach) => {
    const page = await reach();
    for (const width of [320, 640]) {
      // 640 CSS px is a 1280 px window at 200 % zoom.
      await page.setViewportSize({ width, height: 720 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    }
  });
});

describe('touch targets', () => {
  it.each(screens)('every control on %s is at least 44 × 44 px at 360 px wide', async (_name, reach) => {
    const page = await reach();
    // The same check as every other suite's (steps.ts), the language toggle (<summary>) included.
    expect(await smallControls(page)).toEqual([]);
  });
});

describe('the keyboard alone', () => {
  /** Presses Tab until `matches` holds for the focused element, at most 30 times. */
  async function tabTo(page: Page, matches: (element: Element) => boolean, backwards = false) {
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
    }
    throw new Error('focus never reached the element');
  }

  it('chooses a type and a channel, reads the details, types the UTR and goes back', async () => {
    const { page, errors } = await e2e.open(await e2e.link());
    await waitForStep(page, 'Payment Options');
    // The server's page has the dropdown's markup; its keys work once the client has taken over.
    await waitForInteractive(page);

    await tabTo(page, (element) => element.getAttribute('role') === 'combobox');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('combobox').innerText()).toContain('Bank Transfer');
    expect(await page.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');

    await tabTo(page, (element) => element.getAttribute('data-testid') === 'channel-card');
    await page.keyboard.press('Enter');
    // The heading, then the panel with the details, which comes with step 2's lazy chunk.
    await waitForStepTwo(page);
    // The heading takes focus after the step's first paint (client/navigation/use-navigation.ts).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-title');

    await tabTo(page, (element) => element.getAttribute('aria-label') === 'Copy Account Number');
    await tabTo(page, (element) => element.id === 'utr');
    await page.keyboard.type('123456789012');
    expect(await page.getByTestId('utr-input').inputValue()).toBe('123456789012');

    await tabTo(page, (element) => element.getAttribute('aria-label') === 'Go Back', true);
    await page.keyboard.press('Enter');
    await waitForStep(page, 'Payment Options');
    expect(await page.getByRole('combobox').innerText()).toContain('Bank Transfer');
    expect(errors).toEqual([]);
  });

  it('opens and closes the dropdown with Escape and finds an option by typing', async () => {
    const { page } = await e2e.open(await e2e.link());
    await waitForStep(page, 'Payment Options');
    await waitForInteractive(page);
    await page.getByRole('combobox').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('b');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('combobox').innerText()).toContain('Bank Transfer');
  });
});
