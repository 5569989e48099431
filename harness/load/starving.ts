/**
 * The starving experiment (docs/security.md, 'Attacks and the tests that stop them'): a paced flood
 * of whitespace spellings of one real link, run while 15 real payers visit, against the page worker
 * and the sandbox payment worker in workerd (one isolate, so one beacon budget). It counts how many
 * payers' first `step-2` the page worker wrote.
 *
 * The flood, spelling by spelling: it loads the page of `/{appId}/{token}<whitespace>` and sends
 * three beacons, 22 points, with the ticket that page carried: a `step-2`, a `done` and an error
 * screen (the kinds the budget's reserve is for), the five vitals and `submit-started`s to fill the
 * shared room. A spelling that gets no ticket (an invalid link) costs the flood nothing: it sends the
 * same beacons with a ticket of the real link itself, reloaded, the most it can still do. Every
 * `PAYERS_EVERY` spellings, one payer opens their own link and sends their first `step-2`.
 */
import { startStack } from '../local-stack.ts';
import { readPointLine, type LoggedPoint } from '../data-points-log.ts';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';

export interface StarvingOptions {
  /** Distinct whitespace spellings of the one link (spaces and tabs after the token). */
  spellings: number;
  payers: number;
}

export const STARVING: StarvingOptions = { spellings: 200, payers: 15 };

/** Statuses as `status → count`. */
type Statuses = Record<string, number>;

export interface StarvingFigures {
  spellings: number;
  /** What the spellings' pages answered. */
  spellingPages: Statuses;
  /** How many of those pages carried a beacon ticket. */
  spellingTickets: number;
  /** Distinct link hashes the spellings' own tickets carried. */
  spellingLinks: number;
  /** What the flood's beacons were answered, and how many points they carried. */
  floodBeacons: Statuses;
  floodPoints: number;
  payers: number;
  /** What each payer's first step-2 was answered. */
  payerStep2: Statuses;
  /** Payers whose step-2 row the page worker wrote. */
  payerRows: number;
  seconds: number;
}

const BOOT = /<script type="application\/json" id="boot">([^<]*)<\/script>/;

/** The n-th spelling (n ≥ 1): its binary digits after the leading one, 0 a tab and 1 a space. */
export function spelling(n: number): string {
  return [...(n + 1).toString(2).slice(1)].map((bit) => (bit === '1' ? '%20' : '%09')).join('');
}

const count = (statuses: Statuses, status: number) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
};

export async function runStarving(options: StarvingOptions = STARVING): Promise<StarvingFigures> {
  const points: LoggedPoint[] = [];
  const stack = await startStack({
    onLogLine: (line) => {
      const point = line.worker === 'page' ? readPointLine(line.text) : null;
      if (point) points.push(point);
    },
  });
  try {
    const origin = stack.pageUrl;
    /** A link's path on the page, signed by the sandbox: a real link (amounts differ, so tokens do). */
    const realLink = async (amountPaise: number) =>
      new URL(await createPayerLink({ pageUrl: origin, appId: 'demo', amountPaise, secret: SANDBOX_JWT_SECRET }))
        .pathname;
    const page = async (path: string) => {
      const response = await fetch(`${origin}${path}`);
      const boot = BOOT.exec(await response.text())?.[1];
      const ticket = boot ? (JSON.parse(boot) as { beaconTicket?: string }).beaconTicket : undefined;
      return { status: response.status, ticket };
    };
    const beacon = (ticket: string, events: object[]) =>
      fetch(`${origin}/beacon`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin },
        body: JSON.stringify({ appId: 'demo', language: 'en', ticket, events }),
      });
    // Three beacons a spelling, one reserved kind in each: the budget takes a beacon's reserved points
    // all or nothing, so one at a time they take the reserve's refill point by point, as a payer's does.
    const floodBeacons = [
      [
        { kind: 'step-2', detail: 'upi', value: 900 },
        ...['LCP', 'INP', 'CLS', 'FCP', 'TTFB'].map((metric) => ({ kind: 'vital', detail: metric, value: 1 })),
        ...Array.from({ length: 14 }, () => ({ kind: 'submit-started', value: 1 })),
      ],
      [{ kind: 'done', value: 5000 }],
      [{ kind: 'error-screen', detail: 'load', value: 300 }],
    ];

    const flooded = await realLink(150_050);
    const payerLinks = await Promise.all(Array.from({ length: options.payers }, (_, at) => realLink(100_000 + at)));
    const figures: StarvingFigures = {
      spellings: options.spellings,
      spellingPages: {},
      spellingTickets: 0,
      spellingLinks: 0,
      floodBeacons: {},
      floodPoints: 0,
      payers: options.payers,
      payerStep2: {},
      payerRows: 0,
      seconds: 0,
    };
    const spellingTickets: string[] = [];
    const payerTickets: string[] = [];
    const every = Math.max(1, Math.floor(options.spellings / options.payers));
    const started = Date.now();
    for (let n = 1; n <= options.spellings; n += 1) {
      const spelt = await page(`${flooded}${spelling(n)}`);
      count(figures.spellingPages, spelt.status);
      if (spelt.ticket) spellingTickets.push(spelt.ticket);
      const ticket = spelt.ticket ?? (await page(flooded)).ticket ?? '';
      for (const events of floodBeacons) {
        count(figures.floodBeacons, (await beacon(ticket, events)).status);
        figures.floodPoints += events.length;
      }
      const payer = n % every === 0 ? payerLinks[n / every - 1] : undefined;
      if (payer) {
        const { ticket: payerTicket = '' } = await page(payer);
        payerTickets.push(payerTicket);
        const answer = await beacon(payerTicket, [{ kind: 'step-2', detail: 'upi', value: 1200 }]);
        count(figures.payerStep2, answer.status);
      }
    }
    figures.seconds = Math.round((Date.now() - started) / 1000);
    figures.spellingTickets = spellingTickets.length;
    // A ticket's link hash is its seventh dot-separated field (page-worker/beacon/beacon-ticket.ts).
    const linkOf = (ticket: string) => ticket.split('.')[6] ?? '';
    figures.spellingLinks = new Set(spellingTickets.map(linkOf)).size;
    // The last data point lines may still be on their way from workerd.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const payerLinkHashes = new Set(payerTickets.map(linkOf));
    figures.payerRows = new Set(
      points
        .filter((point) => point.blobs[0] === 'step-2' && payerLinkHashes.has(point.indexes[0] ?? ''))
        .map((point) => point.indexes[0]),
    ).size;
    return figures;
  } finally {
    await stack.dispose();
  }
}

/** The figures as the report prints them. */
export function describeStarving(figures: StarvingFigures): string {
  const statuses = (counts: Statuses) =>
    Object.entries(counts)
      .map(([status, times]) => `${times} × ${status}`)
      .join(', ');
  return [
    `Starving experiment: ${figures.spellings} whitespace spellings of one real link, ${figures.payers} real payers, ${figures.seconds} s`,
    `  spellings' pages: ${statuses(figures.spellingPages)}; ${figures.spellingTickets} carried a ticket, for ${figures.spellingLinks} distinct link hashes`,
    `  flood beacons: ${statuses(figures.floodBeacons)} (${figures.floodPoints} points)`,
    `  payers' first step-2: ${statuses(figures.payerStep2)}; rows written for ${figures.payerRows} of ${figures.payers}`,
  ].join('\n');
}
