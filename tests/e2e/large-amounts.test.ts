/**
 * Bank transfers and large amounts (docs/rules.md, Bank transfers and large amounts) on an Android
 * phone, in English and in Hindi, and once without JavaScript: the account holder's name shown and
 * copied, a malformed one ignored, a personal payee at exactly ₹1,00,000 and at ₹1,50,000 (no way to
 * pay by UPI, step 1 led by bank transfer, one tap to it), a merchant payee at ₹1,50,000 (a quiet
 * line), and the transfers that take ₹1,500, ₹3,00,000 and ₹6,00,000. The sandbox's apps
 * `personal-bank`, `merchant-bank` and `bank-*` (sandbox/app-channels.json).
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../../harness/e2e-stack.ts';
import { en, type Catalogue } from '../../page/i18n/en.ts';
import { fill } from '../../page/i18n/fill.ts';
import { hi } from '../../page/i18n/hi.ts';
import {
  ANDROID_PHONE,
  axeViolations,
  clickCard,
  qrOnScreen,
  toastTexts,
  waitForInteractive,
  waitForStep,
  waitForStepTwo,
} from './steps.ts';

let e2e: E2E;
beforeAll(async () => {
  // A browser of its own: the tests read the clipboard, which every page of one browser shares.
  e2e = await startE2E({}, { own: true });
});
afterAll(() => e2e?.close());

const PHONE: BrowserContextOptions = { ...ANDROID_PHONE, permissions: ['clipboard-read', 'clipboard-write'] };

const PERSON_LINK = (rupees: string) => `upi://pay?pa=ravi.kumar@okhdfcbank&am=${rupees}&cu=INR`;
const MERCHANT_LINK = 'upi://pay?pa=acmegames@okaxis&pn=ACME%20GAMES&mc=5816&tr=ACME20261128001&am=150000.00&cu=INR';

/** The line under the bank details, in the catalogue's words. */
function railsLine(text: Catalogue, rails: string[]): string {
  const [first = '', second = '', third] = rails;
  const list = third ? fill(text.railsThree, { first, second, third }) : fill(text.railsTwo, { first, second });
  return fill(text.bankRails, { rails: list });
}

/** Step 2's bank details as the payer reads them: each field's label and value, and the lines under them. */
async function bankDetails(page: Page) {
  await page.getByTestId('bank-rails').waitFor();
  return page.evaluate(() => ({
    fields: Array.from(document.querySelectorAll('.details-bank .copy-field')).map((field) => [
      field.querySelector('.copy-label')?.textContent ?? '',
      field.querySelector('[data-testid="copy-value"]')?.textContent ?? '',
    ]),
    note: document.querySelector('[data-testid="holder-note"]')?.textContent ?? null,
    rails: document.querySelector('[data-testid="bank-rails"]')?.textContent ?? '',
  }));
}

async function open(appId: string, paise: number, lang: string, options: BrowserContextOptions = PHONE) {
  return e2e.open(await e2e.link({ appId, amountPaise: paise, query: `lang=${lang}` }), options);
}

/** Chooses a group in the 'Deposit Type' dropdown, as a payer does. */
async function chooseType(page: Page, name: string): Promise<void> {
  await waitForInteractive(page);
  await page.getByRole('combobox').click();
  await page.getByRole('option', { name }).click();
}

