// Finding the amount, payee, date and status a receipt labels (docs/rules.md, Reading the payment from a screenshot), rule by rule.
import { describe, expect, it } from 'vitest';
import { findPayment, withoutFuture, withReferenceEvidence } from './payment-finder.ts';
import type { OcrLine } from './utr-tokens.ts';

const live = { testMode: false, now: new Date('2026-11-22T19:00:00Z') };

/**
 * One line of words at `y` (40 px tall) from `x`: 24 px a character, one space between words;
 * `size` scales a headline's big amount. Confidence 95 unless a word ends in '~' (read at 50).
 */
function at(y: number, text: string, x = 40, size = 1): OcrLine {
  let left = x;
  return {
    words: text.split(' ').map((raw) => {
      const shaky = raw.endsWith('~');
      const word = shaky ? raw.slice(0, -1) : raw;
      const box = { x0: left, y0: y, x1: left + word.length * 24 * size, y1: y + 40 * size };
      left = box.x1 + 24 * size;
      return { text: word, confidence: shaky ? 50 : 95, box };
    }),
  };
}

/** Rows 60 px apart, each starting at the left margin. */
const rows = (...texts: string[]) => texts.map((text, i) => at(100 + i * 60, text));
const find = (lines: OcrLine[]) => findPayment(lines, live);

describe('the amount, only where the layout labels it', () => {
  it('takes an amount labelled on its left or above it', () => {
    expect(find(rows('Amount: ₹1,500.50')).amount).toBe(150050);
    expect(find(rows('Amount ¥ 1,500.50')).amount).toBe(150050);
    expect(find(rows('Amount paid', '₹1,50,000.50')).amount).toBe(15000050);
  });

  it('takes an amount that running text says was paid', () => {
    expect(find(rows('Rs.1,500.00 debited from A/c XX1234 to VPA ramesh12@ybl.')).amount).toBe(150000);
    expect(find(rows('₹500 paid via UPI')).amount).toBe(50000);
    expect(find(rows('your a/c XX1234 is debited by Rs.250.00 for UPI txn')).amount).toBe(25000);
  });

  it('takes the big amount alone over or under the headline', () => {
    const hero = [at(100, '₹1,500.00', 100, 2), at(200, 'Paid to Ramesh Kumar', 60)];
    expect(find(hero).amount).toBe(150000);
    expect(find([at(20, 'Payment successful', 60), at(80, '₹999', 100, 2)]).amount).toBe(99900);
  });

  it('ignores an amount whose readable label says nothing of it', () => {
    expect(find(rows('Ramesh Kumar ₹1,500')).amount).toBeNull();
    expect(find(rows('Thank you', 'Order total', 'Gift ₹1,500.00')).amount).toBeNull();
  });

  it('takes the only amount when nothing readable labels it (a label in a script the model cannot read)', () => {
    const unread = (y: number, text: string): OcrLine => ({
      words: at(y, text).words.map((word) => ({ ...word, confidence: 5 })),
    });
    const label = unread(100, 'TIRT');
    expect(find([label, at(160, '₹1,500.00', 40)]).amount).toBe(150000);
    // Not beside another amount: a balance, a fee, whatever its unread label says.
    expect(find([label, at(160, '₹1,500.00', 40), unread(220, 'Weer'), at(280, '₹9,000.00', 40)]).amount).toBeNull();
    expect(find([label, at(160, '₹1,500.00', 40), at(220, 'Balance ₹9,000.00', 40)]).amount).toBeNull();
  });

  it('takes the big headline amount whatever stands beside it: the payee, its UPI ID, a stray tick, unread words', () => {
    const headline = [at(40, 'To Ramesh Kumar', 60), at(100, 'ramesh92@oksbi', 60), at(160, '₹46,670.70', 80, 2)];
    expect(find([...headline, at(260, '© Cormpleted', 60), at(320, '6 Dec 2026, 10:06 pm', 60)]).amount).toBe(4667070);
    expect(find([at(100, '₹1,500.00', 100, 2), at(200, 'Thank you', 60)]).amount).toBe(150000);
  });

  it("takes the amount ending a row under 'Debited from' or 'Paid to'", () => {
    expect(find(rows('Debited from', 'XXXXXX8010 ₹21,296', 'UTR: 534115921240')).amount).toBe(2129600);
    expect(find(rows('Paid to', 'Shree Ganesh Stores ₹21,296')).amount).toBe(2129600);
    expect(find(rows('Cashback earned', 'Scratch card ₹25')).amount).toBeNull();
  });

  it('ignores a balance, a fee and a cashback, and keeps the payment beside them', () => {
    expect(find(rows('Available balance ₹12,000.00')).amount).toBeNull();
    expect(find(rows('Avl Bal', '₹12,000.00')).amount).toBeNull();
    expect(find(rows('Amount ₹500.00', 'Convenience fee ₹10.00', 'Cashback ₹25')).amount).toBe(50000);
    expect(find(rows('Rs.500 debited from A/c XX12. Avl Bal Rs.9,000.00')).amount).toBe(50000);
  });

  it('ignores a big balance over a headline-like line that is a label of its own', () =>
    expect(
      find([at(40, 'Balance', 60), at(100, '₹45,000', 100, 2), at(200, 'Payment successful', 60)]).amount,
    ).toBeNull());

  it('says nothing when two labelled amounts differ', () =>
    expect(find(rows('Amount ₹500.00', 'Amount paid ₹5,000.00')).amount).toBeNull());

  it('says nothing of an amount read with little confidence', () =>
    expect(find(rows('Amount ₹1,500.00~')).amount).toBeNull());

  it('reads no amount from a phone number or a UTR', () =>
    expect(find(rows('Mobile +91 98765 43210', 'UTR 412345678901')).amount).toBeNull());
});

