/**
 * Receipt families: how payers' apps lay out a completed payment (docs/rules.md, Reading the
 * payment from a screenshot), each in two layouts: one the rules may be tuned on, and one held out,
 * written before any rule was changed by it and never tuned on (docs/performance.md, Reading the
 * payment). Google Pay, PhonePe, Paytm, BHIM, Amazon Pay and CRED, and the banks' apps SBI YONO,
 * HDFC Bank, ICICI iMobile and Axis Mobile, and Kotak (added later to try a fix on a layout of its
 * own); what each prints and where follows those apps' receipt and details screens as their help
 * pages and public screenshots show them, from memory where no
 * page was at hand; the names, IDs and amounts are generated. Each comes light and dark, in English
 * and in Hindi, whole (the phone's status bar and the screen's margins) or cropped to the receipt,
 * with the status icon the app draws. Every one labels its UTR in English, on a Hindi screen too,
 * as these apps do.
 */
import { escape, type Theme } from './layouts.ts';
import { printDate, rupees, type DateForm, type Payment, type PrintedDate } from './family-values.ts';
import { digits, type Printed, type Random } from './values.ts';

export type Family =
  'gpay' | 'phonepe' | 'paytm' | 'bhim' | 'amazonpay' | 'cred' | 'sbi' | 'hdfc' | 'icici' | 'axis' | 'kotak';
export const FAMILIES: readonly Family[] = [
  'gpay',
  'phonepe',
  'paytm',
  'bhim',
  'amazonpay',
  'cred',
  'sbi',
  'hdfc',
  'icici',
  'axis',
  // Added after the held-out layouts were read: its tuning layout prints the date as CRED's held-out
  // one does ('29-नव॰-2026 04:30 PM'), to test on a layout of its own the fix of a false date note
  // seen there (docs/performance.md, Reading the payment).
  'kotak',
];

/** Which of a family's two layouts: the one the rules may be tuned on, or the held-out one. */
export type FamilyLayout = 'tuning' | 'held-out';

interface Values {
  sum: string;
  payee: string;
  upiId: string;
  utr: string;
  account: string;
  appId: string;
  date: string;
  hi: boolean;
}

/** The tick in a circle most apps draw beside or over the status: OCR reads it as a stray mark, or nothing. */
const tick = (colour: string, size = 22, mark = '#fff') =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" style="vertical-align:middle;margin-right:6px"><circle cx="12" cy="12" r="11" fill="${colour}"/><path d="M6.5 12.5l3.5 3.5 7.5-8" stroke="${mark}" stroke-width="2.4" fill="none"/></svg>`;

const e = escape;
const row = (label: string, value: string, cls = '') =>
  `<div class="row-between"><span class="label">${e(label)}</span><span class="value ${cls}">${e(value)}</span></div>`;
const stack = (label: string, value: string, cls = '') =>
  `<div class="stack"><div class="label">${e(label)}</div><div class="value ${cls}">${e(value)}</div></div>`;
const hi = (v: Values, en: string, hindi: string) => (v.hi ? hindi : en);

interface LayoutSpec {
  /** The currency mark before the amount, as this layout prints it. */
  mark: string;
  /** Banks print paise always ('1,500.00'); the UPI apps drop '.00'. */
  paise: boolean;
  date: DateForm;
  /** Whether it says 'Today' or 'Yesterday' for a payment of those days (English screens). */
  relative: boolean;
  css: string;
  body: (v: Values) => string;
}

