/**
 * Receipts laid out to mislead a UTR reader (docs/rules.md, Reading the UTR from a screenshot):
 * a two-column table whose header row names a UTR over one column and an order number over the
 * other; a phone number with its country code under 'paid via UPI'; an account and a customer
 * number of 12 digits on a plain receipt; a refund reference beside the original; a bank transfer
 * with an IFSC and a 12-digit account; label-above stacks of 12-digit order, bill and consumer
 * numbers; Tamil and Bengali labels; and a wide net-banking page as a desktop screenshot. Each says
 * which UTR a careful reader offers (`offer`), or that it offers nothing.
 */
import { documentHtml, escape, FONTS, type Theme } from './layouts.ts';
import { amount, dateTime, digits, makeUtr, NAMES, pick, type Printed, type Random } from './values.ts';

export type TrickyKind =
  'header-table' | 'via-upi-phone' | 'account-customer' | 'refund' | 'ifsc' | 'label-above' | 'script' | 'desktop';

export const TRICKY_KINDS: readonly TrickyKind[] = [
  'header-table',
  'via-upi-phone',
  'account-customer',
  'refund',
  'ifsc',
  'label-above',
  'script',
  'desktop',
];

export interface TrickyReceipt {
  kind: TrickyKind;
  theme: Theme;
  lang: string;
  font: string;
  /** The UTR printed, or '' when the receipt prints none. */
  utr: string;
  /** What a careful reader offers: the UTR, or null when nothing is labelled readably as one. */
  offer: string | null;
  /** 12-digit numbers printed beside it that are not the UTR. */
  decoys: string[];
  html: string;
  printed: Printed;
  /** CSS pixels wide: a phone's 360, or a desktop's. */
  width: number;
}

const OTHER_12 = ['Order ID', 'Invoice No.', 'Customer ID', 'Consumer No.', 'Bill No.', 'Account No.'] as const;
const UTR_EN = ['UTR', 'UTR No.', 'UPI Ref No.', 'RRN', 'Bank Reference No.', 'UPI transaction ID'] as const;

/** Labels in Tamil and Bengali; `readable` says whether the English model can read the UTR label. */
const SCRIPT = {
  ta: {
    utr: [
      ['UTR எண்', true],
      ['UPI Ref No.', true],
      ['UPI குறிப்பு எண்', false],
    ],
    other: ['ஆர்டர் ஐடி', 'கணக்கு எண்', 'வாடிக்கையாளர் ஐடி'],
    status: 'பணம் செலுத்தப்பட்டது',
    font: 'Noto Sans Tamil',
  },
  bn: {
    utr: [
      ['UTR নম্বর', true],
      ['UPI Ref No.', true],
      ['ইউটিআর নম্বর', false],
    ],
    other: ['অর্ডার আইডি', 'অ্যাকাউন্ট নম্বর', 'গ্রাহক আইডি'],
    status: 'পেমেন্ট সফল',
    font: 'Noto Sans Bengali',
  },
} as const;

const twelve = (random: Random) => digits(random, 12, '123456789');
/** An Indian mobile number with its country code, as one 12-digit number: 91 98765 43210 run together. */
const phone12 = (random: Random) => `91${digits(random, 10, '6789')}`;

const stack = (label: string, value: string) =>
  `<div class="stack"><div class="label">${escape(label)}</div><div class="value">${escape(value)}</div></div>`;
const leftRow = (label: string, value: string) =>
  `<div class="row-between"><span class="label">${escape(label)}</span><span class="value">${escape(value)}</span></div>`;
const head = (status: string, sum: string, payee: string, date: string) =>
  `<div class="status big-status">${escape(status)}</div><div class="amount">${escape(sum)}</div><div class="muted">${escape(payee)}</div><div class="muted small">${escape(date)}</div>`;

