/**
 * `npm start`: build everything, run the page and the sandbox payment worker on
 * this machine (127.0.0.1:8787 and :8788) and the merchant demo host that embeds the page
 * (localhost:8790, another site: docs/README.md, The merchant demo host), and print links to open.
 * No Cloudflare account and no network beyond localhost. Ctrl+C stops all three.
 *
 * Every data point the page writes (a page request, or a beacon event from the browser) prints
 * as one `[events]` line, so the funnel moves on screen while you click through
 * (docs/operations.md, 'Local development').
 */
import { ensureBuilt } from '../make/fresh.ts';
import { startStack, type StackLogLine } from '../harness/local-stack.ts';
import { describePoint, readPointLine, readRequestLine } from '../harness/data-points-log.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../sandbox/sign-link.ts';
import { demoOrigin, startMerchantDemo } from '../harness/merchant-demo/server.ts';
import { parseEmbedOrigins } from '../page-worker/config/embed-origins.ts';

const pagePort = Number(process.env.PORT ?? 8787);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8788);
const demoPort = Number(process.env.DEMO_PORT ?? 8790);
/**
 * The merchants' own origins a developer embeds the page from (`EMBED_ORIGINS=http://localhost:3000
 * npm start`), added to the demo host's: the page's EMBED_ORIGINS rule reads them
 * (docs/embedding.md, What the operator configures), and a malformed one is its configuration error.
 */
const embedOrigins = [demoOrigin(demoPort), ...(process.env.EMBED_ORIGINS ?? '').split(',')]
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '')
  .join(',');

function printLine(line: StackLogLine): void {
  const point = readPointLine(line.text);
  if (point) return console.log(`[events] ${describePoint(point)}`);
  // The request line says what the page's data point says (and its ray id): one line per request is enough.
  if (readRequestLine(line.text)) return;
  if (line.source === 'stderr') console.error(line.text);
  else console.log(line.text);
}

// Read by the page worker's own rule before anything starts (npm start is the local configuration):
// a malformed entry stops here with the line every link would log, instead of a page whose every
// link answers 500. An entry with a trailing slash is its origin (docs/security.md, Who may frame the page).
const embedders = parseEmbedOrigins(embedOrigins, true);
if (!embedders.ok) {
  console.error(`Configuration error: ${embedders.problem}`);
  process.exit(1);
}

await ensureBuilt();
const stack = await startStack({
  pagePort,
  sandboxPort,
  persist: true,
  onLogLine: printLine,
  // The demo host's origin (wrangler.toml's local value names the one on 8790), and the developer's own.
  pageVars: { EMBED_ORIGINS: embedOrigins },
});
const demo = await startMerchantDemo({ pageUrl: stack.pageUrl, port: demoPort });

const link = (test: boolean, appId = 'demo', amountPaise = 150_050) =>
  createPayerLink({
    pageUrl: stack.pageUrl,
    appId,
    amountPaise,
    test,
    ttlSeconds: 86_400,
    secret: SANDBOX_JWT_SECRET,
  });

console.log(`
Payment page        ${stack.pageUrl}
Sandbox payments    ${stack.sandboxUrl}
Merchant demo       ${demo.url}  (the page embedded in a shop on another site: modal and inline)
May embed the page  ${embedOrigins.split(',').join(', ')}  (add yours: EMBED_ORIGINS=http://localhost:3000 npm start)

Open a payer link (₹1,500.50, valid for 24 hours):
  ${await link(false)}

In test mode (UTRs like TEST12345678 pass, FAIL12345678 is rejected by the "bank"):
  ${await link(true)}

One payee of each kind (docs/rules.md, Who the payee is), ₹2,500, above what a saved QR code pays a person:
  merchant  ${await link(true, 'merchant', 250_000)}
  personal  ${await link(true, 'personal', 250_000)}
  unknown   ${await link(true, 'unknown', 250_000)}

Large amounts and bank transfers (docs/rules.md, Bank transfers and large amounts):
  personal payee, ₹1,50,000 (no UPI; a link to bank transfer)  ${await link(true, 'personal-bank', 15_000_000)}
  merchant payee, ₹1,50,000 (a quiet line)                     ${await link(true, 'merchant-bank', 15_000_000)}
  bank, a person's name, ₹6,00,000 (NEFT or RTGS)              ${await link(true, 'bank-person', 60_000_000)}
  bank, a company's name, ₹3,00,000 (IMPS, NEFT or RTGS)       ${await link(true, 'bank-company', 30_000_000)}
  bank, no name, ₹1,500 (IMPS or NEFT)                         ${await link(true, 'bank-unnamed', 150_000)}
  bank, a malformed name the page ignores, ₹1,500              ${await link(true, 'bank-malformed-name', 150_000)}

More links: npm run link -- --amount 250 [--app demo] [--test]
Press Ctrl+C to stop.`);

const stop = async () => {
  await Promise.all([demo.close(), stack.dispose()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
