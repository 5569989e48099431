/**
 * Receipt-like screenshots for the tests of reading the UTR (docs/rules.md, Reading the UTR from
 * a screenshot): `makeReceipts` describes each one (its HTML, the UTR it shows and the look-alikes
 * beside it), `drawReceipts` in ./draw.ts turns them into phone-sized PNGs in Chromium. Layouts,
 * themes, fonts, English and Hindi labels and the UTR's place all vary with the index, and every
 * receipt carries decoys: a phone number, the amount, the date, most often an app transaction ID,
 * and on every other receipt a 12-digit number labelled as something else.
 */
import { FONTS, receiptHtml, type Layout, type ReceiptText, type Row, type Theme } from './layouts.ts';
import {
  amount,
  appId,
  dateTime,
  digits,
  grouped,
  makeUtr,
  masked,
  NAMES,
  phone,
  pick,
  seeded,
  vpa,
  type Printed,
  type Random,
  type UtrKind,
} from './values.ts';

export interface Receipt {
  /** Names the receipt in test output: index, layout, theme, language, font. */
  name: string;
  layout: Layout;
  theme: Theme;
  lang: 'en' | 'hi';
  font: string;
  /** The UTR as submitted (docs/rules.md, UTR formats). */
  utr: string;
  /** The look-alikes printed beside it. */
  decoys: string[];
  html: string;
  printed: Printed;
  /**
   * The UTR a careful reader offers: null when its only label is in a script the English model
   * cannot read ('यूटीआर नंबर'), or the receipt is no proof of payment (a refund).
   */
  offer: string | null;
}

const LAYOUTS: readonly Layout[] = ['stacked', 'header-card', 'inline', 'table', 'right-value', 'sms'];

const UTR_LABELS = {
  en: {
    upi: [
      'UPI transaction ID',
      'UPI Ref No.',
      'UTR',
      'UTR No.',
      'UPI Reference No.',
      'RRN',
      'Bank Reference No.',
      'UPI Ref ID',
    ],
    bank: ['UTR No.', 'UTR Number', 'Reference No.', 'Transaction Reference No.'],
  },
  hi: {
    upi: ['UPI लेन-देन आईडी', 'UTR', 'UPI संदर्भ संख्या', 'UTR संख्या', 'यूटीआर नंबर'],
    bank: ['UTR संख्या', 'UTR नंबर', 'संदर्भ संख्या'],
  },
} as const;

const WORDS = {
  en: {
    status: ['Payment successful', 'Transaction Successful', 'Completed', 'Paid Successfully'],
    paidTo: ['Paid to', 'To', 'Sent to'],
    upiId: 'To UPI ID',
    from: 'Debited from',
    phone: ['Mobile', 'Phone number', 'Registered mobile'],
    appId: ['Transaction ID', 'Google transaction ID', 'Order ID', 'Merchant transaction ID'],
    decoy12: ['Order ID', 'Account number', 'Customer ID', 'Consumer No.', 'Bill number', 'Invoice No.'],
  },
  hi: {
    status: ['भुगतान सफल', 'लेन-देन सफल रहा', 'पूरा हुआ'],
    paidTo: ['को भुगतान किया', 'प्राप्तकर्ता'],
    upiId: 'प्राप्तकर्ता UPI आईडी',
    from: 'इस खाते से कटे',
    phone: ['मोबाइल नंबर', 'फ़ोन नंबर'],
    appId: ['लेन-देन आईडी', 'ऑर्डर आईडी', 'Google लेन-देन आईडी'],
    decoy12: ['ऑर्डर आईडी', 'खाता संख्या', 'ग्राहक आईडी', 'बिल संख्या'],
  },
} as const;

/** Places `item` at a random position of `rows`: the UTR's place on the screen varies. */
function insertAt<T>(random: Random, rows: T[], item: T): T[] {
  const at = Math.floor(random() * (rows.length + 1));
  return [...rows.slice(0, at), item, ...rows.slice(at)];
}

/** An amount as bank SMS write it: 'Rs.1,500.00'. */
const smsAmount = (amount: string) => amount.replace('₹', 'Rs.').replace(' ', '');

function smsText(
  random: Random,
  utr: string,
  values: { amount: string; account: string; vpa: string; phone: string; decoy?: string },
): string {
  const plainAmount = smsAmount(values.amount);
  return pick(random, [
    `${plainAmount} debited from A/c ${values.account} to VPA ${values.vpa}. UPI Ref No ${utr}. Not you? Call ${values.phone}${values.decoy ? ` or quote Customer ID ${values.decoy}` : ''}.`,
    `Dear Customer, your a/c ${values.account} is debited by ${plainAmount} for UPI txn to ${values.vpa}. UTR: ${utr}.${values.decoy ? ` Consumer No. ${values.decoy}.` : ''} If not done by you, call ${values.phone}.`,
    `Sent ${plainAmount} from ${values.account} to ${values.vpa} (RRN ${utr}). Helpline ${values.phone}.${values.decoy ? ` Order ID ${values.decoy}.` : ''}`,
  ]);
}

