/**
 * The sandbox's D1 schema, created on demand: the first request in each isolate
 * runs the idempotent CREATE statements, so `npm start` and the tests need no
 * migration step. Times are ISO-8601 UTC strings, which sort as they compare.
 */

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS deposits (
    id TEXT PRIMARY KEY,
    app_id TEXT NOT NULL,
    channel_id TEXT NOT NULL,
    utr_number TEXT NOT NULL,
    upload_id TEXT,
    amount INTEGER NOT NULL CHECK (amount > 0),
    status TEXT NOT NULL DEFAULT 'pending',
    created_at TEXT NOT NULL,
    UNIQUE (app_id, utr_number)
  )`,
  // state: open → receiving (one upload in flight) → uploaded; a rejected file reopens the slot.
  `CREATE TABLE IF NOT EXISTS uploads (
    id TEXT PRIMARY KEY,
    app_id TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'receiving', 'uploaded')),
    expires_at TEXT NOT NULL,
    size INTEGER,
    content_type TEXT,
    created_at TEXT NOT NULL,
    uploaded_at TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS turnstile_tokens (
    token TEXT PRIMARY KEY,
    issued_at TEXT NOT NULL,
    used_at TEXT
  )`,
];

let ready: Promise<void> | null = null;

/** The database, once its tables exist. A failed attempt is retried by the next request. */
export async function database(db: D1Database): Promise<D1Database> {
  ready ??= db.batch(SCHEMA.map((sql) => db.prepare(sql))).then(
    () => undefined,
    (error: unknown) => {
      ready = null;
      throw error;
    },
  );
  await ready;
  return db;
}

export function isoNow(now: Date = new Date()): string {
  return now.toISOString();
}
