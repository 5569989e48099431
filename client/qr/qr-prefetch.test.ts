// The idle prefetch of the QR chunk (client/qr/qr-prefetch.ts; docs/rules.md, Lazy chunks): when it runs, when it does not, and how it waits for idle.
import { describe, expect, it, vi } from 'vitest';
import { initialState } from '../../page/flow/state.ts';
import { decideQrPrefetch, saveDataRequested, scheduleQrPrefetch, type QrPrefetchInput } from './qr-prefetch.ts';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from '../platform/idle.ts';
import type { UpiChannel } from '../../common/channels.ts';
import { upiLink, upiValues } from '../../common/upi.ts';
import { AMOUNT, bankGroup, flagsWith, loaded, upi1, upi2, upiGroup } from '../../page/flow/state.fixture.ts';

const step1 = loaded();
const input = (changes: Partial<QrPrefetchInput> = {}): QrPrefetchInput => ({
  state: step1,
  serverDrawn: false,
  saveData: false,
  ...changes,
});

/** An idle scheduler the test runs by hand, one idle moment at a time. */
function manualIdle() {
  const queued = new Set<() => void>();
  const cancels: Array<ReturnType<typeof vi.fn>> = [];
  const idle = vi.fn((run: () => void) => {
    queued.add(run);
    const cancel = vi.fn(() => queued.delete(run));
    cancels.push(cancel);
    return cancel;
  });
  const runIdle = async () => {
    const due = [...queued];
    queued.clear();
    due.forEach((run) => run());
    // Let the job's promise settle and schedule the next idle moment.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { idle, runIdle, cancels };
}

/** Records what the prefetch did, in order; `ahead` are the codes drawn before it starts. */
function recordingWork(failLoad = false, ahead: readonly string[] = []) {
  const done: string[] = [];
  return {
    done,
    drawn: (value: string) => ahead.includes(value),
    load: vi.fn(() => (done.push('load'), failLoad ? Promise.reject(new Error('offline')) : Promise.resolve())),
    draw: vi.fn((value: string) => (done.push(`draw ${value}`), Promise.resolve())),
    rehearse: vi.fn((channel: UpiChannel) => void done.push(`rehearse ${channel.upi_address}`)),
  };
}

describe('decideQrPrefetch', () => {
  it('prefetches on step 1 with a UPI option', () => {
    expect(step1.step).toBe(1);
    expect(decideQrPrefetch(input())).toBe('prefetch');
  });

  it('fetches nothing ahead when the browser asks to save data', () => {
    expect(decideQrPrefetch(input({ saveData: true }))).toBe('save-data');
  });

  it('needs nothing when the first paint is already step 2 with the QR code the server drew', () => {
    const step2 = loaded({ skipSelection: true }, [upiGroup, bankGroup]);
    expect(step2.step).toBe(2);
    expect(decideQrPrefetch(input({ state: step2, serverDrawn: true }))).toBe('server-drawn');
  });

  it('needs nothing when no option is UPI', () => {
    expect(decideQrPrefetch(input({ state: loaded({}, [bankGroup]) }))).toBe('no-upi');
  });

  it('waits while the channels are loading, and never on the error screen', () => {
    expect(decideQrPrefetch(input({ state: initialState(flagsWith()) }))).toBe('not-ready');
    expect(decideQrPrefetch(input({ state: initialState(flagsWith(), 'invalid-link') }))).toBe('not-ready');
  });
});

describe('scheduleQrPrefetch', () => {
  const [first, second] = [upiLink(upi1, AMOUNT), upiLink(upi2, AMOUNT)];

  it("draws the UPI options' codes, the ones step 2 shows", () => {
    expect(upiValues(step1.groups, step1.amount)).toEqual([first, second]);
  });

  it('draws only the codes not drawn ahead, loading the chunk for them', async () => {
    const { idle, runIdle } = manualIdle();
    const work = recordingWork(false, [first]);
    scheduleQrPrefetch(input(), work, idle);
    for (let moment = 0; moment < 4; moment++) await runIdle();
    expect(work.done).toEqual(['load', `draw ${second}`, `rehearse ${upi1.upi_address}`]);
  });

  it('with every code drawn ahead, loads no chunk and only rehearses step 2', async () => {
    const { idle, runIdle } = manualIdle();
    const work = recordingWork(false, [first, second]);
    scheduleQrPrefetch(input(), work, idle);
    for (let moment = 0; moment < 3; moment++) await runIdle();
    expect(work.done).toEqual([`rehearse ${upi1.upi_address}`]);
    expect(idle).toHaveBeenCalledTimes(1);
  });

  it('when idle, loads the chunk, then draws one code per idle moment, not before, then rehearses step 2 once', async () => {
    const { idle, runIdle } = manualIdle();
    const work = recordingWork();
    expect(scheduleQrPrefetch(input(), work, idle)).toBeTypeOf('function');
    expect(work.done).toEqual([]);
    await runIdle();
    expect(work.done).toEqual(['load']);
    await runIdle();
    expect(work.done).toEqual(['load', `draw ${first}`]);
    await runIdle();
    expect(work.done).toEqual(['load', `draw ${first}`, `draw ${second}`]);
    await runIdle();
    // The first UPI option in display order: the one a payer most likely chooses.
    expect(work.done).toEqual(['load', `draw ${first}`, `draw ${second}`, `rehearse ${upi1.upi_address}`]);
    await runIdle();
    expect(idle).toHaveBeenCalledTimes(4);
  });

  it('goes on past a code that cannot be drawn, and swallows a rehearsal that throws', async () => {
    const { idle, runIdle } = manualIdle();
    const work = {
      ...recordingWork(),
      draw: vi.fn((value: string) => {
        if (value === first) throw new Error('too long');
        return Promise.resolve();
      }),
      rehearse: vi.fn(() => {
        throw new Error('render failed');
      }),
    };
    scheduleQrPrefetch(input(), work, idle);
    // An uncaught error or an unhandled rejection would fail the run here.
    for (let moment = 0; moment < 5; moment++) await runIdle();
    expect(work.draw.mock.calls).toEqual([[first], [second]]);
    expect(work.rehearse).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['save data', input({ saveData: true })],
    ['server-drawn QR code', input({ state: loaded({ skipSelection: true }, [upiGroup]), serverDrawn: true })],
    ['no UPI option', input({ state: loaded({}, [bankGroup]) })],
  ])('schedules nothing with %s', (_, given) => {
    const { idle } = manualIdle();
    const work = recordingWork();
    expect(scheduleQrPrefetch(given, work, idle)).toBeUndefined();
    expect(idle).not.toHaveBeenCalled();
    expect(work.done).toEqual([]);
  });

  it('stops when cancelled: the pending idle moment is cancelled and nothing more is drawn', async () => {
    const { idle, runIdle, cancels } = manualIdle();
    const work = recordingWork();
    const stop = scheduleQrPrefetch(input(), work, idle);
    await runIdle();
    stop?.();
    expect(cancels[1]).toHaveBeenCalled();
    await runIdle();
    expect(work.done).toEqual(['load']);
  });

  it('swallows a chunk that fails to load and draws nothing: drawing loads it again and reports a failure then', async () => {
    const { idle, runIdle } = manualIdle();
    const work = recordingWork(true);
    scheduleQrPrefetch(input(), work, idle);
    // An unhandled rejection would fail the run here.
    await runIdle();
    await runIdle();
    expect(work.done).toEqual(['load']);
  });
});

describe('whenIdle', () => {
  const timers = () => ({ setTimeout: vi.fn(() => 7), clearTimeout: vi.fn() });

  it(`uses requestIdleCallback with a ${IDLE_TIMEOUT_MS} ms limit, and cancels it`, () => {
    const host = { ...timers(), requestIdleCallback: vi.fn(() => 42), cancelIdleCallback: vi.fn() };
    const run = vi.fn();
    const cancel = whenIdle(run, host);
    expect(host.requestIdleCallback).toHaveBeenCalledWith(run, { timeout: IDLE_TIMEOUT_MS });
    expect(host.setTimeout).not.toHaveBeenCalled();
    cancel();
    expect(host.cancelIdleCallback).toHaveBeenCalledWith(42);
  });

  it(`falls back to a ${IDLE_FALLBACK_MS} ms timeout where there is no requestIdleCallback (Safari)`, () => {
    const host = timers();
    const run = vi.fn();
    const cancel = whenIdle(run, host);
    expect(host.setTimeout).toHaveBeenCalledWith(run, IDLE_FALLBACK_MS);
    cancel();
    expect(host.clearTimeout).toHaveBeenCalledWith(7);
  });
});

describe('saveDataRequested', () => {
  const nav = (connection: unknown) => ({ connection }) as unknown as Navigator;
  it('is true only when the connection says saveData', () => {
    expect(saveDataRequested(nav({ saveData: true }))).toBe(true);
    expect(saveDataRequested(nav({ saveData: false }))).toBe(false);
    expect(saveDataRequested(nav(undefined))).toBe(false);
  });
});
