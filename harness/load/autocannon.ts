/**
 * The part of autocannon 9's API the load runs use (it ships no types): the
 * load test's mix of checked requests and the bench's plain timed runs.
 */
import { createRequire } from 'node:module';

export interface AutocannonRequest {
  method: 'GET';
  path: string;
  onResponse: (status: number, body: string) => void;
}

export interface AutocannonOptions {
  url: string;
  connections: number;
  /** Seconds; ignored when `amount` is given. */
  duration?: number;
  /** A number of requests to make instead of a duration. */
  amount?: number;
  /** Requests each connection cycles through; without them, GET `url`. */
  requests?: AutocannonRequest[];
}

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
