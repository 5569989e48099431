/**
 * A free TCP port on the loopback interface, for everything the tests and tools start on this
 * machine (the local stack, WebKitWebDriver, `npm start` under test): one copy, not one per caller.
 */
import { createServer } from 'node:net';

/** `preferred` when given; otherwise a port the OS reports free right now (it may be taken before use). */
export function freePort(preferred?: number): Promise<number> {
  if (preferred) return Promise.resolve(preferred);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
