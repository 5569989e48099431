// Finding the UTR in what OCR read (docs/rules.md, Reading the UTR from a screenshot), rule by rule.
import { describe, expect, it } from 'vitest';
import { confirms, findUtrs, MAX_OFFERED, MIN_CONFIDENCE, type OcrLine } from './utr-finder.ts';
import { labelKind } from './utr-labels.ts';

/** 22 November 2026, 19:00 UTC: already 23 November in India (docs/rules.md, UTR dates). */
const now = new Date('2026-11-22T19:00:00Z');
const live = { testMode: false, now };

type Word = string | { text: string; confidence?: number; characters?: number[] };

/**
 * One line as OCR gives it, at `y` (40 px tall), starting at `x`: each word 24 px per character
 * plus a space, at confidence 95 unless told.
 */
function line(y: number, words: Word[], x = 40): OcrLine {
  let left = x;
  return {
    words: words.map((word) => {
      const { text, confidence = 95, characters } = typeof word === 'string' ? { text: word } : word;
      const box = { x0: left, y0: y, x1: left + text.length * 24, y1: y + 40 };
      left = box.x1 + 24;
      return { text, confidence, box, ...(characters ? { characters } : {}) };
    }),
  };
}

/** Lines from text, one a row, 60 px apart; words split at spaces. */
const text = (...rows: string[]): OcrLine[] => rows.map((row, index) => line(100 + index * 60, row.split(' ')));

const found = (lines: OcrLine[], options = live) => findUtrs(lines, options).map((suggestion) => suggestion.utr);

describe('only what passes the UTR rules (docs/rules.md, UTR formats)', () => {
  it('offers a 12-digit UPI reference', () => expect(found(text('UTR: 412345678901'))).toEqual(['412345678901']));

  it('offers the 16-character NEFT form', () =>
    expect(found(text('UTR No. HDFCN26312097799'))).toEqual(['HDFCN26312097799']));

  it('offers the 22-character RTGS form', () =>
    expect(found(text('UTR Number HDFCR52026111912345678'))).toEqual(['HDFCR52026111912345678']));

  it('follows the IST date rule: 23 November is today in India at 19:00 UTC on the 22nd, the 24th is not', () => {
    expect(found(text('UTR HDFCR52026112312345678'))).toEqual(['HDFCR52026112312345678']);
    expect(found(text('UTR HDFCR52026112412345678'))).toEqual([]);
    expect(found(text('UTR HDFCN26329123456'))).toEqual([]); // day 329 is 25 November
  });

  it('refuses impossible dates', () => expect(found(text('UTR HDFCR52026023012345678'))).toEqual([]));

  it('offers test UTRs in test mode only (docs/rules.md, Test mode)', () => {
    expect(found(text('UTR TEST12345678'), { testMode: true, now })).toEqual(['TEST12345678']);
    expect(found(text('UTR TEST12345678'))).toEqual([]);
  });

  it('offers letters upper-cased, as they are submitted', () =>
    expect(found(text('UTR hdfcn26312097799'))).toEqual(['HDFCN26312097799']));

  it('says nothing when the text holds no UTR', () =>
    expect(found(text('Payment successful', '₹1,500.00', '22 Nov 2026, 10:42 am'))).toEqual([]));
});

