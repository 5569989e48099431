/**
 * Receipts in the layouts of the four largest UPI apps (Google Pay, PhonePe, Paytm, BHIM) and two
 * banks' apps (SBI's YONO, HDFC Bank), each for a payment that differs from the link it is checked
 * against in one way, or in none (docs/rules.md, Reading the payment from a screenshot): another
 * amount (a digit dropped or added, as a slip of the thumb does), another payee's UPI ID, a day
 * three to twenty days before the page was opened. What each layout prints and where follows the
 * app's own receipt screen; the names, IDs and amounts are generated. Every one labels its UTR in
 * English, on a Hindi screen too, as these apps do, so a careful reader offers it.
 */
import { documentHtml, escape, FONTS, type Theme } from './layouts.ts';
import { IST_MS } from './payment-truth.ts';
import { dayOfYear, digits, MONTHS, NAMES, pad, pick, vpa, type Printed, type Random } from './values.ts';

export type App = 'gpay' | 'phonepe' | 'paytm' | 'bhim' | 'sbi' | 'hdfc';
export const APPS: readonly App[] = ['gpay', 'phonepe', 'paytm', 'bhim', 'sbi', 'hdfc'];

/** How the payment differs from the link: 'match' is the same payment, which must draw no note. */
export type Mismatch = 'match' | 'amount' | 'payee' | 'date';
export const MISMATCHES: readonly Mismatch[] = ['match', 'amount', 'payee', 'date'];

/** The link a receipt is checked against, as the page knows it (client/utr-finder/payment-notes.ts). */
export interface CheckedLink {
  amount: number;
  upiId: string;
  openedAt: number;
}

export interface AppReceipt {
  app: App;
  mismatch: Mismatch;
  theme: Theme;
  lang: 'en' | 'hi';
  font: string;
  utr: string;
  html: string;
  printed: Printed;
  link: CheckedLink;
}

const HOUR_MS = 3_600_000;
const two = (n: number) => pad(n, 2);

/** Paise as apps print rupees: '₹1,500.50', '₹1,500' when whole (Google Pay, PhonePe), '1,500.00' always (banks). */
const rupees = (paise: number, always: boolean) => {
  const whole = Math.floor(paise / 100).toLocaleString('en-IN');
  return paise % 100 === 0 && !always ? whole : `${whole}.${two(paise % 100)}`;
};

/** A slip of the thumb: a digit dropped or doubled, or a hundred off. Never the link's own amount. */
function otherAmount(random: Random, paise: number): number {
  const rupeeDigits = String(Math.floor(paise / 100));
  const slips = [
    Math.floor(paise / 10 / 100) * 100 + (paise % 100),
    paise * 10,
    paise + 10_000,
    Number(rupeeDigits.slice(0, 1) + rupeeDigits.slice(2)) * 100 + (paise % 100),
  ].filter((other) => other !== paise && other >= 100);
  return pick(random, slips);
}

