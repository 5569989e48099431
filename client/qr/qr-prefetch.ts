/**
 * Fetches the QR library while the page is idle once step 1 is interactive, then draws the code
 * of each UPI option the page worker has not drawn ahead, one per idle moment, and renders the first option's details once off the
 * page (client/qr/rehearse-details.tsx, in step 2's chunk), so that choosing one shows its code at once instead
 * of waiting a round trip for the chunk, the drawing and the compiling (docs/rules.md, Lazy
 * chunks). Not for a payer whose browser asks to save data, and not when nothing on the page can
 * need it.
 */
import { isUpi, type UpiChannel } from '../../common/channels.ts';
import { upiOptions, upiValues } from '../../common/upi.ts';
import type { FlowState } from '../../page/flow/state.ts';
import { whenIdle } from '../platform/idle.ts';

/** Why the chunk is, or is not, fetched ahead. */
type QrPrefetch =
  | 'prefetch'
  /** The channels are not known yet (loading) or the page is the error screen. */
  | 'not-ready'
  /** `navigator.connection.saveData`: fetch nothing the payer has not asked for. */
  | 'save-data'
  /** The first paint already shows the QR code the server drew. */
  | 'server-drawn'
  /** No UPI option: no QR code to draw. */
  | 'no-upi';

export interface QrPrefetchInput {
  state: Pick<FlowState, 'phase' | 'groups' | 'amount'>;
  /** The page came with a QR code the server drew. */
  serverDrawn: boolean;
  saveData: boolean;
}

export function decideQrPrefetch({ state, serverDrawn, saveData }: QrPrefetchInput): QrPrefetch {
  if (state.phase !== 'ready') return 'not-ready';
  if (saveData) return 'save-data';
  if (serverDrawn) return 'server-drawn';
  if (!state.groups.some((group) => group.options.some(isUpi))) return 'no-upi';
  return 'prefetch';
}

/** Data Saver, as the browser reports it (Chromium-based browsers; others have no such setting). */
export function saveDataRequested(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: { saveData?: unknown } }).connection?.saveData === true;
}

/** Loading the chunk and drawing one code (client/qr/lazy-qr.ts), and the rehearsal. */
export interface QrPrefetchWork {
  /** Whether a code is drawn already: the page worker draws step 1's first UPI options' ahead. */
  drawn(value: string): boolean;
  load(): Promise<unknown>;
  draw(value: string): Promise<unknown>;
  /** Renders step 2's details of this option once, off the page (./rehearse-details.tsx); may wait for step 2's chunk. */
  rehearse(channel: UpiChannel): unknown;
}

/**
 * When the decision says so: at the first idle moment load the chunk, then draw one code per
 * idle moment, then rehearse the first option's details, so no single task grows long. Codes drawn
 * already are not drawn again, and with none left to draw the chunk is not loaded: only the
 * rehearsal runs. Answers a function that stops what is left. Failures are no error here: a chunk
 * that did not load is loaded again (and reported) when a code is needed, and a code that cannot
 * be drawn is drawn (and shown as none) then too; a rehearsal that fails only leaves the compiling
 * to the tap.
 */
export function scheduleQrPrefetch(
  input: QrPrefetchInput,
  work: QrPrefetchWork,
  idle: (run: () => void) => () => void = whenIdle,
): (() => void) | undefined {
  if (decideQrPrefetch(input) !== 'prefetch') return undefined;
  const [first] = upiOptions(input.state.groups);
  const missing = upiValues(input.state.groups, input.state.amount).filter((value) => !work.drawn(value));
  const draws = missing.length ? [() => work.load(), ...missing.map((value) => () => work.draw(value))] : [];
  const jobs: Array<() => unknown> = [...draws, ...(first ? [() => work.rehearse(first)] : [])];
  let stopped = false;
  let cancel = () => {};
  const next = (index: number) => {
    const job = jobs[index];
    if (!job || stopped) return;
    cancel = idle(() => {
      // A job that throws is a job that failed, like one whose promise rejects.
      void new Promise((resolve) => resolve(job())).then(
        () => next(index + 1),
        // Without the chunk there is nothing to draw; one code that fails does not stop the others.
        () => (index > 0 || !draws.length) && next(index + 1),
      );
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
