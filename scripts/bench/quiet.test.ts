/**
 * The bench's wait for a quiet machine (scripts/bench/quiet.ts; docs/performance.md, What each
 * row means): how busy the cores were from /proc/stat, and waiting until a second under 15 %.
 */
import { describe, expect, it, vi } from 'vitest';
import { busyBetween, parseCpuTimes, QUIET_BUSY, waitForQuiet } from './quiet.ts';

describe('how busy the machine is', () => {
  it('reads all cores from the first line of /proc/stat, counting I/O wait as idle', () => {
    const stat = 'cpu  100 5 20 800 50 0 3 2 0 0\ncpu0 50 2 10 400 25 0 1 1 0 0\n';
    expect(parseCpuTimes(stat)).toEqual({ busy: 130, total: 980 });
    expect(parseCpuTimes('intr 1 2 3')).toBeNull();
  });

  it('is the busy share of the time between two readings', () => {
    expect(busyBetween({ busy: 100, total: 1000 }, { busy: 150, total: 1200 })).toBe(0.25);
    expect(busyBetween({ busy: 100, total: 1000 }, { busy: 100, total: 1000 })).toBe(0);
  });
});

describe('waiting for quiet', () => {
  it('samples until a second is under the limit, and says it waited', async () => {
    const readings = [0.9, 0.5, QUIET_BUSY];
    const messages: string[] = [];
    let clock = 0;
    const sample = async () => {
      clock += 1_000;
      return readings.shift() ?? 0;
    };
    const now = vi.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      expect(await waitForQuiet((message) => messages.push(message), sample)).toBe(QUIET_BUSY);
    } finally {
      now.mockRestore();
    }
    expect(readings).toEqual([]);
    expect(messages).toEqual(['  waited 3 s for the machine to be quiet']);
  });

  it('times anyway after the limit, and says the machine stayed busy', async () => {
    const messages: string[] = [];
    let samples = 0;
    const busy = await waitForQuiet(
      (message) => messages.push(message),
      async () => (samples++, 0.8),
      0,
    );
    expect(busy).toBe(0.8);
    expect(samples).toBe(1);
    expect(messages[0]).toContain('the machine stayed busy (80 % of its cores)');
  });

  it('does not wait where the system cannot say', async () => {
    expect(
      await waitForQuiet(
        () => {},
        async () => null,
      ),
    ).toBeNull();
  });
});
