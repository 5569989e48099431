// A failed, declined, reversed or refunded payment's reference is never offered (docs/rules.md,
// Reading the UTR from a screenshot), rule by rule, with the lines that must not count as one.
import { describe, expect, it } from 'vitest';
import {
  saysPaymentFailed,
  statesFailure,
  statesFailureInProse,
  promisesRefund,
  statusUnsure,
} from './failed-payment.ts';
import { findUtrs, readReceipt, type OcrLine } from './utr-finder.ts';

/** 22 November 2026, 19:00 UTC: already 23 November in India (docs/rules.md, UTR dates). */
const live = { testMode: false, now: new Date('2026-11-22T19:00:00Z') };

/** Lines from text, one a row, 60 px apart, each word 24 px per character and a space, confidence 95. */
function text(...rows: string[]): OcrLine[] {
  return rows.map((row, index) => {
    let left = 40;
    const y = 100 + index * 60;
    return {
      words: row.split(' ').map((word) => {
        const box = { x0: left, y0: y, x1: left + word.length * 24, y1: y + 40 };
        left = box.x1 + 24;
        return { text: word, confidence: 95, box };
      }),
    };
  });
}

/** A receipt whose UTR is labelled readably: everything else on it is `status` lines. */
const receipt = (...status: string[]) =>
  text(...status, '₹1,500.00', 'Paid to Ramesh Kumar', 'UPI Ref No 412345678901', '22 Nov 2026, 10:42 am');

describe('a receipt that says its payment failed offers nothing, and says why', () => {
  it('the screenshot of the report: Payment Failed … UPI Ref No … FAILED', () => {
    const lines = receipt('Payment Failed', 'FAILED');
    // The UTR rules alone would offer its well-labelled reference: the status is what stops it.
    expect(findUtrs(lines, live).map((suggestion) => suggestion.utr)).toEqual(['412345678901']);
    expect(readReceipt(lines, live)).toEqual({ kind: 'failed-payment' });
  });

  it('a successful receipt still offers its UTR', () =>
    expect(readReceipt(receipt('Payment successful'), live)).toEqual({
      kind: 'utrs',
      suggestions: [{ utr: '412345678901', box: expect.any(Object) as unknown }],
    }));

  it('the status may be anywhere on the receipt: a footer badge counts too', () =>
    expect(saysPaymentFailed(text('₹1,500.00', 'UPI Ref No 412345678901', 'Declined'))).toBe(true));
});

describe('a line that starts with the payment and its failure', () => {
  it.each([
    'Payment Failed',
    'Transaction Declined',
    'Your payment was reversed',
    'UPI transaction has been declined',
    'Payment refunded',
    'Transaction unsuccessful',
    'Transaction not successful',
    'Payment failed — money will be refunded',
    'Fund transfer rejected',
    'x Payment Failed',
  ])('%s', (line) => expect(statesFailure(line)).toBe(true));
});

describe('the failure alone on its line: a badge', () => {
  it.each(['FAILED', 'Declined', 'Reversed', 'Failed transaction', 'Payment Failed!', '© Failed'])('%s', (line) =>
    expect(statesFailure(line)).toBe(true),
  );
});

describe("a 'Status' label's value", () => {
  it.each([
    'Status: Failed',
    'Transaction status DECLINED',
    'Status - Reversed',
    'Amount ₹500 Status Failed',
    'Payment Status | Refunded',
  ])('%s', (line) => expect(statesFailure(line)).toBe(true));
});

describe('the Indian words, in the Latin letters the English model reads', () => {
  it.each([
    'Bhugtan asafal',
    'Bhugtaan Asafal Raha',
    'Len-den vifal',
    'Payment Viphal',
    'Status: Byartha',
    'Status: Nakaam',
    'Transaction Tholviyadainthathu',
    'Payment parajayappettu',
    'Status Viphalamaindi',
    'Payment Ayashasvi',
    'Status: Nishphal',
  ])('%s', (line) => expect(statesFailure(line)).toBe(true));
});

