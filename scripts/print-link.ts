/**
 * `npm run link -- --amount 1500.50 [--app demo] [--test] [--page URL] [--ttl SECONDS]`
 * prints a payer link signed for the sandbox payment worker, for local
 * development. The page is where `npm start` serves it: 127.0.0.1 on `PORT`
 * (8787 unset), as npm start reads it. Bad input prints the usage and exits with status 2.
 */
import { parseArgs } from 'node:util';
import {
  createPayerLink,
  DEFAULT_APP_ID,
  DEFAULT_PAGE_URL,
  DEFAULT_TTL_SECONDS,
  parseRupees,
} from '../sandbox/sign-link.ts';

/** Where `npm start` serves the page: the same `PORT` it reads (docs/operations.md, Local development). */
const PAGE_URL = /^[1-9][0-9]{0,4}$/.test(process.env.PORT ?? '')
  ? `http://127.0.0.1:${process.env.PORT}`
  : DEFAULT_PAGE_URL;

const USAGE = `Usage: npm run link -- --amount <rupees> [--app <id>] [--test] [--page <url>] [--ttl <seconds>]

  --amount  amount in rupees, at most 2 decimals, e.g. 1500 or 1500.50 (required)
  --app     app id (default ${DEFAULT_APP_ID}; "single", "empty", "merchant", "personal" and "unknown" are sandbox apps
            with their own channels)
  --test    test mode: adds ?test=1 and lets test/fail UTRs through
  --page    where the payment page runs (default ${PAGE_URL}, from PORT as npm start reads it)
  --ttl     token lifetime in seconds (default ${DEFAULT_TTL_SECONDS})`;

function fail(message: string): never {
  console.error(`link: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseTtl(text: string): number {
  if (!/^[1-9][0-9]*$/.test(text) || !Number.isSafeInteger(Number(text))) {
    fail(`--ttl "${text}" must be a positive whole number of seconds`);
  }
  return Number(text);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        amount: { type: 'string' },
        app: { type: 'string', default: DEFAULT_APP_ID },
        test: { type: 'boolean', default: false },
        page: { type: 'string', default: PAGE_URL },
        ttl: { type: 'string', default: String(DEFAULT_TTL_SECONDS) },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.amount === undefined) fail('--amount is required');
  if (values.app.trim() === '') fail('--app must not be empty');

  let link: string;
  try {
    link = await createPayerLink({
      pageUrl: values.page,
      appId: values.app,
      amountPaise: parseRupees(values.amount),
      test: values.test,
      ttlSeconds: parseTtl(values.ttl),
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  console.log(link);
}

await main();