describe("the payee's UPI ID and name", () => {
  it('takes a UPI ID labelled as the payee, left, above or in running text', () => {
    expect(find(rows('To UPI ID', 'acme.pay@okaxis')).payeeUpiId).toBe('acme.pay@okaxis');
    expect(find(rows('Paid to: acme.pay@okaxis')).payeeUpiId).toBe('acme.pay@okaxis');
    expect(find(rows('Sent Rs.500 from XX1234 to acme.pay@okaxis (RRN 412345678901)')).payeeUpiId).toBe(
      'acme.pay@okaxis',
    );
  });

  it("ignores the payer's own UPI ID, and keeps the payee's beside it", () => {
    expect(find(rows('From', 'me.payer@ybl')).payeeUpiId).toBeNull();
    expect(find(rows('Your UPI ID', 'me.payer@ybl')).payeeUpiId).toBeNull();
    expect(find(rows('Debited from me.payer@ybl', 'To acme.pay@okaxis')).payeeUpiId).toBe('acme.pay@okaxis');
  });

  it("takes the only UPI ID when no label says whose it is, never one of two, nor the payer's", () => {
    expect(find(rows('acme.pay@okaxis')).payeeUpiId).toBe('acme.pay@okaxis');
    expect(find(rows('UPI ID', 'acme.pay@okaxis')).payeeUpiId).toBe('acme.pay@okaxis');
    expect(find(rows('acme.pay@okaxis', 'me.payer@ybl')).payeeUpiId).toBeNull();
    expect(find(rows('From', 'me.payer@ybl')).payeeUpiId).toBeNull();
    expect(find(rows('Your UPI ID me.payer@ybl')).payeeUpiId).toBeNull();
    // Anything else with an '@' not read with confidence could be the other one.
    expect(find(rows('acme.pay@okaxis', 'kavital6@okhdfcbank')).payeeUpiId).toBeNull();
  });

  it('ignores a UPI ID in doubt: a look-alike by a digit, an unknown handle', () => {
    expect(find(rows('To UPI ID', 'kavital6@okhdfcbank')).payeeUpiId).toBeNull();
    expect(find(rows('To UPI ID', 'kavita16@okhdfcban')).payeeUpiId).toBeNull();
  });

  it('says nothing when two payee UPI IDs differ', () =>
    expect(find(rows('To acme.pay@okaxis', 'Paid to shop@ybl')).payeeUpiId).toBeNull());

  it("takes the payee's name after 'Paid to' or under it", () => {
    expect(find(rows('Paid to Ramesh Kumar')).payeeName).toBe('Ramesh Kumar');
    expect(find(rows('Paid to', 'Shree Ganesh Stores ₹1,500')).payeeName).toBe('Shree Ganesh Stores');
    expect(find(rows('Debited from', 'State Bank of India')).payeeName).toBeNull();
  });
});

