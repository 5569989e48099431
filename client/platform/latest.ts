/**
 * What the feature hooks (`use-*.ts` in each folder of client/) share: how they dispatch, and the latest committed value
 * of something, for work that outlives the render that started it (a submission, a load, the idle
 * QR prefetch).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { Action } from '../../page/flow/state.ts';

export type Dispatch = (action: Action) => void;

/** A ref that holds `value` as of the last commit. */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  return latest;
}
