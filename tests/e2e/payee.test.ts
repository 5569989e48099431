/**
 * Who the payee is (docs/rules.md, Who the payee is), on an Android phone: for the sandbox's three
 * payees at ₹1,500 and at ₹2,500, in English and in Hindi, which ways to pay show, what the QR
 * code, the app link and the saved picture carry, and the notes. A personal payee gets no app link
 * and, above ₹2,000, no saved QR code; a merchant's one UPI string carries its pn, mc and tr.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { en } from '../../page/i18n/en.ts';
import { hi } from '../../page/i18n/hi.ts';
import { ANDROID_PHONE, axeViolations, clickCard, qrOnScreen, savedQr, waitForStepTwo } from './steps.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** What the sandbox's apps `merchant`, `personal` and `unknown` answer (sandbox/app-channels.json). */
const PAYEES = {
  merchant: { query: 'pa=acmegames@okaxis&pn=ACME%20GAMES&mc=5816&tr=ACME20261128001', name: 'ACME GAMES' },
  personal: { query: 'pa=ravi.kumar@okhdfcbank', name: 'RAVI KUMAR' },
  unknown: { query: 'pa=acme.collect@oksbi', name: null },
} as const;

type Payee = keyof typeof PAYEES;

const linkFor = (payee: Payee, paise: number) =>
  `upi://pay?${PAYEES[payee].query}&am=${(paise / 100).toFixed(2)}&cu=INR`;

const visibleText = (page: Page, text: string) => page.getByText(text, { exact: false }).isVisible();

describe.each([
  ['en', en],
  ['hi', hi],
] as const)('on an Android phone, in %s', (lang, text) => {
  const [nameBefore = ''] = text.payeeNameShown.split('{name}');
  // The first line of each note is enough to find it.
  const refused = text.appRefusedHelp.slice(0, 20);
  const limit = text.savedQrLimit.slice(0, 20);

  it.each([
    ['merchant', 150_000],
    ['merchant', 250_000],
    ['personal', 150_000],
    ['personal', 250_000],
    ['unknown', 150_000],
    ['unknown', 250_000],
  ] as const)('a %s payee at %i paise', async (payee, paise) => {
    const { page, errors } = await e2e.open(
      await e2e.link({ appId: payee, amountPaise: paise, query: `lang=${lang}` }),
      ANDROID_PHONE,
    );
    await clickCard(page);
    await waitForStepTwo(page, text.stepPay);
    const link = linkFor(payee, paise);
    // The one UPI string, in the QR code whatever the payee.
    expect(await qrOnScreen(page)).toBe(link);

    const appLink = page.locator('a[data-testid="upi-app-link"]');
    const lead = page.getByTestId('pay-to-id');
    const note = page.getByTestId('saved-qr-limit');
    const save = page.getByRole('button', { name: text.saveQr });
    if (payee === 'personal') {
      // No app link a person's app would refuse; the UPI ID leads, above the QR code.
      expect(await appLink.count()).toBe(0);
      expect(await lead.textContent()).toBe(text.payToUpiId);
      const [leadBox, qrBox] = await Promise.all([lead.boundingBox(), page.locator('.qr-image').boundingBox()]);
      expect(leadBox!.y).toBeLessThan(qrBox!.y);
      expect(await visibleText(page, refused)).toBe(false);
    } else {
      expect(await appLink.getAttribute('href')).toBe(link);
      expect(await lead.count()).toBe(0);
      expect(await visibleText(page, refused)).toBe(true);
    }
    if (payee === 'personal' && paise > 200_000) {
      expect(await save.count()).toBe(0);
      expect(await note.textContent()).toBe(text.savedQrLimit);
      expect(await visibleText(page, limit)).toBe(true);
    } else {
      expect(await note.count()).toBe(0);
      // The saved picture carries the same string as the code on screen.
      expect(await savedQr(page, text.saveQr)).toBe(link);
    }
    const shown = PAYEES[payee].name;
    const name = page.getByTestId('payee-name');
    if (shown === null) expect(await name.count()).toBe(0);
    else {
      // The bank's name, as the payment worker gave it: never translated.
      expect(await name.textContent()).toBe(text.payeeNameShown.replace('{name}', shown));
      expect(await name.locator('bdi').textContent()).toBe(shown);
      expect(nameBefore.length).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });
});

describe("a personal payee's step 2 for every payer", () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const)('has no axe violation in %s mode, the note and the name included', async (_mode, colorScheme) => {
    const { page, errors } = await e2e.open(await e2e.link({ appId: 'personal', amountPaise: 250_000 }), {
      ...ANDROID_PHONE,
      colorScheme,
    });
    await clickCard(page);
    await waitForStepTwo(page);
    await page.getByTestId('saved-qr-limit').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the first HTML, before the script', () => {
  it('already leaves out the app link and the saved QR code for a person above ₹2,000', async () => {
    const response = await fetch(
      await e2e.link({ appId: 'personal', amountPaise: 250_000, query: 'channel=upi-personal-1' }),
      { headers: { 'User-Agent': ANDROID_PHONE.userAgent ?? '' } },
    );
    const html = await response.text();
    expect(html).toContain('data-testid="pay-to-id"');
    expect(html).toContain('data-testid="saved-qr-limit"');
    expect(html).not.toContain('data-testid="upi-app-link"');
    expect(html).not.toContain('data-testid="save-qr"');
    expect(html).toContain('RAVI KUMAR');
  });
});