/** What every kind draws first, in this order, so each seed draws the same receipts. */
interface Drawing {
  random: Random;
  index: number;
  sum: string;
  payee: string;
  date: string;
  status: string;
  utr: string;
  /** Records a look-alike printed beside the UTR, and returns it. */
  decoy: (value: string) => string;
}

/** One kind's body, and what it changes of the defaults: no UTR printed or offered, another script, a wider screen. */
interface Drawn {
  body: string;
  printed?: string;
  offer?: string | null;
  lang?: string;
  font?: string;
  width?: number;
}

/** 'UTR | Order ID' over two columns, values under: the order ID sits under the other header. */
function headerTable({ random, sum, payee, date, status, utr, decoy }: Drawing): Drawn {
  const other = pick(random, OTHER_12);
  const cells = [
    [pick(random, ['UTR', 'UTR No.', 'RRN', 'UPI Ref No.']), utr],
    [other, decoy(twelve(random))],
  ];
  if (random() < 0.5) cells.reverse();
  return {
    body: `${head(status, sum, `Paid to ${payee}`, date)}<table class="grid"><tr>${cells.map(([label]) => `<th>${escape(label ?? '')}</th>`).join('')}</tr><tr>${cells.map(([, value]) => `<td class="value">${escape(value ?? '')}</td>`).join('')}</tr></table>`,
  };
}

/** '₹1,500.50 paid via UPI' over a phone number with its country code; the UTR row only on some. */
function viaUpiPhone({ random, index, sum, payee, date, utr, decoy }: Drawing): Drawn {
  const withUtr = index % 3 !== 0;
  const body = `<div class="card"><div class="line">${escape(`${sum} paid via UPI`)}</div><div class="line value">${escape(decoy(phone12(random)))}</div></div><div class="card">${stack('Paid to', payee)}${withUtr ? stack(pick(random, UTR_EN), utr) : ''}${stack('Date', date)}</div>`;
  return withUtr ? { body } : { body, printed: '', offer: null };
}

/** A plain receipt: 'A/c No.' and 'Customer ID' lines, 12 digits each; a UTR line on some. */
function accountCustomer({ random, index, sum, payee, date, status, utr, decoy }: Drawing): Drawn {
  const withUtr = index % 2 === 0;
  const lines = [`A/c No. ${decoy(twelve(random))}`, `Customer ID ${decoy(twelve(random))}`];
  if (withUtr) lines.splice(Math.floor(random() * 3), 0, `${pick(random, UTR_EN)}: ${utr}`);
  const body = `${head(status, sum, payee, date)}<div class="card">${lines.map((line) => `<div class="line">${escape(line)}</div>`).join('')}</div>`;
  return withUtr ? { body } : { body, printed: '', offer: null };
}

/** A refund receipt: its own reference beside the original payment's. No proof of payment. */
function refund({ random, sum, payee, date, utr, decoy }: Drawing): Drawn {
  const rows = [leftRow('Refund UPI Ref No', decoy(twelve(random))), leftRow('Original UPI Ref No', utr)];
  if (random() < 0.5) rows.reverse();
  return {
    body: `${head('Refund successful', sum, `Refunded by ${payee}`, date)}<div class="card">${rows.join('')}</div>`,
    offer: null,
  };
}

/** A bank transfer: a 12-digit beneficiary account, the IFSC, the NEFT/RTGS UTR. */
function ifsc({ random, sum, payee, date, status, utr, decoy }: Drawing): Drawn {
  const rows = [
    leftRow('Beneficiary A/c', decoy(twelve(random))),
    leftRow('IFSC', `${pick(random, ['HDFC', 'SBIN', 'ICIC'])}0${digits(random, 6)}`),
    leftRow(pick(random, ['UTR No.', 'UTR Number', 'Reference No.']), utr),
  ];
  return {
    body: `<div class="bank-head">Funds transfer</div>${head(status, sum, payee, date)}<div class="card">${rows.join('')}</div>`,
  };
}

