/**
 * Where step 2's form gets its screenshot reader from (docs/rules.md, Reading the UTR from a
 * screenshot). The browser provides the reader, a lazy chunk (client/step-two/panel.tsx,
 * client/reader/reader-chunk.tsx); the server provides none, since no
 * picture is ever attached there. So the form stays presentational and step 1 carries none of the reader.
 */
import { createContext, type ReactNode, type RefObject } from 'react';

/**
 * What the screenshot's payment is compared with (docs/rules.md, Reading the payment from a
 * screenshot); the reader's own PaymentLink (client/utr-finder/payment-notes.ts) has this shape.
 */
export interface ReaderLink {
  /** The link's amount in paise; null when it has none. */
  amount: number | null;
  /** The chosen channel's UPI ID when the channel is UPI, else null. */
  upiId: string | null;
  /** When the page was opened, by the browser's clock (ms since the epoch). */
  openedAt: number;
}

export interface ScreenshotReaderProps {
  /** The attached picture; the form mounts one reader per picture (page/flow/state.ts, `proofKey`). */
  proof: File;
  /** What the UTR field holds now. */
  utr: string;
  /** A submission runs: the form is locked. */
  busy: boolean;
  /** Test mode: test UTRs count (docs/rules.md, UTR formats). */
  testMode: boolean;
  /** 'Use it': puts the UTR in the field, and nothing more. */
  onUse: (utr: string) => void;
  /**
   * The polite live region under the UTR field, where the reader shows its suggestions: the form
   * renders it from the start (so a suggestion is announced) and hands it over. A ref, set before
   * any picture can be chosen, so the form never renders twice to pass it on.
   */
  suggestions: RefObject<HTMLElement | null>;
  /** What the screenshot's payment is compared with. */
  link: ReaderLink;
}

/** Renders the reader for one picture; a function rather than a component, so the form's component tree is fixed. */
export type RenderReader = (props: ScreenshotReaderProps) => ReactNode;

export const ScreenshotReaderContext = createContext<RenderReader | null>(null);
