/**
 * Which ways to pay suit the payee (docs/rules.md, Who the payee is). Since 2025 payers' UPI apps
 * refuse an app link (intent) to a person's UPI ID, and pay at most ₹2,000 from a QR code opened
 * from the phone's gallery to a person or an unverified merchant (NPCI OC-76C). A way the payer's
 * app will refuse is not offered; that no UPI app sends a person more than ₹1,00,000 in one payment
 * is ./rail-limits.ts's (offersQr), apart from this module, which the funnel's chunk carries too.
 */
import type { UpiChannel } from './channels.ts';

/**
 * Who receives a UPI payment, as payers' apps treat it: a merchant's UPI ID or a person's. The
 * payment worker's `payee_type` is one of these words exactly. Written here once: the channel types
 * (./channels.ts), the field check (./channel-fields.ts) and the funnel's kinds below read them.
 */
export const PAYEE_TYPES = ['merchant', 'personal'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];

/** Who the payee is, as the funnel records it: a payee type, or `unknown` when the payment worker did not say. */
export const PAYEE_KINDS = [...PAYEE_TYPES, 'unknown'] as const;
export type PayeeKind = (typeof PAYEE_KINDS)[number];

export const payeeKind = (channel: Pick<UpiChannel, 'payee_type'>): PayeeKind => channel.payee_type ?? 'unknown';

/** The most a saved QR code pays a personal payee: ₹2,000, in paise. */
export const SAVED_QR_LIMIT = 200_000;

/** Whether to offer an app link (Android's `upi://pay`, the iPhone's row of apps): not to a person. */
export const offersAppLink = (channel: Pick<UpiChannel, 'payee_type'>): boolean => channel.payee_type !== 'personal';

/** Whether to offer saving or sharing the QR code's picture: not to a person above the limit. */
export const offersSavedQr = (channel: Pick<UpiChannel, 'payee_type'>, paise: number): boolean =>
  channel.payee_type !== 'personal' || paise <= SAVED_QR_LIMIT;