/** Labels over values, with 12-digit look-alikes above and below the UTR. */
function labelAbove({ random, sum, payee, date, status, utr, decoy }: Drawing): Drawn {
  const rows = [
    stack(pick(random, OTHER_12), decoy(twelve(random))),
    stack(pick(random, UTR_EN), utr),
    stack(pick(random, OTHER_12), decoy(twelve(random))),
    stack('Mobile', decoy(phone12(random))),
  ];
  return { body: `${head(status, sum, payee, date)}<div class="card">${rows.join('')}</div>` };
}

/** Tamil or Bengali labels, the UTR's readable by the English model or not. */
function script({ random, index, sum, payee, date, utr, decoy }: Drawing): Drawn {
  const lang = index % 2 === 0 ? 'ta' : 'bn';
  const words = SCRIPT[lang];
  const [label, readable] = pick<readonly [string, boolean]>(random, words.utr);
  const rows = [stack(pick(random, words.other), decoy(twelve(random))), stack(label, utr)];
  if (random() < 0.5) rows.reverse();
  return {
    body: `${head(words.status, sum, payee, date)}<div class="card">${rows.join('')}</div>`,
    lang,
    font: words.font,
    ...(readable ? {} : { offer: null }),
  };
}

/** Net banking on a wide screen: two label-value pairs per row. */
function desktop({ random, sum, payee, date, status, utr, decoy }: Drawing): Drawn {
  const pairs = [
    ['Beneficiary Name', payee],
    ['Beneficiary Account No.', decoy(twelve(random))],
    [pick(random, ['UTR No.', 'Bank Reference No.', 'UPI Ref No.']), utr],
    ['Customer ID', decoy(twelve(random))],
    ['Amount', sum],
    ['Date', date],
  ];
  const rows = [0, 2, 4].map(
    (i) =>
      `<tr>${[pairs[i], pairs[i + 1]].map((pair) => `<th>${escape(pair?.[0] ?? '')}</th><td class="value">${escape(pair?.[1] ?? '')}</td>`).join('')}</tr>`,
  );
  return {
    body: `<div class="bank-head">Internet Banking — Transaction details</div><div class="status">${escape(status)}</div><table class="grid">${rows.join('')}</table>`,
    width: 1280,
  };
}

const KINDS: Record<TrickyKind, (drawing: Drawing) => Drawn> = {
  'header-table': headerTable,
  'via-upi-phone': viaUpiPhone,
  'account-customer': accountCustomer,
  refund,
  ifsc,
  'label-above': labelAbove,
  script,
  desktop,
};

export function trickyReceipt(kind: TrickyKind, random: Random, now: Date, index: number): TrickyReceipt {
  const theme: Theme = random() < 0.4 ? 'dark' : 'light';
  const font: string = pick(random, FONTS);
  const sum = amount(random);
  const payee = pick(random, NAMES);
  const date = dateTime(random, now);
  const status = pick(random, ['Payment successful', 'Transaction Successful', 'Paid']);
  const utr = makeUtr(random, kind === 'ifsc' ? pick(random, ['neft', 'rtgs'] as const) : 'upi', now);
  const decoys: string[] = [];
  const decoy = (value: string) => {
    decoys.push(value);
    return value;
  };
  const drawn = KINDS[kind]({ random, index, sum, payee, date, status, utr, decoy });
  const lang = drawn.lang ?? 'en';
  const width = drawn.width ?? 360;
  return {
    kind,
    theme,
    lang,
    font: drawn.font ?? font,
    utr: drawn.printed ?? utr,
    offer: drawn.offer === undefined ? utr : drawn.offer,
    decoys,
    width,
    printed: { amount: sum, date, upiId: null, payee },
    html: documentHtml({
      theme,
      font: drawn.font ?? font,
      lang,
      padTop: Math.floor(random() * 4) * 30,
      body: drawn.body,
      width,
    }),
  };
}
