/**
 * Bank transfers and large amounts (docs/rules.md, Bank transfers and large amounts) in WebKit as an
 * iPhone's Safari, in English and in Hindi: the account holder's name shown and copied, a malformed
 * one ignored, a personal payee at exactly ₹1,00,000 (its QR code pays it) and at ₹1,50,000 (bank
 * transfer leads step 1; no QR code, row of apps or Save; one tap to the bank), a merchant payee at
 * ₹1,50,000 (the code and the row stay, with a quiet line), and the transfers that take ₹1,500,
 * ₹3,00,000 and ₹6,00,000. One WebKit with an iPhone's User-Agent for the file. The page without its
 * script is Chromium's to show (tests/e2e/large-amounts.test.ts): this driver cannot turn scripts off.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payerLink, stackFor } from '../../harness/e2e-stack.ts';
import type { LocalStack } from '../../harness/local-stack.ts';
import { forgetPageState, launchWebKit, type WebKit } from '../../harness/webkit.ts';
import { en, type Catalogue } from '../../page/i18n/en.ts';
import { fill } from '../../page/i18n/fill.ts';
import { hi } from '../../page/i18n/hi.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let stack: LocalStack;
let webkit: WebKit;
beforeAll(async () => {
  [stack, webkit] = await Promise.all([stackFor({}), launchWebKit({ userAgent: IPHONE_SAFARI })]);
});
afterAll(async () => {
  await Promise.all([webkit?.close(), stack?.dispose()]);
});
// Nothing one test's page saved reaches the next (harness/webkit.ts).
afterEach(() => forgetPageState(webkit.session));

const PERSON_QUERY = 'pa=ravi.kumar@okhdfcbank';
const MERCHANT_QUERY = 'pa=acmegames@okaxis&pn=ACME%20GAMES&mc=5816&tr=ACME20261128001';
const linkOf = (query: string, paise: number) => `upi://pay?${query}&am=${(paise / 100).toFixed(2)}&cu=INR`;

function railsLine(text: Catalogue, rails: string[]): string {
  const [first = '', second = '', third] = rails;
  const list = third ? fill(text.railsThree, { first, second, third }) : fill(text.railsTwo, { first, second });
  return fill(text.bankRails, { rails: list });
}

interface Shown {
  heading: string | null;
  cards: string[];
  type: string | null;
  qr: boolean;
  apps: string[];
  save: boolean;
  lead: boolean;
  limit: { text: string; refused: boolean } | null;
  bankLink: string | null;
  fields: string[][];
  note: string | null;
  rails: string | null;
  text: string;
}

/** What the page shows, read in one go. */
const shown = () =>
  webkit.session.run((): Shown => {
    const limit = document.querySelector('[data-testid="upi-limit"]');
    return {
      heading: document.getElementById('step-title')?.textContent ?? null,
      cards: Array.from(document.querySelectorAll<HTMLElement>('[data-testid="channel-card"]')).map(
        (card) => card.innerText,
      ),
      type: document.querySelector('[role="combobox"]')?.textContent ?? null,
      qr: document.querySelector('.qr-image') !== null,
      apps: Array.from(document.querySelectorAll<HTMLAnchorElement>('.upi-apps-link')).map((a) => a.href),
      save: document.querySelector('[data-testid="save-qr"]') !== null,
      lead: document.querySelector('[data-testid="pay-to-id"]') !== null,
      limit: limit
        ? { text: limit.querySelector('p')?.textContent ?? '', refused: limit.classList.contains('upi-limit-refused') }
        : null,
      bankLink: document.querySelector<HTMLAnchorElement>('[data-testid="pay-by-bank"]')?.getAttribute('href') ?? null,
      fields: Array.from(document.querySelectorAll('.details-bank .copy-field')).map((field) => [
        field.querySelector('.copy-label')?.textContent ?? '',
        field.querySelector('[data-testid="copy-value"]')?.textContent ?? '',
      ]),
      note: document.querySelector('[data-testid="holder-note"]')?.textContent ?? null,
      rails: document.querySelector('[data-testid="bank-rails"]')?.textContent ?? null,
      text: document.body.innerText,
    };
  });

async function open(appId: string, paise: number, lang: string): Promise<void> {
  await webkit.session.navigate(await payerLink(stack, { appId, amountPaise: paise, query: `lang=${lang}` }));
  await webkit.session.waitFor('hydration', 15_000, () => document.documentElement.classList.contains('js-ready'));
}

async function clickFirstCard(): Promise<void> {
  await webkit.session.click(await webkit.session.find('[data-testid="channel-card"]'));
}

