/** A place the DOM will provide later: `set` by a React ref callback, awaited by an effect. */

export interface Slot<T> {
  /** Free of `this`, so it can be handed to React as a ref callback as it is. */
  set: (value: T | null) => void;
  wait: () => Promise<T>;
}

export function createSlot<T>(): Slot<T> {
  let current: T | null = null;
  let waiters: Array<(value: T) => void> = [];
  return {
    set(value) {
      current = value;
      if (value === null) return;
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve(value);
    },
    wait() {
      return current !== null ? Promise.resolve(current) : new Promise<T>((resolve) => waiters.push(resolve));
    },
  };
}
