/**
 * Loading the QR chunk (docs/rules.md, Lazy chunks): the `qrcode` library and the page's drawing,
 * saving and sharing code (client/effects/qr-image.ts). Apart from the rest of the QR wiring
 * (./lazy-qr.ts, in step 2's chunk) so that a UPI choice made before step 2's chunk has arrived
 * can fetch both at once.
 */
import { loadChunk } from './lazy.ts';

export const loadQrChunk = () => loadChunk('qrcode', () => import('./qr-image.ts'));