function receipt(index: number, random: Random, now: Date): Receipt {
  const layout = LAYOUTS[index % LAYOUTS.length] ?? 'stacked';
  // Each layout in turn; the next round of layouts shifts theme and language, so every layout
  // comes in light and dark, English and Hindi.
  const round = index + Math.floor(index / LAYOUTS.length);
  const theme: Theme = round % 2 === 0 ? 'light' : 'dark';
  // A third of the receipts speak Hindi, except the SMS (banks send those in English).
  const lang = layout !== 'sms' && round % 3 === 1 ? 'hi' : 'en';
  const font = FONTS[index % FONTS.length] ?? 'Liberation Sans';
  const kind: UtrKind =
    layout === 'table' || (layout === 'inline' && index % 4 === 2)
      ? pick(random, ['neft', 'rtgs', 'upi'] as const)
      : 'upi';
  const utr = makeUtr(random, kind, now);
  const words = WORDS[lang];
  const payee = pick(random, NAMES);
  const values = {
    amount: amount(random),
    date: dateTime(random, now),
    phone: phone(random),
    appId: appId(random),
    account: masked(random),
    vpa: vpa(payee, random),
  };
  const decoy12 = index % 2 === 0 ? digits(random, 12, '123456789') : undefined;
  // Some apps print a 12-digit UTR in groups of four; bank receipts never group it.
  const shown = kind === 'upi' && layout === 'right-value' && index % 4 < 2 ? grouped(utr) : utr;
  const labels = UTR_LABELS[lang][kind === 'upi' ? 'upi' : 'bank'];
  const utrLabel = pick(random, labels);
  const utrRow: Row = {
    label: utrLabel,
    value: shown,
    mono: index % 5 === 3,
    copyIcon: layout !== 'table' && index % 3 === 0,
  };
  let rows: Row[] = [
    { label: words.upiId, value: values.vpa },
    {
      label: words.from,
      value: `${pick(random, ['HDFC Bank', 'State Bank of India', 'ICICI Bank'])} ${values.account}`,
    },
    { label: pick(random, words.phone), value: values.phone },
  ];
  const withAppId = index % 4 !== 3;
  if (withAppId) rows.push({ label: pick(random, words.appId), value: values.appId, mono: index % 5 === 3 });
  if (decoy12) rows.push({ label: pick(random, words.decoy12), value: decoy12 });
  rows = insertAt(random, rows, utrRow);
  const text: ReceiptText = {
    status: pick(random, words.status),
    paidTo: pick(random, words.paidTo),
    payee,
    amount: values.amount,
    date: values.date,
    rows,
    lang,
    ...(layout === 'sms'
      ? { message: smsText(random, shown, { ...values, ...(decoy12 ? { decoy: decoy12 } : {}) }) }
      : {}),
  };
  const padTop = Math.floor(random() * 5) * 40;
  const sms = layout === 'sms';
  const decoys = [
    values.phone,
    sms ? smsAmount(values.amount) : values.amount,
    values.date,
    ...(withAppId && !sms ? [values.appId] : []),
    ...(decoy12 ? [decoy12] : []),
  ];
  return {
    name: `#${index + 1} ${layout} ${theme} ${lang} ${font}${shown !== utr ? ' grouped' : ''}`,
    layout,
    theme,
    lang,
    font,
    utr,
    decoys,
    html: receiptHtml(layout, theme, font, text, padTop),
    printed: { amount: values.amount, date: values.date, upiId: values.vpa, payee },
    // An SMS's labels are English; a Devanagari label reads as nothing but its Latin words.
    offer: sms || readable(utrLabel) ? utr : null,
  };
}

/** Whether a label's Latin words alone are a UTR label: what the English model reads of it. */
const readable = (label: string) =>
  /\b(?:UTR|RRN)\b|UPI Ref|UPI Reference|UPI transaction|Reference No|Bank Reference|Transaction Reference/i.test(
    label.replace(/[^\x20-\x7e]+/g, ' '),
  );

/** `count` receipts drawn from `seed`, each dated before `now` (the UTR date rule reads today in IST). */
export function makeReceipts(count: number, seed: number, now: Date): Receipt[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => receipt(index, random, now));
}
