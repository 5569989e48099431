// The log limiter behind /csp-reports (docs/security.md, 'CSP reports'): a burst, a steady rate, one "dropped" line a minute.
import { describe, expect, it } from 'vitest';
import { createLogLimiter } from './log-limiter.ts';

function limiter(perMinute = 10) {
  let now = 0;
  const lines: string[] = [];
  const log = createLogLimiter({
    perMinute,
    now: () => now,
    log: (line) => lines.push(line),
    dropped: (count) => `${count} dropped`,
  });
  return {
    lines,
    write: (line = 'x') => log.write(line),
    advance: (ms: number) => (now += ms),
  };
}

describe('createLogLimiter', () => {
  it('writes a burst of perMinute lines, then nothing more in that instant', () => {
    const b = limiter();
    for (let i = 0; i < 100; i++) b.write(`line ${i}`);
    expect(b.lines).toEqual(Array.from({ length: 10 }, (_, i) => `line ${i}`));
  });

  it('refills at perMinute a minute', () => {
    const b = limiter();
    for (let i = 0; i < 10; i++) b.write();
    b.advance(6_000); // one token
    b.write('a');
    b.write('b');
    expect(b.lines.slice(10)).toEqual(['a']);
  });

  it('tells the dropped count a minute after the first drop, with the next line, and resets it', () => {
    const b = limiter();
    for (let i = 0; i < 13; i++) b.write();
    b.advance(59_999);
    b.write('early');
    expect(b.lines.filter((line) => line.endsWith('dropped'))).toEqual([]);
    b.advance(1);
    b.write('late');
    // 'early' was written (refilled tokens), so three were dropped; then 'late' is written after the count.
    expect(b.lines.slice(-2)).toEqual(['3 dropped', 'late']);
  });

  it('under a flood of 100 writes a second for 10 minutes writes perMinute lines a minute (plus the first burst) and one count line', () => {
    const b = limiter();
    const perMinute: number[] = [];
    for (let minute = 0; minute < 10; minute++) {
      const before = b.lines.length;
      for (let second = 0; second < 60; second++) {
        for (let i = 0; i < 100; i++) b.write();
        b.advance(1000);
      }
      perMinute.push(b.lines.length - before);
    }
    // The first minute: the full bucket and what refills meanwhile; then the refill and one count line.
    expect(perMinute[0]).toBeLessThanOrEqual(2 * 10 + 1);
    expect(Math.max(...perMinute.slice(1))).toBeLessThanOrEqual(10 + 1);
    expect(b.lines.filter((line) => line.endsWith('dropped')).length).toBeLessThanOrEqual(10);
    const told = b.lines.filter((line) => line.endsWith('dropped')).map((line) => Number.parseInt(line, 10));
    const written = b.lines.filter((line) => line === 'x').length;
    expect(written + told.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(10 * 60 * 100);
  });
});