/** The QR code on screen, read back once the heading has the focus and the page is still. */
async function qrOnScreen(): Promise<string | undefined> {
  await webkit.session.waitFor('the QR code', 15_000, () => document.querySelector('.qr-image svg') !== null);
  await webkit.session.waitFor('the heading focused', 15_000, () => document.activeElement?.id === 'step-title');
  const image = PNG.sync.read(await webkit.session.settledScreenshot('.qr-image'));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

const waitForBank = () =>
  webkit.session.waitFor(
    'the bank details',
    15_000,
    () => document.querySelector('[data-testid="bank-rails"]') !== null,
  );

describe.each([
  ['en', en],
  ['hi', hi],
] as const)('WebKit as an iPhone, in %s', (lang, text) => {
  it.each([
    ['bank-person', 60_000_000, 'SUNITA DEVI', ['NEFT', 'RTGS']],
    ['bank-company', 30_000_000, 'ACME GAMES PRIVATE LIMITED', ['IMPS', 'NEFT', 'RTGS']],
  ] as const)(
    '%s at %i paise: the holder’s name shown and copied, and the transfers that take it',
    async (appId, paise, name, rails) => {
      await open(appId, paise, lang);
      await clickFirstCard();
      await waitForBank();
      const page = await shown();
      expect(page.fields[0]).toEqual([text.accountHolder, name]);
      expect(page.note).toBe(text.accountHolderShown);
      expect(page.rails).toBe(railsLine(text, [...rails]));
      // What the Copy button hands the clipboard, however the browser takes it (client/toasts/clipboard.ts).
      await webkit.session.run(() => {
        const copies: string[] = [];
        Object.defineProperty(window, '__copies', { value: copies });
        const write = navigator.clipboard?.writeText?.bind(navigator.clipboard);
        if (write) {
          Object.defineProperty(navigator.clipboard, 'writeText', {
            value: (value: string) => {
              copies.push(value);
              return write(value);
            },
          });
        }
        const exec = document.execCommand.bind(document);
        document.execCommand = (command: string, ...rest: unknown[]) => {
          if (command === 'copy') copies.push((document.activeElement as HTMLTextAreaElement | null)?.value ?? '');
          return exec(command, ...(rest as [boolean, string]));
        };
      });
      const label = fill(text.copyLabel, { label: text.accountHolder });
      await webkit.session.click(await webkit.session.find(`button[aria-label="${label}"]`));
      await webkit.session.waitFor('the toast', 15_000, () => document.querySelector('.toast-message') !== null);
      const copied = await webkit.session.run(() => ({
        copies: (window as unknown as { __copies: string[] }).__copies,
        toast: document.querySelector('.toast-message')?.textContent ?? null,
      }));
      expect(copied.toast).toBe(text.toastCopied);
      expect(copied.copies.at(-1)).toBe(name);
    },
  );

  it('a bank account without a name at ₹1,500: no holder field; IMPS or NEFT', async () => {
    await open('bank-unnamed', 150_000, lang);
    await clickFirstCard();
    await waitForBank();
    const page = await shown();
    expect(page.fields.map(([label]) => label)).toEqual([text.bankName, text.accountNumber, text.ifscCode]);
    expect(page.rails).toBe(railsLine(text, ['IMPS', 'NEFT']));
  });

  it('a malformed name is ignored: the option stays, the name shows nowhere', async () => {
    await open('bank-malformed-name', 150_000, lang);
    await clickFirstCard();
    await waitForBank();
    const page = await shown();
    expect(page.fields).toEqual([
      [text.bankName, 'Axis Bank'],
      [text.accountNumber, '917020099998888'],
      [text.ifscCode, 'UTIB0000123'],
    ]);
    expect(page.text).not.toMatch(/SUNITA|DEVI/);
  });

  it('a personal payee at exactly ₹1,00,000: UPI leads and its QR code pays it; no row of apps', async () => {
    await open('personal-bank', 10_000_000, lang);
    expect((await shown()).type).toContain('UPI');
    await clickFirstCard();
    expect(await qrOnScreen()).toBe(linkOf(PERSON_QUERY, 10_000_000));
    const page = await shown();
    expect([page.apps, page.lead, page.limit]).toEqual([[], true, null]);
  });

  it('a personal payee at ₹1,50,000: bank transfer leads; UPI offers no way to pay by UPI and says why; one tap to the bank', async () => {
    await open('personal-bank', 15_000_000, lang);
    const step1 = await shown();
    expect(step1.type).toContain('Bank Transfer');
    expect(step1.cards[0]).toContain('50100076543210');
    // The UPI option, as a link to it opens it (the dropdown's own tests are Chromium's).
    await webkit.session.navigate(
      await payerLink(stack, {
        appId: 'personal-bank',
        amountPaise: 15_000_000,
        query: `lang=${lang}&channel=upi-personal-bank-1`,
      }),
    );
    await webkit.session.waitFor('hydration', 15_000, () => document.documentElement.classList.contains('js-ready'));
    const page = await shown();
    expect(page.heading).toBe(text.stepPay);
    expect([page.qr, page.apps, page.save, page.lead]).toEqual([false, [], false, false]);
    expect(page.limit).toEqual({ text: text.upiPersonLimit, refused: true });
    expect(page.text).not.toContain(text.payToUpiId);
    await webkit.session.click(await webkit.session.find('[data-testid="pay-by-bank"]'));
    await waitForBank();
    const bank = await shown();
    expect(bank.fields[0]).toEqual([text.accountHolder, 'RAVI KUMAR']);
    expect(bank.rails).toBe(railsLine(text, ['IMPS', 'NEFT']));
    await webkit.session.waitFor('the heading focused', 15_000, () => document.activeElement?.id === 'step-title');
  });

  it('a merchant payee at ₹1,50,000: the code and the row stay, with a quiet line and a link to the bank', async () => {
    await open('merchant-bank', 15_000_000, lang);
    expect((await shown()).type).toContain('UPI');
    await clickFirstCard();
    const link = linkOf(MERCHANT_QUERY, 15_000_000);
    expect(await qrOnScreen()).toBe(link);
    const page = await shown();
    expect(page.apps).toHaveLength(5);
    for (const href of page.apps) expect(href.slice(href.indexOf('?'))).toBe(link.slice(link.indexOf('?')));
    expect(page.save).toBe(true);
    expect(page.limit).toEqual({ text: text.upiAppsLimit, refused: false });
    expect(page.bankLink).toBe(`?lang=${lang}&channel=bank-merchant-1`);
    await webkit.session.click(await webkit.session.find('[data-testid="pay-by-bank"]'));
    await waitForBank();
    expect((await shown()).fields[0]).toEqual([text.accountHolder, 'ACME GAMES PRIVATE LIMITED']);
  });
});
