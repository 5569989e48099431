/**
 * Every word the payer reads comes from a catalogue in client/i18n/ (English is
 * the source of truth); this module names the toasts the flow raises, with their
 * durations (docs/rules.md, Toasts and durations).
 */
import { en } from './i18n/en.ts';

export const text = en;

/** Toast messages and durations. */
export const toasts = {
  invalidUtr: { kind: 'error', message: en.toastInvalidUtr, durationMs: 2000 },
  somethingWrong: { kind: 'error', message: en.toastSomethingWrong, durationMs: 3000 },
  uploadFailed: { kind: 'error', message: en.toastUploadFailed, durationMs: 3000 },
  fileType: { kind: 'error', message: en.toastFileType, durationMs: 2000 },
  fileSize: { kind: 'error', message: en.toastFileSize, durationMs: 2000 },
  copied: { kind: 'success', message: en.toastCopied, durationMs: 2400 },
  turnstileFailed: { kind: 'error', message: en.toastTurnstileFailed, durationMs: 3000 },
} as const;