/** An instant as IST wall-clock parts. */
const istParts = (ms: number) => {
  const d = new Date(ms + IST_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
};

/** The generator's three date forms (./payment-truth.ts reads them), the app's own first. */
function printedDate(ms: number, form: 0 | 1 | 2): string {
  const { year, month, day, hour, minute } = istParts(ms);
  const h12 = hour % 12 || 12;
  const ampm = hour < 12 ? 'am' : 'pm';
  if (form === 0) return `${day} ${MONTHS[month]} ${year}, ${h12}:${two(minute)} ${ampm}`;
  if (form === 1) return `${two(day)}/${two(month + 1)}/${year} ${two(hour)}:${two(minute)}`;
  return `${h12}:${two(minute)} ${ampm} on ${day} ${MONTHS[month]} ${year}`;
}

/** A UPI reference as banks issue it: the year's last digit, the day of the year, the hour, six more digits. */
function rrn(random: Random, ms: number): string {
  const { year, month, day, hour } = istParts(ms);
  return `${year % 10}${pad(dayOfYear(new Date(Date.UTC(year, month, day))), 3)}${two(hour)}${digits(random, 6)}`;
}

interface Values {
  sum: string;
  date: string;
  payee: string;
  upiId: string;
  utr: string;
  account: string;
  appId: string;
  hi: boolean;
}

const row = (label: string, value: string, cls = '') =>
  `<div class="row-between"><span class="label">${escape(label)}</span><span class="value ${cls}">${escape(value)}</span></div>`;
const stack = (label: string, value: string, cls = '') =>
  `<div class="stack"><div class="label">${escape(label)}</div><div class="value ${cls}">${escape(value)}</div></div>`;

/** Which of the date forms each app prints. */
const DATE_FORM: Record<App, 0 | 1 | 2> = { gpay: 0, phonepe: 2, paytm: 0, bhim: 1, sbi: 1, hdfc: 0 };

/** Each app's receipt screen: its body and the few style rules it adds. */
const LAYOUTS: Record<App, (v: Values) => { body: string; css: string }> = {
  // Amount large and centred over a green tick, 'Completed', then a card: To, From, the IDs.
  gpay: (v) => ({
    css: '.g-amount{font-size:44px;text-align:center;margin:14px 0 4px}.g-done{text-align:center;color:#1e8e3e}',
    body: `<div class="check">✓</div><div class="g-amount">₹${escape(v.sum)}</div><div class="g-done">${v.hi ? 'पूरा हुआ' : 'Completed'}</div>
<div class="muted small center">${escape(v.date)}</div>
<div class="card">${stack(v.hi ? 'प्राप्तकर्ता' : 'To', `${v.payee}`)}<div class="muted small">${escape(v.upiId)}</div>
${stack(v.hi ? 'इस खाते से' : 'From', `State Bank of India ${v.account}`)}
${stack('UPI transaction ID', v.utr, 'mono')}${stack(v.hi ? 'Google लेन-देन आईडी' : 'Google transaction ID', v.appId)}</div>`,
  }),
  // A purple band with the status and time, 'Paid to' with the amount on the right, then the IDs.
  phonepe: (v) => ({
    css: '.pp-band{background:#5f259f;color:#fff;margin:0 -14px;padding:16px 14px}.pp-band b{font-size:19px}',
    body: `<div class="pp-band"><b>${v.hi ? 'लेन-देन सफल' : 'Transaction Successful'}</b><div class="small">${escape(v.date)}</div></div>
<div class="card"><div class="label">${v.hi ? 'को भुगतान किया' : 'Paid to'}</div>${row(v.payee, `₹${v.sum}`)}<div class="muted small">${escape(v.upiId)}</div></div>
<div class="card"><div class="label">${v.hi ? 'ट्रांसफ़र विवरण' : 'Transfer Details'}</div>${stack(v.hi ? 'लेन-देन आईडी' : 'Transaction ID', v.appId)}
${stack(v.hi ? 'इस खाते से डेबिट' : 'Debited from', `XXXXXX${v.account.slice(-4)}`)}${stack('UTR', v.utr)}</div>`,
  }),
  // 'Paid Successfully to', the name and UPI ID, the amount large, then the references.
  paytm: (v) => ({
    css: '.pt-amount{font-size:40px;font-weight:700;margin:8px 0}',
    body: `<div class="status big-status">${v.hi ? 'सफलतापूर्वक भुगतान किया गया' : 'Paid Successfully to'}</div>
<div class="value"><b>${escape(v.payee)}</b></div><div class="muted small">UPI ID: ${escape(v.upiId)}</div>
<div class="pt-amount">₹${escape(v.sum)}</div><div class="muted small">${escape(v.date)}</div>
<div class="card">${row('UPI Ref No:', v.utr)}${row(v.hi ? 'इस खाते से' : 'From', `Paytm Payments Bank ${v.account}`)}${row(v.hi ? 'ऑर्डर आईडी' : 'Order ID', v.appId)}</div>`,
  }),
  // A plain card: the status, then label-and-value rows, the amount among them.
  bhim: (v) => ({
    css: '.bh-head{background:#00386b;color:#fff;margin:0 -14px;padding:14px}',
    body: `<div class="bh-head"><b>Transaction Successful</b></div>
<div class="card">${row('Amount', `₹ ${v.sum}`)}${row('To', v.payee)}${row('UPI ID', v.upiId)}${row('Date', v.date)}
${row('UPI Ref ID', v.utr)}${row('Transaction ID', v.appId)}</div>`,
  }),
  // A bank's table: 'INR' amounts, the beneficiary's VPA, 'UTR No.', the date and time.
  sbi: (v) => ({
    css: '.sbi-head{color:#22409a;font-weight:700;font-size:18px;padding:10px 0}',
    body: `<div class="sbi-head">Transaction Details</div><table class="table">
<tr><th>Status</th><td>Success</td></tr><tr><th>Amount</th><td>INR ${escape(v.sum)}</td></tr>
<tr><th>Beneficiary Name</th><td>${escape(v.payee)}</td></tr><tr><th>Beneficiary VPA</th><td>${escape(v.upiId)}</td></tr>
<tr><th>Debit Account</th><td>${escape(v.account)}</td></tr><tr><th>UTR No.</th><td>${escape(v.utr)}</td></tr>
<tr><th>Date &amp; Time</th><td>${escape(v.date)}</td></tr></table>`,
  }),
  // 'Rs.' amounts, 'Paid to VPA', 'UPI Ref. No.', the date at the foot.
  hdfc: (v) => ({
    css: '.hd-head{background:#004c8f;color:#fff;margin:0 -14px;padding:16px 14px;font-size:19px}',
    body: `<div class="hd-head">Transaction Successful!</div>
<div class="card">${stack('Amount Debited', `Rs. ${v.sum}`)}${stack('Paid to VPA', v.upiId)}${stack('Beneficiary Name', v.payee)}
${stack('UPI Ref. No.', v.utr)}${stack('From A/c', v.account)}</div><div class="muted small">${escape(v.date)}</div>`,
  }),
};

/**
 * One app's receipt for the `index`th draw, paid a few hours to a few days before `now`, checked
 * against a link that differs from it as `mismatch` says.
 */
export function appReceipt(app: App, mismatch: Mismatch, random: Random, now: Date, index: number): AppReceipt {
  // Draws go round the apps: the round, not the index alone, varies each app's look.
  const round = Math.floor(index / APPS.length);
  const theme: Theme = (index + round) % 2 === 0 ? 'light' : 'dark';
  // The UPI apps speak Hindi to a third of their payers; the banks' apps here are in English.
  const lang = ['gpay', 'phonepe', 'paytm'].includes(app) && round % 3 === 2 ? 'hi' : 'en';
  const font = FONTS[index % FONTS.length] ?? 'Liberation Sans';
  const linkPaise = (100 + Math.floor(random() * 49_900)) * 100 + (random() < 0.5 ? 0 : Math.floor(random() * 100));
  const paise = mismatch === 'amount' ? otherAmount(random, linkPaise) : linkPaise;
  const linkPayee = pick(random, NAMES);
  const linkUpiId = vpa(linkPayee, random);
  // Paid to someone else: another name, and so another UPI ID, many edits from the link's.
  const payee =
    mismatch === 'payee'
      ? pick(
          random,
          NAMES.filter((name) => name !== linkPayee),
        )
      : linkPayee;
  const upiId = mismatch === 'payee' ? vpa(payee, random) : linkUpiId;
  const openedAt = now.getTime() - Math.floor(random() * 6) * HOUR_MS;
  // A matching payment is paid before the page opened, up to two days; an old one 3 to 20 days before.
  const before =
    mismatch === 'date' ? (3 + Math.floor(random() * 18)) * 24 * HOUR_MS : (1 + Math.floor(random() * 40)) * HOUR_MS;
  const paidAt = openedAt - before - Math.floor(random() * 60) * 60_000;
  const utr = rrn(random, paidAt);
  const banks = app === 'sbi' || app === 'hdfc';
  const values: Omit<Values, 'date'> = {
    sum: rupees(paise, banks),
    payee,
    upiId,
    utr,
    account: `XXXX${digits(random, 4)}`,
    appId: app === 'phonepe' ? `T${digits(random, 22)}` : `CICAgK${digits(random, 8)}`,
    hi: lang === 'hi',
  };
  const date = printedDate(paidAt, DATE_FORM[app]);
  const { body, css } = LAYOUTS[app]({ ...values, date });
  const symbol = app === 'sbi' ? 'INR ' : app === 'hdfc' ? 'Rs. ' : '₹';
  return {
    app,
    mismatch,
    theme,
    lang,
    font,
    utr,
    html: documentHtml({ theme, font, lang, padTop: (index % 3) * 40, body, css }),
    printed: { amount: `${symbol}${values.sum}`, date, upiId, payee },
    link: { amount: linkPaise, upiId: linkUpiId, openedAt },
  };
}