describe('the date, labelled or stamped under the headline', () => {
  const day = (year: number | null, month: number, d: number) => ({ year, month, day: d });

  it('takes a labelled date, with its time when printed beside it', () => {
    expect(find(rows('Date 12 Nov 2026')).date).toEqual({ days: [day(2026, 11, 12)], minutes: null });
    expect(find(rows('Paid on', '3:45 pm on 12 Nov 2026')).date).toEqual({
      days: [day(2026, 11, 12)],
      minutes: 945,
    });
  });

  it('takes a date and time alone on their row: the receipt stamp', () =>
    expect(find(rows('Payment successful', '12 Nov 2026, 3:45 pm')).date).toEqual({
      days: [day(2026, 11, 12)],
      minutes: 945,
    }));

  it("reads month names in the page's languages: '12 नवंबर 2026', '6 दिस॰ 2025, 3:45 pm', '12 নভেম্বর'", () => {
    expect(find(rows('Date 12 नवंबर 2026')).date).toEqual({ days: [day(2026, 11, 12)], minutes: null });
    expect(find(rows('Payment successful', '6 दिस॰ 2025, 3:45 pm')).date).toEqual({
      days: [day(2025, 12, 6)],
      minutes: 945,
    });
    expect(find(rows('Date', '12 নভেম্বর')).date).toEqual({ days: [day(null, 11, 12)], minutes: null });
    expect(find(rows('Date', '3 சூலை 2026')).date).toBeNull();
    expect(find(rows('Date', '3 ஜூலை 2026')).date).toEqual({ days: [day(2026, 7, 3)], minutes: null });
  });

  it("reads 'Today' and 'Yesterday' as the reading's day in India and the one before", () => {
    // `live` reads at 19:00 UTC on 22 November 2026: already 00:30 on the 23rd in India.
    expect(find(rows('Completed', 'Today, 12:10 am')).date).toEqual({ days: [day(2026, 11, 23)], minutes: 10 });
    expect(find(rows('Date', 'Yesterday, 9:05 am')).date).toEqual({ days: [day(2026, 11, 22)], minutes: 545 });
    // At 20:00 UTC it is already the next day in India.
    const late = findPayment(rows('Completed', 'Today, 1:10 am'), { ...live, now: new Date('2026-11-28T20:00:00Z') });
    expect(late.date).toEqual({ days: [day(2026, 11, 29)], minutes: 70 });
  });

  it('ignores a date whose word the engine doubts as a whole: a month in another script made digits', () => {
    const doubted = at(160, '07-29-2026 10:23 AM');
    const first = doubted.words[0];
    if (first) first.confidence = 0;
    expect(find([at(100, 'Date'), doubted]).date).toBeNull();
    expect(find(rows('Date', '07-12-2026 10:23 AM')).date).not.toBeNull();
  });

  it('ignores a date alone without a time, and a due date, a validity, an expiry', () => {
    expect(find(rows('Payment successful', '12 Nov 2026')).date).toBeNull();
    expect(find(rows('Due date 12 Nov 2026')).date).toBeNull();
    expect(find(rows('Valid till', '12 Nov 2026, 11:59 pm')).date).toBeNull();
    expect(find(rows('Card expires 12/11/2026')).date).toBeNull();
  });

  it('keeps both days of 05/11/2026 unless the UPI reference tells which', () => {
    expect(find(rows('Date 05/11/2026')).date?.days).toHaveLength(2);
    // 6 for 2026, 309 for 5 November (11 May is day 131).
    expect(find(rows('Date 05/11/2026', 'UTR 630912345678')).date?.days).toEqual([day(2026, 11, 5)]);
  });

  it('takes the reference as evidence only: one of another shape changes nothing', () => {
    const date = { days: [day(2026, 11, 5), day(2026, 5, 11)], minutes: null };
    expect(withReferenceEvidence(date, '412345678901')).toBe(date);
    expect(withReferenceEvidence(date, '613112345678').days).toEqual([day(2026, 5, 11)]);
    expect(withReferenceEvidence(date, 'HDFCN26309123456')).toBe(date);
  });

  it('drops a reading after the screenshot was read, with a day to spare', () => {
    // Read on 22 November 2026 (23rd in India): 12/05 is 12 May, not 5 December.
    expect(find(rows('Date 12/05/2026')).date?.days).toEqual([day(2026, 5, 12)]);
    const both = { days: [day(2026, 11, 24), day(2026, 12, 11)], minutes: null };
    expect(withoutFuture(both, live.now)).toEqual({ days: [day(2026, 11, 24)], minutes: null });
    expect(withoutFuture({ days: [day(2026, 11, 25), day(2026, 12, 11)], minutes: null }, live.now).days).toHaveLength(
      2,
    );
  });

  it('says nothing when two dates differ', () =>
    expect(find(rows('Date 12 Nov 2026', 'Paid on 14 Nov 2026')).date).toBeNull());
});

describe('the status', () => {
  it('reads success, failure and pending where a receipt prints them', () => {
    expect(find(rows('Payment successful')).status).toBe('success');
    expect(find(rows('Paid Successfully')).status).toBe('success');
    expect(find(rows('Status: Success')).status).toBe('success');
    expect(find(rows('Payment failed')).status).toBe('failed');
    expect(find(rows('Payment pending')).status).toBe('pending');
  });

  it('reads none from a condition, a question, a refund, or nothing', () => {
    expect(find(rows('If the payment is pending, wait')).status).toBeNull();
    expect(find(rows('Payment pending?')).status).toBeNull();
    expect(find(rows('Refund successful')).status).toBeNull();
    expect(find(rows('Ramesh Kumar')).status).toBeNull();
  });

  it('lets a failure win, and reads none from success beside pending', () => {
    expect(find(rows('Payment successful', 'Status: Failed')).status).toBe('failed');
    expect(find(rows('Payment successful', 'Status: Pending')).status).toBeNull();
  });
});
