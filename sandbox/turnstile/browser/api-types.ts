/**
 * The types of the stand-in's api.js (api.ts): what a page passes in, the
 * widgets it keeps, and the `window.turnstile` it defines. Types only: the
 * build turns api.ts into a script on its own.
 */
/** What a page may pass to `render`: anything, checked here as Cloudflare's script checks it. */
export type Params = Record<string, unknown>;
export type WidgetRef = string | HTMLElement | null | undefined;

/** One rendered widget and what its page asked for. */
export interface Widget {
  id: string;
  container: HTMLElement;
  params: Params;
  execution: string;
  appearance: string;
  theme: string;
  size: 'normal' | 'compact' | 'flexible';
  refresh: string;
  iframe: HTMLIFrameElement;
  token: string;
  expired: boolean;
  interactive: boolean;
  running: boolean;
}

/** `window.turnstile`, as a page calls it. */
export interface TurnstileApi {
  render: (container: WidgetRef, options?: Params) => string;
  execute: (ref: WidgetRef, options?: Params) => void;
  reset: (ref?: WidgetRef) => void;
  remove: (ref?: WidgetRef) => void;
  getResponse: (ref?: WidgetRef) => string | undefined;
  isExpired: (ref?: WidgetRef) => boolean;
  ready: (callback: unknown) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}
