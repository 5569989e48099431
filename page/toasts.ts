/**
 * Every word the payer reads comes from the active catalogue in page/i18n/
 * (components read it with useText(), page/i18n/use-text.ts); this module names the toasts the flow raises, with their
 * durations (docs/rules.md, Toasts and durations). A toast holds a catalogue key,
 * not words, so it is read in whatever language the page is in when it shows;
 * only the payment worker's own messages are held as they came.
 */
import type { Catalogue, MessageKey } from './i18n/en.ts';

/** What a toast says: a catalogue key, or the payment worker's own words, shown as they came. */
export type ToastText = { key: MessageKey } | { server: string };

/** Toast messages and durations. */
export const toasts = {
  invalidUtr: { kind: 'error', message: { key: 'toastInvalidUtr' }, durationMs: 2000 },
  somethingWrong: { kind: 'error', message: { key: 'toastSomethingWrong' }, durationMs: 3000 },
  uploadFailed: { kind: 'error', message: { key: 'toastUploadFailed' }, durationMs: 3000 },
  fileType: { kind: 'error', message: { key: 'toastFileType' }, durationMs: 2000 },
  fileSize: { kind: 'error', message: { key: 'toastFileSize' }, durationMs: 2000 },
  copied: { kind: 'success', message: { key: 'toastCopied' }, durationMs: 2400 },
  turnstileFailed: { kind: 'error', message: { key: 'toastTurnstileFailed' }, durationMs: 3000 },
} as const;

/** The words of a toast in the given catalogue. */
export function toastText(catalogue: Catalogue, message: ToastText): string {
  return 'key' in message ? catalogue[message.key] : message.server;
}