describe("a bank's message that states it, in running text", () => {
  it.each([
    'Your UPI transaction of Rs.500.00 to ramesh@okaxis has failed.',
    'Txn of Rs.1,250.00 from A/c XX1234 was declined by the bank.',
    'Your payment of Rs.800 to Kiran Stores has been reversed to your account.',
    'Your UPI payment to abc@ybl was not successful.',
  ])('%s', (sentence) => expect(statesFailureInProse(sentence)).toBe(true));

  it('across the lines OCR broke it into, where the UTR rules alone would offer its reference', () => {
    const sms = text(
      'Dear Customer, your UPI txn of Rs.500.00 to',
      'ramesh@okaxis has failed. UPI Ref No',
      '412345678901. Amount debited, if any, will be',
      'reversed in 3 working days.',
    );
    expect(findUtrs(sms, live)).not.toEqual([]);
    expect(readReceipt(sms, live)).toEqual({ kind: 'failed-payment' });
  });

  it.each([
    ['a condition before it in its sentence', 'Amount debited, if the transaction has failed, is reversed in 3 days.'],
    ['a condition with "in case"', 'In case your payment has failed, the amount will be refunded.'],
    ['a denial', 'Your payment has not failed.'],
    ['a question', 'Payment was declined? Call 18001234567'],
    ['a future', 'Any amount debited will be reversed within 3 days.'],
    ['a success', 'Rs.500.00 debited from A/c XX1234 to ramesh@okaxis. UPI Ref No 412345678901.'],
  ])('not %s', (_, sentence) => expect(statesFailureInProse(sentence)).toBe(false));

  it('a condition in the sentence before does not cover the next one', () =>
    expect(saysPaymentFailed(text('If not done by you, call 18001234567. Your UPI txn of Rs.500.00 has failed.'))).toBe(
      true,
    ));

  it('a successful SMS with a conditional footer still offers its UTR', () =>
    expect(
      readReceipt(
        text(
          'Rs.500.00 debited from A/c XX1234 to VPA ramesh@okaxis.',
          'UPI Ref No 412345678901. If this transaction has failed,',
          'the amount will be reversed. Not you? Call 18001234567.',
        ),
        live,
      ),
    ).toMatchObject({ kind: 'utrs', suggestions: [{ utr: '412345678901' }] }));
});

describe('a status OCR could not read: nothing is offered, and nothing said', () => {
  // As OCR read a details screen whose red 'Failed' badge it missed entirely.
  const unread = text(
    'Transaction details',
    'Paid to Shree Ganesh Stores',
    'UPI Ref No. 412345678901',
    'Status',
    'Date 23 Oct 2026, 7:41 am',
  );

  it("a 'Status' label with no value: its reference may be a failed payment's", () => {
    expect(findUtrs(unread, live)).not.toEqual([]);
    expect(statusUnsure(unread)).toBe(true);
    expect(readReceipt(unread, live)).toEqual({ kind: 'utrs', suggestions: [] });
  });

  it.each(['Transaction status:', 'Payment Status', '• Status'])("'%s' alone is a status label too", (label) =>
    expect(statusUnsure(text('UPI Ref No. 412345678901', label))).toBe(true),
  );

  it.each([
    ['a success under it', ['Status', 'Successful']],
    ['a success beside it', ['Status: Success']],
    ['"Completed" under it', ['Transaction status', 'Completed']],
    ['"status" in a sentence', ['Check the status in your app']],
  ])('not with %s', (_, rows) => {
    const lines = text('UPI Ref No. 412345678901', ...rows);
    expect(statusUnsure(lines)).toBe(false);
    expect(readReceipt(lines, live)).toMatchObject({ kind: 'utrs', suggestions: [{ utr: '412345678901' }] });
  });
});

