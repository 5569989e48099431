/**
 * Receipts of payments that did not go through (docs/rules.md, Reading the UTR from a screenshot):
 * each prints a well-labelled reference that the UTR rules alone would offer, and a status that
 * says the payment failed, was declined or reversed. None may be offered anything. Five layouts
 * the finder's rules were never tuned on, all in the held-out set (./corpus.ts): a bank's
 * 'Transaction Declined' slip, a UPI app's 'Payment Failed — money will be refunded' card, a
 * reversed-payment notice, a bank's SMS saying the transaction failed, and a payment's details
 * where only a 'Status' row says 'Failed'.
 */
import { documentHtml, escape, FONTS, type Theme } from './layouts.ts';
import {
  amount,
  dateTime,
  digits,
  grouped,
  makeUtr,
  masked,
  NAMES,
  phone,
  pick,
  vpa,
  type Printed,
  type Random,
} from './values.ts';

export type FailedKind = 'declined-slip' | 'failed-card' | 'reversed-notice' | 'failed-sms' | 'status-row';

export const FAILED_KINDS: readonly FailedKind[] = [
  'declined-slip',
  'failed-card',
  'reversed-notice',
  'failed-sms',
  'status-row',
];

export interface FailedReceipt {
  kind: FailedKind;
  theme: Theme;
  font: string;
  /** The reference printed: a failed payment's, so never to be offered. */
  utr: string;
  html: string;
  printed: Printed;
}

const RED = '#d93025';

/** Styles these layouts add to the shared ones (./layouts.ts). */
const CSS = `
.cross{width:56px;height:56px;border-radius:50%;background:${RED};color:#fff;font-size:30px;text-align:center;line-height:56px;margin:8px auto}
.failed{color:${RED};font-weight:700}
.pill{color:${RED};border:1px solid ${RED};border-radius:10px;padding:1px 8px;font-size:13px;font-weight:600}
.slip{border:1px solid #999;padding:10px 12px;margin-top:10px}
.slip h2{font-size:17px;margin:4px 0 10px;text-align:center}
.note{font-size:13px;line-height:1.45;margin:8px 0}`;

const stack = (label: string, value: string) =>
  `<div class="stack"><div class="label">${escape(label)}</div><div class="value">${escape(value)}</div></div>`;
const leftRow = (label: string, value: string, valueClass = 'value') =>
  `<div class="row-between"><span class="label">${escape(label)}</span><span class="${valueClass}">${escape(value)}</span></div>`;

export function failedReceipt(kind: FailedKind, random: Random, now: Date, index: number): FailedReceipt {
  const theme: Theme = random() < 0.35 ? 'dark' : 'light';
  const font = pick(random, FONTS);
  const sum = amount(random);
  const payee = pick(random, NAMES);
  const date = dateTime(random, now);
  const account = masked(random);
  const to = vpa(payee, random);
  const utr = makeUtr(random, kind === 'declined-slip' && index % 2 === 1 ? 'neft' : 'upi', now);
  let body = '';
  switch (kind) {
    case 'declined-slip': {
      // A bank's slip: its title, a bordered table of the transfer, a status row and a reason.
      const rows = [
        ['Beneficiary', payee],
        ['Amount', sum],
        ['Debit Account', account],
        [pick(random, ['Reference No.', 'UTR No.', 'UPI Ref No.']), utr],
        ['Date & Time', date],
        ...(index % 3 === 2 ? [] : [['Status', pick(random, ['DECLINED', 'Declined', 'REJECTED'])]]),
        ['Reason', pick(random, ['Insufficient balance', 'Daily limit exceeded', 'Beneficiary bank not responding'])],
      ];
      body = `<div class="slip"><h2>${escape(pick(random, ['Transaction Declined', 'TRANSACTION DECLINED', 'Transfer Declined']))}</h2><table class="table">${rows
        .map(([label, value]) => `<tr><th>${escape(label ?? '')}</th><td>${escape(value ?? '')}</td></tr>`)
        .join('')}</table></div>`;
      break;
    }
    case 'failed-card': {
      // A UPI app's failure screen: a red cross, the status, the amount, a calm note, the details.
      const status = pick(random, ['Payment Failed', 'Payment failed', 'Transaction Failed', 'Bhugtan Asafal']);
      const shown = index % 2 === 0 ? grouped(utr) : utr;
      body = `<div class="cross">✕</div><div class="center failed big-status">${escape(status)}</div><div class="amount center">${escape(sum)}</div>
<div class="muted center">to ${escape(payee)}</div><div class="muted center small">${escape(date)}</div>
<p class="note center">${escape(pick(random, ['Money will be refunded to your account within 3-5 working days, if debited.', 'If any money was debited, it will be refunded in 3-5 days.']))}</p>
<div class="card">${stack(pick(random, ['UPI transaction ID', 'UPI Ref No.', 'UTR']), shown)}${stack('To', to)}${stack('From', `State Bank of India ${account}`)}</div>`;
      break;
    }
    case 'reversed-notice': {
      // A notice that the money came back: the original payment's reference beside the credit's details.
      const heading = pick(random, ['Payment reversed', 'Transaction Reversed', 'Payment refunded']);
      body = `<div class="bank-head">${escape(heading)}</div><p class="note">${escape(`Your payment of ${sum} to ${payee} did not complete. The money is back in your account ${account}.`)}</p>
<div class="card">${leftRow(pick(random, ['UPI Ref No', 'UTR', 'RRN']), utr)}${leftRow('Paid on', date)}${leftRow('Credited to', account)}${leftRow('Amount', sum)}</div>`;
      break;
    }
    case 'failed-sms': {
      // A bank's SMS in running text: the failure stated in a sentence, the reference labelled.
      const plain = sum.replace('₹', 'Rs.').replace(' ', '');
      const message = pick(random, [
        `Dear Customer, your UPI txn of ${plain} to ${to} has failed. UPI Ref No ${utr}. Amount debited, if any, will be reversed in 3 working days.`,
        `${plain} payment to ${to} from A/c ${account} was declined by the bank. UTR: ${utr}. Call ${phone(random)} for help.`,
        `Your UPI payment of ${plain} to ${to} has been reversed to A/c ${account}. RRN ${utr}.`,
      ]);
      body = `<div class="sms-head">${pick(random, ['AD-HDFCBK', 'VM-SBIUPI', 'JD-ICICIB'])}</div><div class="bubble">${escape(message)}</div><div class="muted small">${escape(date)}</div>`;
      break;
    }
    case 'status-row': {
      // A payment's details with no headline: only a 'Status' row, its value a red pill, says it failed.
      const rows = [
        leftRow('Paid to', payee),
        leftRow('Amount', sum),
        leftRow(pick(random, ['UPI Ref No.', 'UTR', 'Bank Reference No.']), utr),
        leftRow(pick(random, ['Transaction ID', 'Order ID']), `T${digits(random, 18)}`),
        leftRow(pick(random, ['Status', 'Transaction status']), pick(random, ['Failed', 'FAILED', 'Declined']), 'pill'),
        leftRow('Date', date),
      ];
      body = `<div class="bank-head">Transaction details</div><div class="card">${rows.join('')}</div>`;
      break;
    }
  }
  return {
    kind,
    theme,
    font,
    utr,
    printed: { amount: sum, date, upiId: kind === 'failed-card' || kind === 'failed-sms' ? to : null, payee },
    html: documentHtml({ theme, font, lang: 'en', padTop: Math.floor(random() * 4) * 30, body, css: CSS }),
  };
}