const LAYOUTS: Record<Family, Record<FamilyLayout, LayoutSpec>> = {
  gpay: {
    // The details screen: the payee's initial, name and UPI ID, the big amount under them, the
    // tick and 'Completed', the date; then a card with the IDs.
    tuning: {
      mark: '₹',
      paise: false,
      date: 'd-mon-yyyy, h:mm am',
      relative: false,
      css: '.g-av{width:56px;height:56px;border-radius:50%;background:#1a73e8;color:#fff;font-size:28px;line-height:56px;text-align:center;margin:10px auto}.g-amt{font-size:44px;text-align:center;margin:10px 0 4px}',
      body: (
        v,
      ) => `<div class="g-av">${e(v.payee[0] ?? 'P')}</div><div class="center">${e(hi(v, `To ${v.payee}`, `${v.payee} को`))}</div>
<div class="center muted small">${e(v.upiId)}</div><div class="g-amt">${e(v.sum)}</div>
<div class="center">${tick('#1e8e3e', 18)}${hi(v, 'Completed', 'पूरा हुआ')}</div><div class="center muted small">${e(v.date)}</div>
<div class="card">${stack('UPI transaction ID', v.utr)}${stack(hi(v, 'To', 'प्राप्तकर्ता'), `${v.payee}`)}${stack(hi(v, 'From', 'इस खाते से'), `State Bank of India ${v.account}`)}${stack(hi(v, 'Google transaction ID', 'Google लेन-देन आईडी'), v.appId)}</div>`,
    },
    // Right after paying: a big tick, the amount, 'Paid to' the name, the UPI ID, the date, the reference.
    'held-out': {
      mark: '₹',
      paise: false,
      date: 'd-mon-yyyy, h:mm am',
      relative: true,
      css: '.g2-amt{font-size:48px;font-weight:500;text-align:center;margin:6px 0}.g2-top{text-align:center;padding-top:24px}',
      body: (v) => `<div class="g2-top">${tick('#1e8e3e', 64)}</div><div class="g2-amt">${e(v.sum)}</div>
<div class="center">${e(hi(v, `Paid to ${v.payee}`, `${v.payee} को भुगतान किया गया`))}</div><div class="center muted">${e(v.upiId)}</div>
<div class="center muted small" style="margin-top:8px">${e(v.date)}</div>
<div class="card">${row('UPI transaction ID', v.utr)}${row(hi(v, 'Google transaction ID', 'Google लेन-देन आईडी'), v.appId)}</div>`,
    },
  },
  phonepe: {
    // A purple band with the status and time; 'Paid to' with the amount on the name's row; the
    // 'Debited from' row with the account and the amount again, the UTR under it.
    tuning: {
      mark: '₹',
      paise: false,
      date: 'h:mm am on d mon yyyy',
      relative: false,
      css: '.pp-band{background:#5f259f;color:#fff;margin:0 -14px;padding:16px 14px}.pp-band b{font-size:19px}',
      body: (
        v,
      ) => `<div class="pp-band">${tick('#fff', 20, '#5f259f')}<b>${hi(v, 'Transaction Successful', 'लेन-देन सफल')}</b><div class="small">${e(v.date)}</div></div>
<div class="card"><div class="label">${hi(v, 'Paid to', 'को भुगतान किया')}</div>${row(v.payee, v.sum)}<div class="muted small">${e(v.upiId)}</div></div>
<div class="card"><div class="label">${hi(v, 'Transfer Details', 'ट्रांसफ़र विवरण')}</div>${stack(hi(v, 'Transaction ID', 'लेन-देन आईडी'), v.appId)}
<div class="label" style="margin-top:8px">${hi(v, 'Debited from', 'इससे डेबिट')}</div>${row(`XXXXXX${v.account.slice(-4)}`, v.sum)}<div class="small">UTR: ${e(v.utr)}</div></div>`,
    },
    // The newer screen: a green tick and 'Payment Successful', the big amount, the payee's name,
    // 'Banking name', the UPI ID, the date; 'Debited from' with the UTR.
    'held-out': {
      mark: '₹',
      paise: false,
      date: 'd-mon-yyyy, h:mm am',
      relative: false,
      css: '.pp2-amt{font-size:42px;font-weight:700;text-align:center;margin:8px 0}',
      body: (
        v,
      ) => `<div class="center" style="padding-top:18px">${tick('#1e8e3e', 48)}</div><div class="center" style="font-size:18px;font-weight:600">${hi(v, 'Payment Successful', 'भुगतान सफल')}</div>
<div class="pp2-amt">${e(v.sum)}</div><div class="center">${e(v.payee)}</div><div class="center muted small">${e(v.date)}</div>
<div class="card">${stack(hi(v, 'UPI ID', 'UPI आईडी'), v.upiId)}${stack(hi(v, 'Transaction ID', 'लेन-देन आईडी'), v.appId)}${stack(hi(v, 'Debited from', 'इससे डेबिट'), `XXXXXX${v.account.slice(-4)}`)}${stack('UTR', v.utr)}</div>`,
    },
  },
  paytm: {
    // 'Paid Successfully to', the name and UPI ID, the amount large, the date, then the references.
    tuning: {
      mark: '₹',
      paise: false,
      date: 'd-mon-yyyy, h:mm am',
      relative: true,
      css: '.pt-amt{font-size:40px;font-weight:700;margin:8px 0}',
      body: (
        v,
      ) => `<div class="status big-status">${tick('#00b9f1')}${hi(v, 'Paid Successfully to', 'सफलतापूर्वक भुगतान किया गया')}</div>
<div class="value"><b>${e(v.payee)}</b></div><div class="muted small">UPI ID: ${e(v.upiId)}</div>
<div class="pt-amt">${e(v.sum)}</div><div class="muted small">${e(v.date)}</div>
<div class="card">${row('UPI Ref No:', v.utr)}${row(hi(v, 'From', 'इस खाते से'), `Paytm Payments Bank ${v.account}`)}${row(hi(v, 'Order ID', 'ऑर्डर आईडी'), v.appId)}</div>`,
    },
    // The amount first, a tick and 'Paid Successfully', the date at the top right, 'To' and the UPI ID in rows.
    'held-out': {
      mark: '₹ ',
      paise: true,
      date: 'd-mon-yyyy, h:mm am',
      relative: false,
      css: '.pt2-amt{font-size:38px;font-weight:700;margin:14px 0 4px}.pt2-date{text-align:right;font-size:12px}',
      body: (v) => `<div class="pt2-date muted">${e(v.date)}</div><div class="pt2-amt">${e(v.sum)}</div>
<div class="status">${tick('#1e8e3e', 18)}${hi(v, 'Paid Successfully', 'भुगतान सफल')}</div>
<div class="card">${stack(hi(v, 'To', 'प्राप्तकर्ता'), v.payee)}${stack('UPI ID', v.upiId)}${stack(hi(v, 'From', 'इस खाते से'), `Paytm Payments Bank ${v.account}`)}${stack('UPI Reference No.', v.utr)}</div>`,
    },
  },
  bhim: {
    // A plain card: the status, then label-and-value rows, the amount among them.
    tuning: {
      mark: '₹ ',
      paise: true,
      date: 'dd/mm/yyyy hh:mm',
      relative: false,
      css: '.bh-head{background:#00386b;color:#fff;margin:0 -14px;padding:14px}',
      body: (v) => `<div class="bh-head"><b>${hi(v, 'Transaction Successful', 'लेन-देन सफल')}</b></div>
<div class="card">${row(hi(v, 'Amount', 'राशि'), v.sum)}${row(hi(v, 'To', 'प्राप्तकर्ता'), v.payee)}${row('UPI ID', v.upiId)}${row(hi(v, 'Date', 'तारीख'), v.date)}
${row('UPI Ref ID', v.utr)}${row(hi(v, 'Transaction ID', 'लेन-देन आईडी'), v.appId)}</div>`,
    },
    // A tick over the big amount and 'Payment Successful'; 'Paid to' and the ID stacked; the date and references in rows.
    'held-out': {
      mark: '₹',
      paise: true,
      date: 'dd/mm/yyyy hh:mm',
      relative: false,
      css: '.bh2-amt{font-size:36px;font-weight:700;text-align:center}',
      body: (
        v,
      ) => `<div class="center" style="padding-top:14px">${tick('#f47920', 44)}</div><div class="bh2-amt">${e(v.sum)}</div>
<div class="center status">${hi(v, 'Payment Successful', 'भुगतान सफल')}</div>
<div class="card">${stack(hi(v, 'Paid to', 'को भुगतान'), v.payee)}${stack(hi(v, 'Payee UPI ID', 'प्राप्तकर्ता UPI आईडी'), v.upiId)}${row(hi(v, 'Date & Time', 'तारीख और समय'), v.date)}${row('UPI Ref No.', v.utr)}</div>`,
    },
  },
  amazonpay: {
    // An orange tick, 'Payment successful', the big amount, 'Paid to' and the ID, the references.
    tuning: {
      mark: '₹',
      paise: false,
      date: 'd month yyyy, h:mm am',
      relative: true,
      css: '.az-amt{font-size:40px;font-weight:700;text-align:center;margin:6px 0}',
      body: (
        v,
      ) => `<div class="center" style="padding-top:16px">${tick('#ff9900', 48)}</div><div class="center" style="font-size:18px">${hi(v, 'Payment successful', 'भुगतान सफल')}</div>
<div class="az-amt">${e(v.sum)}</div><div class="center">${e(hi(v, `Paid to ${v.payee}`, `${v.payee} को भुगतान किया`))}</div><div class="center muted small">${e(v.upiId)}</div>
<div class="card">${stack('Bank Reference No.', v.utr)}${stack(hi(v, 'Amazon Pay transaction ID', 'Amazon Pay लेन-देन आईडी'), v.appId)}${stack(hi(v, 'Date', 'तारीख'), v.date)}</div>`,
    },
    // A sentence for a headline ('₹1,500 paid to …'), then rows: UPI ID, references, the date.
    'held-out': {
      mark: '₹',
      paise: false,
      date: 'd month yyyy, h:mm am',
      relative: false,
      css: '.az2-head{font-size:22px;font-weight:700;padding:18px 0 6px}',
      body: (
        v,
      ) => `<div class="az2-head">${tick('#1e8e3e', 24)}${e(hi(v, `${v.sum} paid to ${v.payee}`, `${v.payee} को ${v.sum} का भुगतान`))}</div>
<div class="muted small">${e(v.date)}</div>
<div class="card">${row(hi(v, 'To UPI ID', 'प्राप्तकर्ता UPI आईडी'), v.upiId)}${row('Bank Reference ID', v.utr)}${row(hi(v, 'Order ID', 'ऑर्डर आईडी'), v.appId)}</div>`,
    },
  },
  cred: {
    // Lower-case words on a quiet screen: 'payment successful', the amount, 'to' the name, the ID, the history's date.
    tuning: {
      mark: '₹',
      paise: false,
      date: 'd mon, h:mm am',
      relative: true,
      css: '.cr-amt{font-size:44px;font-weight:300;margin:20px 0 6px}.cr-s{letter-spacing:1px;font-size:13px}',
      body: (
        v,
      ) => `<div class="cr-s" style="padding-top:20px">${tick('#2ecc71', 16)}${hi(v, 'payment successful', 'भुगतान सफल')}</div>
<div class="cr-amt">${e(v.sum)}</div><div>${e(hi(v, `to ${v.payee}`, `${v.payee} को`))}</div><div class="muted small">${e(v.upiId)}</div>
<div class="card">${stack('UTR', v.utr)}${stack(hi(v, 'paid on', 'भुगतान की तारीख'), v.date)}${stack(hi(v, 'CRED transaction ID', 'CRED लेन-देन आईडी'), v.appId)}</div>`,
    },
    // 'paid' over the amount, the payee and UPI ID in one card, the reference and date in another.
    'held-out': {
      mark: '₹',
      paise: true,
      date: 'dd-mon-yyyy hh:mm am',
      relative: false,
      css: '.cr2-amt{font-size:40px;font-weight:600}',
      body: (
        v,
      ) => `<div class="small muted" style="padding-top:22px">${tick('#2ecc71', 16)}${hi(v, 'paid', 'भुगतान हुआ')}</div><div class="cr2-amt">${e(v.sum)}</div>
<div class="card">${stack(hi(v, 'paid to', 'प्राप्तकर्ता'), v.payee)}${stack(hi(v, 'UPI ID', 'UPI आईडी'), v.upiId)}</div>
<div class="card">${row('UPI Ref No.', v.utr)}${row(hi(v, 'date', 'तारीख'), v.date)}</div>`,
    },
  },
  sbi: {
    // A bank's table: 'INR' amounts, the beneficiary's VPA, 'UTR No.', the date and time.
    tuning: {
      mark: 'INR ',
      paise: true,
      date: 'dd/mm/yyyy hh:mm',
      relative: false,
      css: '.sbi-head{color:#22409a;font-weight:700;font-size:18px;padding:10px 0}',
      body: (v) => `<div class="sbi-head">${hi(v, 'Transaction Details', 'लेन-देन विवरण')}</div><table class="table">
<tr><th>${hi(v, 'Status', 'स्थिति')}</th><td>${hi(v, 'Success', 'सफल')}</td></tr><tr><th>${hi(v, 'Amount', 'राशि')}</th><td>${e(v.sum)}</td></tr>
<tr><th>${hi(v, 'Beneficiary Name', 'लाभार्थी का नाम')}</th><td>${e(v.payee)}</td></tr><tr><th>${hi(v, 'Beneficiary VPA', 'लाभार्थी VPA')}</th><td>${e(v.upiId)}</td></tr>
<tr><th>${hi(v, 'Debit Account', 'डेबिट खाता')}</th><td>${e(v.account)}</td></tr><tr><th>UTR No.</th><td>${e(v.utr)}</td></tr>
<tr><th>${hi(v, 'Date &amp; Time', 'तारीख और समय')}</th><td>${e(v.date)}</td></tr></table>`,
    },
    // YONO's confirmation: a tick and 'Transaction Successful', 'Transaction Amount' in a row, stacked details.
    'held-out': {
      mark: '₹ ',
      paise: true,
      date: 'dd-mm-yyyy hh:mm:ss',
      relative: false,
      css: '.yo-head{background:#280071;color:#fff;margin:0 -14px;padding:16px 14px;font-size:18px}',
      body: (v) => `<div class="yo-head">${tick('#3ccf4e', 22)}${hi(v, 'Transaction Successful', 'लेन-देन सफल')}</div>
<div class="card">${row(hi(v, 'Transaction Amount', 'लेन-देन राशि'), v.sum)}${stack(hi(v, 'Paid to', 'प्राप्तकर्ता'), v.payee)}${stack(hi(v, 'Payee VPA', 'प्राप्तकर्ता VPA'), v.upiId)}${stack('Reference No.', v.utr)}${stack(hi(v, 'Transaction Date', 'लेन-देन की तारीख'), v.date)}</div>`,
    },
  },
  hdfc: {
    // 'Rs.' amounts, 'Paid to VPA', 'UPI Ref. No.', the date at the foot.
    tuning: {
      mark: 'Rs. ',
      paise: true,
      date: 'd-mon-yyyy, h:mm am',
      relative: false,
      css: '.hd-head{background:#004c8f;color:#fff;margin:0 -14px;padding:16px 14px;font-size:19px}',
      body: (v) => `<div class="hd-head">${hi(v, 'Transaction Successful!', 'लेन-देन सफल!')}</div>
<div class="card">${stack(hi(v, 'Amount Debited', 'डेबिट की गई राशि'), v.sum)}${stack(hi(v, 'Paid to VPA', 'VPA को भुगतान'), v.upiId)}${stack(hi(v, 'Beneficiary Name', 'लाभार्थी का नाम'), v.payee)}
${stack('UPI Ref. No.', v.utr)}${stack(hi(v, 'From A/c', 'खाते से'), v.account)}</div><div class="muted small">${e(v.date)}</div>`,
    },
    // A sentence headline, 'You have paid Rs. 1,500.00', then the payee, the VPA and the reference in rows.
    'held-out': {
      mark: 'Rs.',
      paise: true,
      date: 'dd/mm/yyyy hh:mm',
      relative: false,
      css: '.hd2-head{font-size:21px;font-weight:700;color:#004c8f;padding:16px 0 4px}',
      body: (
        v,
      ) => `<div class="hd2-head">${tick('#004c8f', 22)}${e(hi(v, `You have paid ${v.sum}`, `आपने ${v.sum} का भुगतान किया`))}</div>
<div class="muted small">${e(v.date)}</div>
<div class="card">${row(hi(v, 'To', 'प्राप्तकर्ता'), v.payee)}${row('VPA', v.upiId)}${row('RRN', v.utr)}${row(hi(v, 'From A/c', 'खाते से'), v.account)}</div>`,
    },
  },
  icici: {
    // iMobile's summary: 'Transaction Successful', rows of label and value, 'Payee VPA', 'Bank Reference No.'.
    tuning: {
      mark: '₹ ',
      paise: true,
      date: 'dd/mm/yyyy hh:mm',
      relative: false,
      css: '.ic-head{background:#f37e20;color:#fff;margin:0 -14px;padding:16px 14px;font-size:18px}',
      body: (
        v,
      ) => `<div class="ic-head">${tick('#fff', 20, '#f37e20')}${hi(v, 'Transaction Successful', 'लेन-देन सफल')}</div>
<div class="card">${row(hi(v, 'Amount', 'राशि'), v.sum)}${row(hi(v, 'Payee Name', 'प्राप्तकर्ता का नाम'), v.payee)}${row(hi(v, 'Payee VPA', 'प्राप्तकर्ता VPA'), v.upiId)}${row('Bank Reference No.', v.utr)}${row(hi(v, 'Transaction Date', 'लेन-देन की तारीख'), v.date)}</div>`,
    },
    // The big amount over 'Sent to' the name; 'To VPA', 'From A/c', 'RRN' stacked; the date under the amount.
    'held-out': {
      mark: '₹',
      paise: true,
      date: 'd-mon-yyyy, h:mm am',
      relative: false,
      css: '.ic2-amt{font-size:40px;font-weight:700;text-align:center;margin-top:18px}',
      body: (
        v,
      ) => `<div class="ic2-amt">${e(v.sum)}</div><div class="center">${tick('#1e8e3e', 18)}${e(hi(v, `Sent to ${v.payee}`, `${v.payee} को भेजा गया`))}</div>
<div class="center muted small">${e(v.date)}</div>
<div class="card">${stack(hi(v, 'To VPA', 'प्राप्तकर्ता VPA'), v.upiId)}${stack(hi(v, 'From A/c', 'खाते से'), v.account)}${stack('RRN', v.utr)}</div>`,
    },
  },
  axis: {
    // 'Payment Successful', a table: 'Amount INR …', 'Paid to', 'VPA', 'UTR', 'Date'.
    tuning: {
      mark: 'INR ',
      paise: true,
      date: 'dd-mon-yyyy hh:mm am',
      relative: false,
      css: '.ax-head{color:#97144d;font-weight:700;font-size:19px;padding:12px 0}',
      body: (
        v,
      ) => `<div class="ax-head">${tick('#97144d', 22)}${hi(v, 'Payment Successful', 'भुगतान सफल')}</div><table class="table">
<tr><th>${hi(v, 'Amount', 'राशि')}</th><td>${e(v.sum)}</td></tr><tr><th>${hi(v, 'Paid to', 'प्राप्तकर्ता')}</th><td>${e(v.payee)}</td></tr>
<tr><th>VPA</th><td>${e(v.upiId)}</td></tr><tr><th>UTR</th><td>${e(v.utr)}</td></tr><tr><th>${hi(v, 'Date', 'तारीख')}</th><td>${e(v.date)}</td></tr></table>`,
    },
    // The amount big with 'INR', 'Successfully sent to' the name, the UPI ID, 'Txn Ref No.' and the date in rows.
    'held-out': {
      mark: 'INR ',
      paise: true,
      date: 'dd-mon-yyyy hh:mm am',
      relative: false,
      css: '.ax2-amt{font-size:36px;font-weight:700;margin-top:18px}',
      body: (
        v,
      ) => `<div class="ax2-amt">${e(v.sum)}</div><div class="status">${tick('#1e8e3e', 18)}${e(hi(v, `Successfully sent to ${v.payee}`, `${v.payee} को सफलतापूर्वक भेजा गया`))}</div>
<div class="card">${row(hi(v, 'UPI ID', 'UPI आईडी'), v.upiId)}${row('UPI Ref No.', v.utr)}${row(hi(v, 'Date', 'तारीख'), v.date)}${row(hi(v, 'Debit A/c', 'डेबिट खाता'), v.account)}</div>`,
    },
  },
  kotak: {
    // Kotak's summary: a red band with the status, the amount in a row, the payee and the UPI ID
    // stacked, the date with the month in words between dashes, the UTR.
    tuning: {
      mark: '₹',
      paise: true,
      date: 'dd-mon-yyyy hh:mm am',
      relative: false,
      css: '.ko-head{background:#ed1c24;color:#fff;margin:0 -14px;padding:16px 14px;font-size:18px}',
      body: (
        v,
      ) => `<div class="ko-head">${tick('#fff', 20, '#ed1c24')}${hi(v, 'Transaction Successful', 'लेन-देन सफल')}</div>
<div class="card">${row(hi(v, 'Amount', 'राशि'), v.sum)}${stack(hi(v, 'Paid to', 'प्राप्तकर्ता'), v.payee)}${stack('UPI ID', v.upiId)}${row(hi(v, 'Date', 'तारीख'), v.date)}${row('UTR', v.utr)}</div>`,
    },
    // A big amount over the payee, a table below.
    'held-out': {
      mark: '₹',
      paise: false,
      date: 'dd/mm/yyyy hh:mm',
      relative: false,
      css: '.ko2-amt{font-size:38px;font-weight:700;text-align:center;margin-top:16px}',
      body: (
        v,
      ) => `<div class="ko2-amt">${e(v.sum)}</div><div class="center">${tick('#1e8e3e', 18)}${e(hi(v, `Paid to ${v.payee}`, `${v.payee} को भुगतान`))}</div>
<table class="table"><tr><th>VPA</th><td>${e(v.upiId)}</td></tr><tr><th>UPI Ref No.</th><td>${e(v.utr)}</td></tr><tr><th>${hi(v, 'Date', 'तारीख')}</th><td>${e(v.date)}</td></tr></table>`,
    },
  },
};

