/**
 * Which ways to pay suit the payee (docs/rules.md, Who the payee is). Since 2025 payers' UPI apps
 * refuse an app link (intent) to a person's UPI ID, and pay at most ₹2,000 from a QR code opened
 * from the phone's gallery to a person or an unverified merchant (NPCI OC-76C). A way the payer's
 * app will refuse is not offered.
 */
import type { UpiChannel } from './channels.ts';

/** Who the payee is, as the funnel records it: `unknown` when the payment worker did not say. */
export const PAYEE_KINDS = ['merchant', 'personal', 'unknown'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

export const payeeKind = (channel: Pick<UpiChannel, 'payee_type'>): PayeeKind => channel.payee_type ?? 'unknown';

/** The most a saved QR code pays a personal payee: ₹2,000, in paise. */
export const SAVED_QR_LIMIT = 200_000;

/** Whether to offer an app link (Android's `upi://pay`, the iPhone's row of apps): not to a person. */
export const offersAppLink = (channel: Pick<UpiChannel, 'payee_type'>): boolean => channel.payee_type !== 'personal';

/** Whether to offer saving or sharing the QR code's picture: not to a person above the limit. */
export const offersSavedQr = (channel: Pick<UpiChannel, 'payee_type'>, paise: number): boolean =>
  channel.payee_type !== 'personal' || paise <= SAVED_QR_LIMIT;
