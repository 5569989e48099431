/**
 * Loading the QR chunk (docs/rules.md, Lazy chunks): the page's side of the QR thread
 * (./qr-modules.ts), which starts the thread that holds the `qrcode` library. Apart from the rest
 * of the QR wiring (./lazy-qr.ts, in step 2's chunk) so that a UPI choice made before step 2's
 * chunk has arrived can fetch both at once. The chunk also holds the page's Trusted Types policy
 * (client/platform/trusted-urls.ts), which starting the thread needs first: one request, not two in a row
 * (vite.config.ts).
 */
import { loadChunk } from '../platform/lazy.ts';
import qrThreadScript from './qr-thread.ts?worker&url';

/** The QR thread's script, which the chunk's starter takes from here. */
export { qrThreadScript };

export const loadQrThread = () => loadChunk('qr-start', () => import('./qr-modules.ts'));
