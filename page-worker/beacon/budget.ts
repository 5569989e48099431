/**
 * The isolate's budget of beacon data points (docs/rules.md, Operations data): one token bucket of
 * BEACON_POINTS_PER_MINUTE, of which the last RESERVED_POINTS only a real link's funnel may take.
 * A point is reserved when its ticket is verified (the payment worker answered for the link, so
 * nobody can make one up) and it is the link's first `step-2`, `done` or error screen this isolate
 * has written: what the funnel and the error screens count. Everything else (vitals, the other
 * funnel kinds, unverified tickets, a link's repeats) stops while the bucket holds no more than the
 * reserve, so no flood of other tickets can drop a real payer's step 2 or done; one real link
 * reloaded takes at most three reserved points, and a link has one token spelling (so one hash:
 * common/payer-link.ts), so one app's links take the reserve only as fast as the app issues real
 * links (docs/rules.md, Operations data). The bucket still caps what a flood costs: the reserve is
 * part of it, not beside it.
 */
import { tokenBucket, type TokenBucket } from '../token-bucket.ts';

/** Data points per isolate: a burst of this many, refilled at this many a minute. */
export const BEACON_POINTS_PER_MINUTE = 600;
/**
 * Of those, the room only reserved points may take: a sixth, the first step 2, done and error
 * screen of 33 real links a minute per isolate under a flood, while vitals keep the rest.
 */
export const RESERVED_POINTS = 100;
/** The kinds a real link's first point of may take the reserve: what the funnel and error screens count. */
export const RESERVED_KINDS: readonly string[] = ['step-2', 'done', 'error-screen'];
/** Links remembered per isolate as having used their reserve; past it the first remembered give way. */
export const MAX_RESERVED_LINKS = 10_000;
const DROP_REPORT_MS = 60_000;

/** What the budget reads of a ticket: whether the payment worker answered for its link, and which. */
interface Holder {
  verified: boolean;
  link: string;
}

export interface PointBudget {
  /**
   * Takes room for these points; for each, whether it got some. The reserved ones are taken
   * together, and the others together (each group all or nothing), so a step 2 that shares a
   * beacon with vitals is not dropped for them.
   */
  spend(holder: Holder, events: readonly { kind: string }[]): boolean[];
}

export function pointBudget(now: () => number = () => Date.now()): PointBudget {
  const bucket: TokenBucket = tokenBucket(BEACON_POINTS_PER_MINUTE, BEACON_POINTS_PER_MINUTE, now);
  /** Per link, the reserved kinds it has written, in the order links first used the reserve. */
  const reservedBy = new Map<string, string[]>();
  let dropped = 0;
  let reportedAt = -Infinity;

  const drop = (count: number) => {
    dropped += count;
    const time = now();
    if (time - reportedAt < DROP_REPORT_MS) return;
    // A count only: never the link, the ticket or the request.
    console.warn(JSON.stringify({ event: 'beacon-points-dropped', count: dropped }));
    dropped = 0;
    reportedAt = time;
  };

  return {
    spend(holder, events) {
      const used = reservedBy.get(holder.link) ?? [];
      const fresh = new Set<string>();
      const reserved = events.map(({ kind }) => {
        if (!holder.verified || !holder.link || !RESERVED_KINDS.includes(kind)) return false;
        if (used.includes(kind) || fresh.has(kind)) return false;
        fresh.add(kind);
        return true;
      });
      const others = reserved.filter((is) => !is).length;
      const reservedGot = fresh.size === 0 || bucket.take(fresh.size);
      const othersGot = others === 0 || bucket.take(others, RESERVED_POINTS);
      if (fresh.size > 0 && reservedGot) {
        reservedBy.delete(holder.link);
        reservedBy.set(holder.link, [...used, ...fresh]);
        for (const link of reservedBy.keys()) {
          if (reservedBy.size <= MAX_RESERVED_LINKS) break;
          reservedBy.delete(link);
        }
      }
      const got = reserved.map((is) => (is ? reservedGot : othersGot));
      const refused = got.filter((is) => !is).length;
      if (refused > 0) drop(refused);
      return got;
    },
  };
}
