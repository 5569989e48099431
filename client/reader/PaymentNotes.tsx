/**
 * What the screenshot says about its payment against this link (docs/rules.md, Reading the payment
 * from a screenshot): 'The screenshot shows ₹150.50; this payment is for ₹1,500.50', a payment to
 * another UPI ID, or a day long before the page was opened. Shown under the UTR suggestion, in the
 * same polite live region, as quiet hints: they never block Submit and never touch the field. Part
 * of the lazy reader chunk (./ScreenshotReader.tsx): step 1 never loads it.
 */
import { Fragment, useEffect, type ReactNode } from 'react';
import { formatAmount } from '../../common/money.ts';
import type { PaymentNote, PaymentNoteKind } from '../utr-finder/payment-notes.ts';
import { useText } from '../../page/i18n/use-text.ts';
import { reportEvent } from '../beacon/funnel.ts';

/** A catalogue sentence with its placeholders replaced by elements; an unknown one stays as written. */
export function Filled({ template, parts }: { template: string; parts: Readonly<Record<string, ReactNode>> }) {
  const pieces = template.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 0 ? piece : <Fragment key={index}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>,
      )}
    </>
  );
}

/** A UPI ID as part of running text: left to right whatever the page's direction, as the page shows it elsewhere. */
const UpiId = ({ id }: { id: string }) => (
  <bdi className="mono" dir="ltr">
    {id}
  </bdi>
);

const TEST_IDS: Readonly<Record<PaymentNoteKind, string>> = {
  amount: 'ocr-note-amount',
  payee: 'ocr-note-payee',
  date: 'ocr-note-date',
};

function Note({ note, paidOn }: { note: PaymentNote; paidOn: string }) {
  const text = useText();
  let said: ReactNode;
  if (note.kind === 'amount') {
    const expected = <bdi dir="ltr">{formatAmount(note.expected)}</bdi>;
    said =
      note.shown === null ? (
        <Filled template={text.ocrNoteAmountOther} parts={{ expected }} />
      ) : (
        <Filled
          template={text.ocrNoteAmount}
          parts={{ shown: <bdi dir="ltr">{formatAmount(note.shown)}</bdi>, expected }}
        />
      );
  } else if (note.kind === 'payee') {
    const parts = { shown: <UpiId id={note.shown} />, expected: <UpiId id={note.expected} /> };
    said = <Filled template={text.ocrNotePayee} parts={parts} />;
  } else {
    const parts = { date: <bdi>{paidOn}</bdi> };
    said = <Filled template={text.ocrNoteDate} parts={parts} />;
  }
  return (
    <p className="field-hint" data-testid={TEST_IDS[note.kind]}>
      {said}
    </p>
  );
}

/**
 * The notes, amount first; each kind is reported to the funnel once per reading that shows it (kinds
 * only, never a value: docs/rules.md, Operations data).
 */
export function PaymentNotes({ notes, paidOn }: { notes: readonly PaymentNote[]; paidOn: string | null }) {
  // The day as the OCR thread wrote it in the page's language (./day-and-month.ts); without it, no date note.
  const shown = notes.filter((note) => note.kind !== 'date' || paidOn !== null);
  const kinds = shown.map((note) => note.kind).join(' ');
  useEffect(() => {
    for (const kind of kinds.split(' ')) if (kind) reportEvent('ocr-note', kind);
  }, [kinds]);
  return shown.map((note) => <Note key={note.kind} note={note} paidOn={paidOn ?? ''} />);
}