describe("a table's status read as a column of its own", () => {
  // As OCR read a bank's dark details table: the labels as one block, the values as another.
  const column = (x: number, y: number, row: string): OcrLine => {
    let left = x;
    return {
      words: row.split(' ').map((word) => {
        const box = { x0: left, y0: y, x1: left + word.length * 24, y1: y + 40 };
        left = box.x1 + 24;
        return { text: word, confidence: 95, box };
      }),
    };
  };
  const table = (status: string) => [
    column(20, 100, 'Status'),
    column(20, 160, 'UTR No.'),
    column(20, 220, 'Date & Time'),
    column(330, 100, status),
    column(330, 160, '412345678901'),
    column(330, 220, '21/11/2026 16:43'),
  ];

  it("takes a success on the label's row for its value", () => {
    expect(statusUnsure(table('Success'))).toBe(false);
    expect(readReceipt(table('Success'), live)).toMatchObject({ kind: 'utrs', suggestions: [{ utr: '412345678901' }] });
  });

  it('stays unsure when the row holds no success, or the success is on another row', () => {
    expect(statusUnsure(table('Pending'))).toBe(true);
    expect(statusUnsure([...table('Success').slice(0, 3), column(330, 160, 'Success')])).toBe(true);
  });
});

describe('a promise of the money back should any have been debited: nothing is offered, and nothing said', () => {
  // As OCR read a failure card whose red 'Payment Failed' on a dark card it did not read at all.
  const card = text(
    'X',
    '₹32,872.43',
    'to Kavita Nair',
    'If any money was debited, it will be refunded in 3-5',
    'days.',
    'UPI transaction ID',
    '412345678901',
  );

  it('a failure screen whose status OCR missed', () => {
    expect(findUtrs(card, live)).not.toEqual([]);
    expect(readReceipt(card, live)).toEqual({ kind: 'utrs', suggestions: [] });
  });

  it.each([
    'If any money was debited, it will be refunded in 3-5 days.',
    'Money will be refunded to your account within 3-5 working days, if debited.',
    'Amount debited, if any, will be reversed in 3 working days.',
    'Any amount deducted will be auto-refunded by your bank.',
  ])('%s', (sentence) => expect(promisesRefund(sentence)).toBe(true));

  it.each([
    'Rs.500.00 debited from A/c XX1234 to VPA ramesh@okaxis.',
    'Refund of Rs.500.00 will be credited in 3 days.',
    'Your refund has been processed.',
  ])('not: %s', (sentence) => expect(promisesRefund(sentence)).toBe(false));
});

describe('not a failed payment: these lines count as nothing', () => {
  it.each([
    ['a footer about what to do', 'If the payment failed, contact your bank'],
    ['a footer in case of failure', 'In case of failure, the amount is refunded in 3-5 days'],
    ['a condition with "when"', 'When a transaction is declined, no money is debited'],
    ['a failure denied', 'No failure'],
    ['a failure denied in a status', 'Status: not failed'],
    ['a question in a help link', 'Payment failed? Get help'],
    ['a merchant named Fail…', 'Paid to Failsafe Traders'],
    ['a merchant name alone on its line', 'Failsafe Traders'],
    ['a merchant name that starts with a status word', 'Rejected Rags Boutique'],
    ['an app error that is no payment status', 'Failed to load offers'],
    ['a success', 'Payment successful'],
    ['a refund label beside a number', 'Refund UPI Ref No 412345678902'],
    ['a name that starts like an Indian word', 'Nakamura Sushi'],
    ['a sentence that mentions a failure in passing', 'Auto-reversal of failed transactions within T+1'],
  ])('%s', (_, line) => expect(statesFailure(line)).toBe(false));

  it('a successful receipt with such a footer still offers its UTR', () =>
    expect(readReceipt(receipt('Payment successful', 'If the payment failed, contact your bank'), live)).toMatchObject({
      kind: 'utrs',
      suggestions: [{ utr: '412345678901' }],
    }));
});