describe.each([
  ['en', en],
  ['hi', hi],
] as const)('on an Android phone, in %s', (lang, text) => {
  const holderField = (name: string) => [text.accountHolder, name];

  it.each([
    ['bank-person', 60_000_000, 'SUNITA DEVI', ['NEFT', 'RTGS']],
    ['bank-company', 30_000_000, 'ACME GAMES PRIVATE LIMITED', ['IMPS', 'NEFT', 'RTGS']],
  ] as const)(
    '%s at %i paise: the holder’s name shown first and copied; the transfers that take it',
    async (appId, paise, name, rails) => {
      const { page, errors } = await open(appId, paise, lang);
      await waitForStep(page, text.stepOptions);
      await clickCard(page);
      await waitForStepTwo(page, text.stepPay);
      const details = await bankDetails(page);
      expect(details.fields[0]).toEqual(holderField(name));
      expect(details.fields.map(([label]) => label)).toEqual([
        text.accountHolder,
        text.bankName,
        text.accountNumber,
        text.ifscCode,
      ]);
      expect(details.note).toBe(text.accountHolderShown);
      expect(details.rails).toBe(railsLine(text, [...rails]));
      await page.getByRole('button', { name: fill(text.copyLabel, { label: text.accountHolder }) }).click();
      await expect.poll(() => toastTexts(page)).toEqual([text.toastCopied]);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(name);
      expect(errors).toEqual([]);
    },
  );

  it('a bank account without a name at ₹1,500: no holder field; IMPS or NEFT', async () => {
    const { page, errors } = await open('bank-unnamed', 150_000, lang);
    await clickCard(page);
    await waitForStepTwo(page, text.stepPay);
    const details = await bankDetails(page);
    expect(details.fields.map(([label]) => label)).toEqual([text.bankName, text.accountNumber, text.ifscCode]);
    expect(details.note).toBeNull();
    expect(details.rails).toBe(railsLine(text, ['IMPS', 'NEFT']));
    expect(errors).toEqual([]);
  });

  it('a malformed name is ignored: the option stays, the name shows nowhere', async () => {
    const { page, errors } = await open('bank-malformed-name', 150_000, lang);
    await clickCard(page);
    await waitForStepTwo(page, text.stepPay);
    const details = await bankDetails(page);
    expect(details.fields).toEqual([
      [text.bankName, 'Axis Bank'],
      [text.accountNumber, '917020099998888'],
      [text.ifscCode, 'UTIB0000123'],
    ]);
    expect(await page.locator('body').innerText()).not.toMatch(/SUNITA|DEVI/);
    expect(errors).toEqual([]);
  });

  it('a personal payee at exactly ₹1,00,000: UPI leads, and its QR code pays it', async () => {
    const { page, errors } = await open('personal-bank', 10_000_000, lang);
    await waitForStep(page, text.stepOptions);
    expect(await page.getByRole('combobox').innerText()).toContain('UPI');
    expect(await page.getByTestId('upi-limit').count()).toBe(0);
    await clickCard(page);
    await waitForStepTwo(page, text.stepPay);
    expect(await qrOnScreen(page)).toBe(PERSON_LINK('100000.00'));
    expect(await page.getByTestId('pay-to-id').textContent()).toBe(text.payToUpiId);
    expect(await page.getByTestId('upi-limit').count()).toBe(0);
    expect(await page.getByTestId('upi-app-link').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a personal payee at ₹1,50,000: bank transfer leads step 1; UPI says why it cannot, and one tap reaches the bank', async () => {
    const { page, errors } = await open('personal-bank', 15_000_000, lang);
    await waitForStep(page, text.stepOptions);
    expect(await page.getByRole('combobox').innerText()).toContain('Bank Transfer');
    expect(await page.getByTestId('channel-card').first().innerText()).toContain('50100076543210');
    // Chosen anyway, UPI says before a tap that it cannot take the amount.
    await chooseType(page, 'UPI');
    expect(await page.getByTestId('upi-limit').textContent()).toBe(text.upiPersonLimit);
    await clickCard(page);
    await waitForStepTwo(page, text.stepPay);
    await page.getByTestId('pay-by-bank').waitFor();
    expect(await page.getByTestId('upi-limit').locator('p').first().textContent()).toBe(text.upiPersonLimit);
    for (const absent of ['upi-app-link', 'pay-to-id', 'save-qr', 'saved-qr-limit']) {
      expect(await page.getByTestId(absent).count(), absent).toBe(0);
    }
    expect(await page.locator('.qr-image').count()).toBe(0);
    // The UPI ID stays, with the bank's name for it, for the payer's record.
    expect(await page.getByTestId('payee-name').locator('bdi').textContent()).toBe('RAVI KUMAR');

    await page.getByRole('link', { name: text.payByBank }).click();
    const details = await bankDetails(page);
    expect(details.fields[0]).toEqual(holderField('RAVI KUMAR'));
    expect(details.rails).toBe(railsLine(text, ['IMPS', 'NEFT']));
    // As after any move, the heading has the focus; the phone's Back returns to step 1.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-title');
    expect(await page.getByTestId('upi-limit').count()).toBe(0);
    await page.goBack();
    await waitForStep(page, text.stepOptions);
    expect(errors).toEqual([]);
  });

  it('a merchant payee at ₹1,50,000: the QR code and the app link stay, with a quiet line and a link to the bank', async () => {
    const { page, errors } = await open('merchant-bank', 15_000_000, lang);
    await waitForStep(page, text.stepOptions);
    expect(await page.getByRole('combobox').innerText()).toContain('UPI');
    await clickCard(page);
    await waitForStepTwo(page, text.stepPay);
    expect(await qrOnScreen(page)).toBe(MERCHANT_LINK);
    expect(await page.getByTestId('upi-app-link').getAttribute('href')).toBe(MERCHANT_LINK);
    const note = page.getByTestId('upi-limit');
    expect(await note.getAttribute('class')).toBe('upi-limit');
    expect(await note.locator('p').textContent()).toBe(text.upiAppsLimit);
    await note.getByRole('link', { name: text.payByBank }).click();
    expect((await bankDetails(page)).fields[0]).toEqual(holderField('ACME GAMES PRIVATE LIMITED'));
    expect(errors).toEqual([]);
  });
});

describe('for every payer, in light and dark', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const)(
    'no axe violation in %s mode: a person at ₹1,50,000, then the bank details with the holder',
    async (_mode, colorScheme) => {
      const { page, errors } = await e2e.open(
        await e2e.link({ appId: 'personal-bank', amountPaise: 15_000_000, query: 'channel=upi-personal-bank-1' }),
        { ...PHONE, colorScheme },
      );
      await page.getByTestId('pay-by-bank').waitFor();
      await waitForInteractive(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByTestId('pay-by-bank').click();
      await bankDetails(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});

describe('without JavaScript (docs/rules.md, Without JavaScript)', () => {
  const noScript: BrowserContextOptions = { ...ANDROID_PHONE, javaScriptEnabled: false };
  /** Follows a link of the page, as a browser without a script does: a new page load. */
  const follow = async (page: Page, selector: string) => {
    const href = await page.locator(selector).first().getAttribute('href');
    expect(href).toMatch(/^\?lang=en&/);
    await page.goto(new URL(href ?? '', page.url()).href);
  };

  it('a person at ₹1,00,000 pays by UPI; at ₹1,50,000 bank transfer leads, UPI says why, and its link reaches the bank', async () => {
    const exact = await open('personal-bank', 10_000_000, 'en', noScript);
    await follow(exact.page, '[href*="channel=upi-personal-bank-1"]');
    expect(await exact.page.locator('.qr-image svg').count()).toBe(1);
    expect(await exact.page.getByTestId('upi-limit').count()).toBe(0);

    const { page, errors } = await open('personal-bank', 15_000_000, 'en', noScript);
    expect(await page.locator('.card').first().innerText()).toContain('50100076543210');
    // The UPI option follows as a link card, as every other group does without the script.
    await follow(page, '#fallback a[href*="channel=upi-personal-bank-1"]');
    expect(await page.locator('.qr-image').count()).toBe(0);
    expect(await page.getByTestId('upi-limit').locator('p').first().textContent()).toBe(en.upiPersonLimit);
    await follow(page, '[data-testid="pay-by-bank"]');
    const details = await bankDetails(page);
    expect(details.fields[0]).toEqual([en.accountHolder, 'RAVI KUMAR']);
    expect(details.rails).toBe('Send it by IMPS or NEFT.');
    expect(errors).toEqual([]);
  });

  it('a merchant at ₹1,50,000 keeps its QR code, with the quiet line', async () => {
    const { page, errors } = await open('merchant-bank', 15_000_000, 'en', noScript);
    await follow(page, '[href*="channel=upi-merchant-bank-1"]');
    expect(await qrOnScreen(page)).toBe(MERCHANT_LINK);
    expect(await page.getByTestId('upi-limit').locator('p').textContent()).toBe(en.upiAppsLimit);
    expect(errors).toEqual([]);
  });

  it.each([
    ['bank-unnamed', 150_000, null, 'IMPS or NEFT'],
    ['bank-company', 30_000_000, 'ACME GAMES PRIVATE LIMITED', 'IMPS, NEFT or RTGS'],
    ['bank-person', 60_000_000, 'SUNITA DEVI', 'NEFT or RTGS'],
    ['bank-malformed-name', 150_000, null, 'IMPS or NEFT'],
  ] as const)('%s at %i paise: the holder’s name (%s) and %s', async (appId, paise, name, rails) => {
    const { page, errors } = await open(appId, paise, 'en', noScript);
    await follow(page, '.card');
    const details = await bankDetails(page);
    if (name === null) expect(details.fields.map(([label]) => label)).not.toContain(en.accountHolder);
    else expect(details.fields[0]).toEqual([en.accountHolder, name]);
    expect(details.rails).toBe(`Send it by ${rails}.`);
    // The malformed one (SUNITA, U+202E, DEVI) shows nowhere.
    if (appId === 'bank-malformed-name') expect(await page.locator('body').innerText()).not.toMatch(/SUNITA|DEVI/);
    expect(errors).toEqual([]);
  });
});