describe('labels: only a number labelled as a UTR is offered', () => {
  it.each([
    'UTR: 412345678901',
    'UTR No. 412345678901',
    'UPI Ref No. 412345678901',
    'UPI Ref ID 412345678901',
    'UPI transaction ID 412345678901',
    'UPI Reference No. 412345678901',
    'Reference No. 412345678901',
    'Bank Reference No. 412345678901',
    'RRN 412345678901',
    'Transaction Reference 412345678901',
    'यूटीआर नंबर 412345678901',
    'UPI संदर्भ संख्या 412345678901',
    'UPI लेन-देन आईडी 412345678901',
    'UTR संख्या 412345678901',
    'UPI குறிப்பு எண் 412345678901',
    'யுடிஆர் 412345678901',
    'UPI রেফারেন্স নম্বর 412345678901',
    'ইউটিআর 412345678901',
  ])('%s', (row) => {
    expect(labelKind(row.replace(/ \S+$/, ''))).toBe('utr');
    expect(found(text(row))).toEqual(['412345678901']);
  });

  it.each(['Paid via UPI', 'To UPI ID', 'UPI app', 'UPI a9-37 3gst', 'Transaction ID', 'Txn ID', 'Reference'])(
    "'%s' is no UTR label: too weak to offer the number under it",
    (label) => {
      expect(labelKind(label)).toBe('weak');
      expect(found(text(`${label} 412345678901`))).toEqual([]);
      expect(found(text(label, '412345678901'))).toEqual([]);
    },
  );

  it('a labelled UTR wins over an unlabelled 12-digit number', () =>
    expect(found(text('512345678901', 'UPI Ref No. 412345678901'))).toEqual(['412345678901']));

  it('a label on the line above (label over value)', () =>
    expect(found(text('Invoice 7', 'UPI transaction ID', '412345678901', 'Order ID', '512345678901'))).toEqual([
      '412345678901',
    ]));

  it('a label in the column to its left (a table)', () => {
    const lines = [line(100, ['UTR', 'No.'], 40), line(102, ['412345678901'], 500), line(160, ['Order', 'ID'], 40)];
    lines.push(line(162, ['512345678901'], 500));
    expect(found(lines)).toEqual(['412345678901']);
  });

  it('the nearest label before the number is the one that names it', () =>
    expect(
      found(text('UPI Ref No 412345678901. Not you? Call 18001234567 or quote Customer ID 512345678901.')),
    ).toEqual(['412345678901']));

  it('several different UTRs, each labelled, are all offered, at most three', () => {
    const rows = ['UTR 412345678901', 'UTR 412345678902', 'UTR 412345678903', 'UTR 412345678904'];
    expect(found(text(...rows))).toHaveLength(MAX_OFFERED);
    expect(found(text(...rows.slice(0, 2))).sort()).toEqual(['412345678901', '412345678902']);
  });

  it('the same UTR printed twice is offered once', () =>
    expect(found(text('UPI Ref No. 412345678901', 'UTR: 412345678901'))).toEqual(['412345678901']));
});

describe('look-alikes are ignored', () => {
  it.each([
    ['a 10-digit phone number', 'Mobile 9876543210'],
    ['a phone number with +91 (12 digits after the plus)', 'Ref +919876543210'],
    ['a phone number in groups with +91', 'UTR +91 98765 43210'],
    ['an amount', 'UTR ₹1,50,000.00'],
    ['a date', 'UTR 22/11/2026 10:42'],
    ['a masked account', 'UTR XXXX12345678'],
    ['a phonepe-style transaction ID', 'UTR T2611221042123456789012'],
    ['a Google transaction ID', 'UTR CICAgKDs5sXrGQ'],
    ['a gateway payment ID', 'UTR pay_NXk2L9a8b7c6d5'],
    ['12 digits inside a longer number', 'UTR 20261122104251123456'],
    ['12 digits joined to letters by a hyphen', 'UTR OD-412345678901'],
    ['a 16-digit card number in groups of four', 'UTR 4111 1111 1111 1111'],
  ])('%s', (_, row) => expect(found(text(row))).toEqual([]));

  it.each([
    ['Account number'],
    ['A/c No.'],
    ['Order ID'],
    ['Customer ID'],
    ['Consumer No.'],
    ['Bill number'],
    ['Invoice No.'],
    ['Google transaction ID'],
    ['Merchant transaction ID'],
    ['Mobile'],
    ['खाता संख्या'],
    ['ऑर्डर आईडी'],
  ])('a UTR-shaped number labelled %s', (label) => {
    expect(found(text(`${label} 412345678901`))).toEqual([]);
    expect(found(text(label, '412345678901'))).toEqual([]);
  });
});

describe('when unsure, nothing is offered', () => {
  it('an unlabelled UTR-shaped number, even alone, is not offered', () => {
    expect(found(text('Paid to Ramesh', '412345678901', '+91 98765 43210'))).toEqual([]);
    expect(found(text('412345678901', 'Order ID 512345678901'))).toEqual([]);
  });

  it('a weakly labelled number of the same shape silences a UTR-labelled one (either could be the UTR)', () => {
    expect(found(text('UTR 412345678901', 'Transaction ID 512345678901'))).toEqual([]);
    expect(found(text('UTR 412345678901', 'Transaction ID 512345678901', 'UPI'))).toEqual([]);
  });

  it('a weakly labelled number of another shape does not', () =>
    expect(found(text('UTR 412345678901', 'Transaction ID HDFCN26312097799'))).toEqual(['412345678901']));

  it('the same UTR printed again under a weak label is still the one UTR', () =>
    expect(found(text('UTR 412345678901', 'Transaction ID 412345678901'))).toEqual(['412345678901']));
});

