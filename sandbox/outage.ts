/**
 * The app id whose every call answers 503, as a payment worker in an outage would, before it looks
 * at the token (sandbox/index.ts): how a developer and the tests see the page's `unavailable`
 * (docs/README.md, The sandbox payment worker). No import, so the test harness can read it in Node.
 */
export const OUTAGE_APP_ID = 'outage';
