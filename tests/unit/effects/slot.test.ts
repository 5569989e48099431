// createSlot (client/effects/slot.ts): a place the DOM provides later (the bot-check container), awaited by an effect.
import { describe, expect, it } from 'vitest';
import { createSlot } from '../../../client/effects/slot.ts';

/** Whether a promise has settled after pending microtasks ran. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('createSlot', () => {
  it('wait() resolves at once when a value is already set', async () => {
    const slot = createSlot<string>();
    slot.set('container');
    await expect(slot.wait()).resolves.toBe('container');
  });

  it('wait() before set() resolves with the value once it is set', async () => {
    const slot = createSlot<string>();
    const waiting = slot.wait();
    expect(await isSettled(waiting)).toBe(false);
    slot.set('container');
    await expect(waiting).resolves.toBe('container');
  });

  it('every waiter is resolved by the same set()', async () => {
    const slot = createSlot<string>();
    const waits = [slot.wait(), slot.wait(), slot.wait()];
    slot.set('container');
    await expect(Promise.all(waits)).resolves.toEqual(['container', 'container', 'container']);
  });

  it('set(null) (the element unmounted) makes later waits pend until the next value', async () => {
    const slot = createSlot<string>();
    slot.set('first');
    slot.set(null);
    const waiting = slot.wait();
    expect(await isSettled(waiting)).toBe(false);
    slot.set('second');
    await expect(waiting).resolves.toBe('second');
  });

  it('set(null) does not resolve anyone waiting', async () => {
    const slot = createSlot<string>();
    const waiting = slot.wait();
    slot.set(null);
    expect(await isSettled(waiting)).toBe(false);
    slot.set('mounted');
    await expect(waiting).resolves.toBe('mounted');
  });

  it('a replaced value is what later waits get', async () => {
    const slot = createSlot<string>();
    slot.set('old');
    slot.set('new');
    await expect(slot.wait()).resolves.toBe('new');
  });

  it('slots are independent', async () => {
    const a = createSlot<string>();
    const b = createSlot<string>();
    const waitingB = b.wait();
    a.set('a');
    expect(await isSettled(waitingB)).toBe(false);
    await expect(a.wait()).resolves.toBe('a');
  });
});
