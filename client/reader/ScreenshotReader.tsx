/**
 * Reading the UTR from the payer's screenshot in the browser (docs/rules.md, Reading the UTR from a
 * screenshot), for one attached picture. A lazy chunk of its own, loaded on the intent to attach a
 * picture or with the first one (./reader-chunk.tsx), so step 1 carries none of it. It keeps the reading's state
 * (client/reader/reading.ts), runs the reading (client/reader/ocr.ts) and shows what it offers
 * (client/reader/ScreenshotReading.tsx): the button where the form places it, under the
 * picture, and the suggestions in the form's live region under the UTR field, with what the
 * screenshot says against this link's payment under them (./PaymentNotes.tsx). The form mounts one
 * per picture, so removing or replacing the picture unmounts it, which ends its thread and drops
 * its answer.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ScreenshotReaderProps } from '../../page/components/reader-context.ts';
import { ReadButton, UtrSuggestions } from './ScreenshotReading.tsx';
import { PaymentNotes } from './PaymentNotes.tsx';
import type { Found } from './ocr-reader.ts';
import { useLanguage } from '../../page/i18n/use-text.ts';
import { paymentNotes } from '../utr-finder/payment-notes.ts';
import { OCR_DOWNLOAD_BYTES, readerMode, readProof } from './ocr.ts';
import { canUse, noReading, readingAsked, readingFinished, readingForProof, readingUsed } from './reading.ts';

export default function ScreenshotReader({
  proof,
  utr,
  busy,
  testMode,
  onUse,
  suggestions,
  link,
}: ScreenshotReaderProps) {
  // The form's live region, there since the form appeared; taken once, when the reader mounts.
  const [region] = useState(() => suggestions.current);
  // The field as it was when the picture came decides whether reading starts by itself.
  const [reading, setReading] = useState(() => readingForProof(noReading, readerMode(), utr, OCR_DOWNLOAD_BYTES));
  // The field as it is when an answer arrives: typing since the reading started drops the answer.
  const utrNow = useRef(utr);
  useLayoutEffect(() => {
    utrNow.current = utr;
  }, [utr]);

  // What the picture says about the payment: kept apart from the reading's machine, since it is about
  // the picture and stays after 'Use it' or typing (docs/rules.md, Reading the payment from a screenshot).
  const [found, setFound] = useState<Found | null>(null);
  const { amount, upiId, openedAt } = link;
  const notes = useMemo(
    () => (found?.payment ? paymentNotes(found.payment, { amount, upiId, openedAt }) : []),
    [found, amount, upiId, openedAt],
  );
  // The language as a reading starts: the thread writes the receipt's day in it. A switch later does
  // not read the picture again.
  const language = useLanguage();
  const languageNow = useRef(language);
  useLayoutEffect(() => {
    languageNow.current = language;
  }, [language]);

  const readingId = reading.status === 'reading' ? reading.id : null;
  useEffect(() => {
    if (readingId === null) return;
    let current = true;
    const saveData = readerMode() === 'save-data';
    const run = readProof(proof, { testMode, now: Date.now(), language: languageNow.current, openedAt, saveData });
    void run.result.then((answer) => {
      if (!current) return;
      if ('utrs' in answer) setFound(answer);
      const offered = 'utrs' in answer ? answer.utrs : answer;
      setReading((now) => readingFinished(now, readingId, offered, utrNow.current));
    });
    return () => {
      current = false;
      run.cancel();
    };
  }, [readingId, proof, testMode, openedAt]);

  const use = (found: string) => {
    if (!canUse(reading, found, busy)) return;
    setReading(readingUsed(reading));
    onUse(found);
  };
  return (
    <>
      <ReadButton reading={reading} disabled={busy} onRead={() => setReading(readingAsked(reading, utr, busy))} />
      {region &&
        createPortal(
          <>
            <UtrSuggestions reading={reading} utr={utr} disabled={busy} onUse={use} />
            <PaymentNotes notes={notes} paidOn={found?.paidOn ?? null} />
          </>,
          region,
        )}
    </>
  );
}
