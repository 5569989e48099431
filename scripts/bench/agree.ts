/** Whether two timings of the same thing agree (scripts/bench/table.ts, the tap's two methods): within 20 % of the larger. */
export const agree = (a: number, b: number): boolean => Math.abs(a - b) <= 0.2 * Math.max(a, b);