export interface FamilyDrawing {
  body: string;
  css: string;
  /** The amount as printed, with its mark ('₹1,500.50', 'INR 1,500.00'). */
  amount: string;
  date: PrintedDate;
}

/** One family's receipt body for `payment`, in one layout and language, read at `now`. */
export function familyBody(
  family: Family,
  layout: FamilyLayout,
  payment: Payment,
  lang: 'en' | 'hi',
  random: Random,
  now: Date,
): FamilyDrawing {
  const spec = LAYOUTS[family][layout];
  const amount = `${spec.mark}${rupees(payment.paise, spec.paise)}`;
  const date = printDate(payment.paidAt, spec.date, lang, spec.relative, now);
  const values: Values = {
    sum: amount,
    payee: payment.payee,
    upiId: payment.upiId,
    utr: payment.utr,
    account: `XXXX${digits(random, 4)}`,
    appId: family === 'phonepe' ? `T${digits(random, 22)}` : `CICAgK${digits(random, 8)}`,
    date: date.text,
    hi: lang === 'hi',
  };
  return { body: spec.body(values), css: spec.css, amount, date };
}

/** What a family receipt prints about its payment, as the corpus scores it. */
export const printedBy = (payment: Payment, drawn: FamilyDrawing): Printed => ({
  amount: drawn.amount,
  date: drawn.date.text,
  upiId: payment.upiId,
  payee: payment.payee,
  paidAt: payment.paidAt,
  fullDate: drawn.date.full,
});

/** The theme a draw takes. */
export const themeOf = (index: number): Theme => (index % 2 === 0 ? 'light' : 'dark');