describe('other labels win (docs/rules.md, Reading the UTR from a screenshot)', () => {
  it.each([
    ['Refund UPI Ref No', 'mixed'],
    ['Refund Ref No.', 'mixed'],
    ['IFSC', 'other'],
    ['Cust ID', 'other'],
    ['Helpline', 'other'],
    ['Contact', 'other'],
    ['PhonePe transaction ID', 'other'],
    ['Paytm Txn ID', 'other'],
    ['मोबाइल नंबर', 'other'],
    ['उपभोक्ता संख्या', 'other'],
    ['रिफंड संदर्भ संख्या', 'mixed'],
    ['வாடிக்கையாளர் ஐடி', 'other'],
    ['கணக்கு எண்', 'other'],
    ['ஆர்டர் ஐடி', 'other'],
    ['গ্রাহক আইডি', 'other'],
    ['অ্যাকাউন্ট নম্বর', 'other'],
    ['রিফান্ড রেফারেন্স', 'mixed'],
  ])('%s is %s', (label, kind) => {
    expect(labelKind(label)).toBe(kind);
    expect(found(text(`${label} 412345678901`))).toEqual([]);
  });

  it('a refund reference beside the original: a refund is no proof of payment, nothing is offered', () =>
    expect(found(text('Refund UPI Ref No 512345678901', 'Original UPI Ref No 412345678901'))).toEqual([]));

  it('a 12-digit phone number with its country code is a phone unless labelled a UTR outright', () => {
    expect(found(text('₹1,500.50 paid via UPI', '919876543210'))).toEqual([]);
    expect(found(text('Mobile 919876543210'))).toEqual([]);
    expect(found(text('Transaction ID 919876543210'))).toEqual([]);
    expect(found(text('Refund UPI Ref No 919876543210'))).toEqual([]);
    expect(found(text('UTR 912345678901'))).toEqual(['912345678901']);
  });

  it('a phone-shaped UTR labelled as one is offered (a reference from day 160 to 199 of a year ending in 9)', () => {
    expect(found(text('UTR 917598084253'))).toEqual(['917598084253']);
    expect(found(text('Bill No.', '139014171194', 'UTR', '917598084253', 'Mobile', '916658782837'))).toEqual([
      '917598084253',
    ]);
  });

  it('a phone-shaped number under a weak label is the phone, not a rival of the UTR', () =>
    expect(found(text('UTR 412345678901', 'Paid via UPI', '919876543210'))).toEqual(['412345678901']));

  it('an account and a customer number on a plain receipt: nothing', () =>
    expect(found(text('Payment successful', 'A/c No. 502000123456', 'Customer ID 100200300400'))).toEqual([]));
});

describe('labels by layout, not by reading order', () => {
  it('a header row over two columns labels each column, not the other one', () => {
    const header = [line(100, ['UTR'], 40), line(100, ['Order', 'ID'], 500)];
    const values = [line(160, ['412345678901'], 40), line(160, ['512345678901'], 500)];
    expect(found([...header, ...values])).toEqual(['412345678901']);
    // Read as one line each, as OCR often does: still by column.
    const merged = [
      { words: [...header[0]!.words, ...header[1]!.words] },
      { words: [...values[0]!.words, ...values[1]!.words] },
    ];
    expect(found(merged)).toEqual(['412345678901']);
  });

  it('the other way round: the order ID column first', () => {
    const lines = [line(100, ['Order', 'ID'], 40), line(100, ['UTR'], 500)];
    lines.push(line(160, ['512345678901'], 40), line(160, ['412345678901'], 500));
    expect(found(lines)).toEqual(['412345678901']);
  });

  it('a header over another column is not a label: a number with nothing over it is unlabelled', () =>
    expect(found([line(100, ['UTR', 'No.'], 600), line(160, ['412345678901'], 40)])).toEqual([]));

  it('a label too far above is not a label', () =>
    expect(found([line(100, ['UTR']), line(300, ['412345678901'])])).toEqual([]));

  it('a value on the row above is no label: a header labels the row under it, not the next', () =>
    expect(found([line(100, ['UTR']), line(160, ['312345678901']), line(220, ['412345678901'])])).toEqual([
      '312345678901',
    ]));

  it("noise in a label over a number is no value: a script the model cannot read ('UTR নম্বর' read as 'UTR 785')", () => {
    const noise = { text: '785', confidence: 17 };
    expect(found([line(100, ['UTR', noise]), line(160, ['652690079551'])])).toEqual(['652690079551']);
    expect(found([line(100, ['Order', 'ID', noise]), line(160, ['652690079551'])])).toEqual([]);
  });

  it('a value read with confidence over a number still makes that row a value, not a label', () => {
    expect(found([line(100, ['UTR', '785']), line(160, ['652690079551'])])).toEqual([]);
    // A long value is never noise, however unsure OCR was of it.
    const unsure = { text: '412345678901', confidence: 10 };
    expect(found([line(100, ['UTR', unsure]), line(160, ['652690079551'])])).toEqual([]);
  });

  it('a label on the left stops at another value on the row', () =>
    expect(found(text('UTR 412345678901 512345678901'))).toEqual(['412345678901']));

  it('a label at the end of a line of running text labels the number that starts the next', () =>
    expect(
      found(text('Rs.1,500.00 debited from A/c XX1234 to ramesh@ybl. UPI Ref No', '412345678901. Not you?')),
    ).toEqual(['412345678901']));

  it('a label glued to the number in one word', () =>
    expect(found(text('RRN:412345678901'))).toEqual(['412345678901']));
});

