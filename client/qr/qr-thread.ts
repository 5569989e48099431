/**
 * The QR thread (docs/rules.md, Lazy chunks): a thread of its own that holds the `qrcode` library
 * and finds each code's modules (common/qr-code.ts), so neither compiling the library nor choosing
 * a code's mask, the longest script the page ran after its first paint on a slow phone
 * (docs/performance.md, 'Compiled ahead'), runs on the page's main thread. The page draws the
 * modules it gets back (client/qr/qr-modules.ts). It loads nothing and reaches nothing: its
 * file's policy allows neither (client/public/_headers).
 */
import { qrModules } from '../../common/qr-code.ts';
import type { QrAnswer, QrRequest } from './qr-modules.ts';

interface ThreadScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: QrAnswer, transfer: Transferable[]): void;
}
const scope = self as unknown as ThreadScope;

/** The page asks only for its own UPI links: anything else, or a text longer than any code holds, is not a request. */
const MAX_VALUE_LENGTH = 8_000;

const isRequest = (data: unknown): data is QrRequest =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as QrRequest).id === 'number' &&
  typeof (data as QrRequest).value === 'string' &&
  (data as QrRequest).value.length <= MAX_VALUE_LENGTH;

scope.onmessage = ({ data }) => {
  if (!isRequest(data)) return;
  try {
    const { size, dark } = qrModules(data.value);
    scope.postMessage({ id: data.id, size, dark }, [dark.buffer]);
  } catch {
    // Too much data for a QR code: the page shows none.
    scope.postMessage({ id: data.id, tooLong: true }, []);
  }
};
