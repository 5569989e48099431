/** Toasts with a positive duration remove themselves (docs/rules.md, Toasts and durations); others wait for Close. */
import { useEffect, useRef } from 'react';
import type { Toast } from '../../page/flow/state.ts';

export function useToastTimers(toasts: Toast[], close: (id: number) => void): void {
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const live = new Set(toasts.map((toast) => toast.id));
    for (const toast of toasts) {
      if (timers.current.has(toast.id) || !(toast.durationMs && toast.durationMs > 0)) continue;
      timers.current.set(
        toast.id,
        setTimeout(() => close(toast.id), toast.durationMs),
      );
    }
    for (const [id, timer] of timers.current) {
      if (live.has(id)) continue;
      clearTimeout(timer);
      timers.current.delete(id);
    }
  }, [toasts, close]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
}
