/**
 * The payer's intent to attach a picture, which readies the OCR engine ahead of it (docs/rules.md,
 * Reading the UTR from a screenshot): the file picker opened (a press on the proof input's label or
 * the input itself, a click, or the input taking the focus) or a drag of files entering the page.
 * Fetching and compiling the engine is most of a first reading; the seconds a payer spends in the
 * picker are enough for it, for a first reading of a made-up line that readies the engine's code
 * (./ocr-warm-up.ts) and for the reader's own chunk. Never on load, never with Save-Data or where the page cannot read
 * (./reader-mode.ts), and once per page: the first intent removes the listeners. After it, each
 * picture that arrives (chosen, dropped or pasted) is handed to the readied thread at once, to
 * decode while the page checks it (./early-picture.ts).
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

/** The events a picture arrives by: the picker's answer, a drop, a paste. */
const ARRIVAL_EVENTS = ['change', 'drop', 'paste'] as const;

/** The picture an event brings, the first of its files as the page takes it; none for anything else. */
export function arrivingPicture(event: Event): File | undefined {
  const target = event.target;
  if (event.type === 'change' && target instanceof HTMLInputElement && target.type === 'file') {
    return target.files?.[0];
  }
  if (event.type === 'drop' && event instanceof DragEvent) return event.dataTransfer?.files[0];
  if (event.type === 'paste' && event instanceof ClipboardEvent) return event.clipboardData?.files[0];
  return undefined;
}

const warmEngine = (): void => {
  import('./ocr-reader.ts').then(
    (reader) => reader.warmEngine(),
    // The reading loads the chunk again, and reports a failure, if a picture comes.
    () => undefined,
  );
  // And the reader the form shows for the picture, so the reading starts as soon as it is checked.
  void loadReader();
};

const handOver = (file: File): void => {
  // Only a head start: the reading loads the chunk itself, and reports a failure.
  import('./ocr-reader.ts').then(
    (reader) => reader.pictureArrived(file),
    () => undefined,
  );
};

/**
 * Listens on `target` (the document) for the first intent and then readies the engine (`warm`),
 * then for pictures arriving, each handed to it (`arrive`); answers a function that stops
 * listening. Listens for nothing where the page would not read a picture by itself.
 */
export function watchReadingIntent(
  target: Document,
  warm: () => void = warmEngine,
  mode: ReturnType<typeof readerMode> = readerMode(),
  arrive: (file: File) => void = handOver,
): () => void {
  if (mode !== 'auto') return () => undefined;
  const stopIntent = () => {
    for (const type of PICKER_EVENTS) target.removeEventListener(type, onPicker, true);
    target.removeEventListener('dragenter', onDrag, true);
  };
  const intended = () => {
    stopIntent();
    warm();
    for (const type of ARRIVAL_EVENTS) target.addEventListener(type, onArrival, { capture: true, passive: true });
  };
  function onPicker(event: Event) {
    if (opensPicker(event)) intended();
  }
  function onDrag(event: Event) {
    if (dragsFiles(event)) intended();
  }
  function onArrival(event: Event) {
    const file = arrivingPicture(event);
    if (file) arrive(file);
  }
  for (const type of PICKER_EVENTS) target.addEventListener(type, onPicker, { capture: true, passive: true });
  target.addEventListener('dragenter', onDrag, { capture: true, passive: true });
  return () => {
    stopIntent();
    for (const type of ARRIVAL_EVENTS) target.removeEventListener(type, onArrival, true);
  };
}
