/**
 * The payer's intent to attach a picture, which readies the OCR engine ahead of it (docs/rules.md,
 * Reading the UTR from a screenshot): the file picker opened (a press on the proof input's label or
 * the input itself, a click, or the input taking the focus) or a drag of files entering the page.
 * Fetching and compiling the engine is most of a first reading; the seconds a payer spends in the
 * picker are enough for it, for a first reading of a made-up line that readies the engine's code
 * (./ocr-warm-up.ts) and for the reader's own chunk. Never on load, never with Save-Data or where the page cannot read
 * (./reader-mode.ts), and once per page: the first intent removes the listeners.
 */
import { readerMode } from './reader-mode.ts';
import { loadReader } from './reader-chunk.tsx';

/** Whether the event is the payer reaching for the picker: on a file input or a label holding one. */
export function opensPicker(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement && target.type === 'file') return true;
  return target.closest('label')?.querySelector('input[type="file"]') != null;
}

/** Whether a drag carries files (a picture dragged in from elsewhere, not text selected on the page). */
export function dragsFiles(event: Event): boolean {
  return event instanceof DragEvent && (event.dataTransfer?.types.includes('Files') ?? false);
}

const PICKER_EVENTS = ['pointerdown', 'click', 'focusin'] as const;

const warmEngine = (): void => {
  import('./ocr-reader.ts').then(
    (reader) => reader.warmEngine(),
    // The reading loads the chunk again, and reports a failure, if a picture comes.
    () => undefined,
  );
  // And the reader the form shows for the picture, so the reading starts as soon as it is checked.
  void loadReader();
};

/**
 * Listens on `target` (the document) for the first intent and then readies the engine (`warm`);
 * answers a function that stops listening. Listens for nothing where the page would not read a
 * picture by itself.
 */
export function watchReadingIntent(
  target: Document,
  warm: () => void = warmEngine,
  mode: ReturnType<typeof readerMode> = readerMode(),
): () => void {
  if (mode !== 'auto') return () => undefined;
  const stop = () => {
    for (const type of PICKER_EVENTS) target.removeEventListener(type, onPicker, true);
    target.removeEventListener('dragenter', onDrag, true);
  };
  function onPicker(event: Event) {
    if (!opensPicker(event)) return;
    stop();
    warm();
  }
  function onDrag(event: Event) {
    if (!dragsFiles(event)) return;
    stop();
    warm();
  }
  for (const type of PICKER_EVENTS) target.addEventListener(type, onPicker, { capture: true, passive: true });
  target.addEventListener('dragenter', onDrag, { capture: true, passive: true });
  return stop;
}