describe('confidence: a guess is never offered', () => {
  it(`below ${MIN_CONFIDENCE} it is not offered, even labelled`, () =>
    expect(found([line(100, ['UTR', { text: '412345678901', confidence: MIN_CONFIDENCE - 1 }])])).toEqual([]));

  it("the UTR's own characters count, not the word's (a copy icon read into the word lowers it)", () => {
    const sure = Array.from({ length: 12 }, () => 99);
    const word = { text: '412345678901', confidence: 7, characters: sure };
    expect(found([line(100, ['UTR']), line(160, [word])])).toEqual(['412345678901']);
    const unsure = [...sure.slice(0, 11), 60];
    expect(found([line(100, ['UTR']), line(160, [{ ...word, characters: unsure }])])).toEqual([]);
  });
});

describe('OCR noise, undone only where it is safe', () => {
  it('digit groups of four or three making 12 digits', () => {
    expect(found(text('UTR 4123 4567 8901'))).toEqual(['412345678901']);
    expect(found(text('UTR 412 345 678 901'))).toEqual(['412345678901']);
    expect(found(text('UTR: 4123 4567 8901.'))).toEqual(['412345678901']);
  });

  it('groups that do not make exactly 12 digits are not joined', () => {
    expect(found(text('UTR 41234 5678901'))).toEqual([]);
    expect(found(text('UTR 4123 4567 890'))).toEqual([]);
  });

  it('O read for 0 and l, I or | read for 1, where the format wants a digit, at most two', () => {
    expect(found(text('UTR 4l234567890O'))).toEqual(['412345678900']);
    expect(found(text('UTR 4l2345678IOO'))).toEqual([]);
  });

  it('0 read for O and 1 read for I among the bank letters', () =>
    expect(found(text('UTR SB1N426326123456'))).toEqual(['SBIN426326123456']));

  it('a letter where a digit may be is left alone (no guessing S for 5)', () =>
    expect(found(text('UTR 4123456789S1'))).toEqual([]));

  it("a label glued to the number ('UTR:412345678901') and punctuation after it", () => {
    expect(found(text('UTR:412345678901'))).toEqual(['412345678901']);
    expect(found(text('(RRN 412345678901).'))).toEqual(['412345678901']);
  });

  it('a long UTR wrapped onto the next line, its label wrapped too', () => {
    const lines = [
      line(100, ['Transaction'], 40),
      line(100, ['PUNBR52026093025323'], 500),
      line(160, ['Reference', 'No.'], 40),
      line(160, ['271'], 500),
    ];
    const merged = [
      { words: [...lines[0]!.words, ...lines[1]!.words] },
      { words: [...lines[2]!.words, ...lines[3]!.words] },
    ];
    expect(found(merged)).toEqual(['PUNBR52026093025323271']);
  });

  it("a label's word in a script the model cannot read, its '@' read with no confidence, is no value", () => {
    // 'UTR संख्या' as the English model reads it: 'UTR &@=ar:'.
    const garbled = (confidence: number) => [line(100, ['UTR', { text: '&@=ar:', confidence }, '412345678901'])];
    expect(found(garbled(0))).toEqual(['412345678901']);
    // Read with confidence, an '@' is a UPI ID's: a value between the label and the number.
    expect(found(garbled(90))).toEqual([]);
  });

  it('a wrap is not joined when the first part is a UTR by itself', () =>
    expect(found(text('UTR 412345678901', '23'))).toEqual(['412345678901']));
});

describe('confirms: the second reading of a suggestion', () => {
  it('holds when the same UTR is read again', () =>
    expect(confirms(text('412345678901'), '412345678901', live)).toBe(true));
  it('holds when read again in groups', () =>
    expect(confirms(text('4123 4567 8901'), '412345678901', live)).toBe(true));
  it('fails when a digit reads differently', () =>
    expect(confirms(text('034714744216'), '934714744216', live)).toBe(false));
  it('fails when the second reading is unsure', () =>
    expect(confirms([line(0, [{ text: '412345678901', confidence: 50 }])], '412345678901', live)).toBe(false));
});

describe('suggestions say where they were read', () => {
  it('with the box of the words that make the UTR', () => {
    const [suggestion] = findUtrs([line(300, ['UTR', '4123', '4567', '8901'], 40)], live);
    expect(suggestion?.box).toEqual({ x0: 40 + 4 * 24, y0: 300, x1: 40 + 4 * 24 + 3 * (4 * 24 + 24) - 24, y1: 340 });
  });
});
