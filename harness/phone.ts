/**
 * A mid-range phone on a slow mobile network, emulated in Chromium over the bare DevTools
 * protocol (harness/cdp.ts): the profile `npm run bench` and the main-thread test time the page
 * with (docs/performance.md). The numbers are Lighthouse's mobile defaults, so the bench and
 * Lighthouse describe the same phone.
 */
import type { CdpBrowser } from './cdp.ts';

/** Lighthouse's emulated Moto G Power: screen and pixel ratio (and touch, below). */
export const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true } as const;

/**
 * A Pixel 7 as Playwright describes it: the screen of a phone payers hold, with more device pixels
 * per CSS pixel (2.625) than Lighthouse's, so every frame paints and rasters more.
 */
export const PIXEL_7_SCREEN = { width: 412, height: 915, deviceScaleFactor: 2.625, mobile: true } as const;

/** A screen to emulate: CSS size, device pixel ratio, mobile viewport. */
export interface PhoneScreen {
  width: number;
  height: number;
  deviceScaleFactor: number;
  mobile: boolean;
}

/** Lighthouse's CPU slowdown for its mobile profile. */
export const CPU_SLOWDOWN = 4;

/**
 * Lighthouse's "slow 4G" as DevTools throttling applies it (150 ms RTT and 1.6 Mbps, with its
 * request-level adjustment: 562.5 ms per request, 90 % of the bandwidth), in the units of
 * `Network.emulateNetworkConditions`: milliseconds and bytes per second.
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1_474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
} as const;

/**
 * A payer who turned on Data Saver: `navigator.connection.saveData` reads true. Chromium takes
 * it from a browser setting that headless mode cannot turn on, so it is answered where the page
 * reads it. Also usable with Playwright's `page.addInitScript`.
 */
export const SAVE_DATA_SCRIPT = `(() => {
  const connection = navigator.connection;
  if (connection) Object.defineProperty(connection, 'saveData', { get: () => true, configurable: true });
  else Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
})();`;

export interface PhoneOptions {
  /** The screen to emulate. Default PHONE_SCREEN (Lighthouse's). */
  screen?: PhoneScreen;
  /** CPU slowdown factor (1: none). Default CPU_SLOWDOWN. */
  cpu?: number;
  /** Throttle the network to SLOW_4G. Default true. */
  slowNetwork?: boolean;
  /** Emulate Data Saver (SAVE_DATA_SCRIPT). */
  saveData?: boolean;
  /** Scripts run in every document before the page's own. */
  initScripts?: readonly string[];
  /**
   * Turn the Runtime domain on, as Playwright and Lighthouse do: only to show what that costs
   * (harness/cdp.ts), never for the figures a payer sees.
   */
  devtoolsRuntime?: boolean;
  /** Permissions granted to the tab's context, by their DevTools names (`clipboardReadWrite`, say). */
  permissions?: readonly string[];
}

/**
 * How long a finger rests on the glass in a tap (a quick tap is about 80 to 100 ms). A touch lifted
 * the instant it landed would make the page answer the finger landing (pointerover, pointerdown,
 * touchstart) after the lift, and count that as the tap's delay.
 */
export const TAP_HOLD_MS = 80;

export interface PhoneTab {
  /** The page's DevTools session (for Tracing and the like, which are browser-wide). */
  sessionId: string;
  navigate(url: string): Promise<void>;
  /** Evaluates an expression in the page (awaiting a promise it returns) and answers its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** A real touch (touchstart, TAP_HOLD_MS, touchend) at the middle of the first element matching `selector`. */
  tap(selector: string): Promise<void>;
  /** Hands the file input matching `selector` a file, as the picker does: the input's change event follows. */
  attach(selector: string, path: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A tab in a fresh browser context (cold caches, like a payer opening the link for the first
 * time), emulating the phone. The Runtime domain stays off unless asked (harness/cdp.ts says why).
 */
export async function openPhoneTab(browser: CdpBrowser, options: PhoneOptions = {}): Promise<PhoneTab> {
  const {
    screen = PHONE_SCREEN,
    cpu = CPU_SLOWDOWN,
    slowNetwork = true,
    saveData = false,
    initScripts = [],
    devtoolsRuntime = false,
    permissions = [],
  } = options;
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext');
  const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
    url: 'about:blank',
    browserContextId,
  });
  const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  if (permissions.length) await browser.send('Browser.grantPermissions', { permissions, browserContextId });
  const send = <T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}) =>
    browser.send<T>(method, params, sessionId);

  await send('Emulation.setDeviceMetricsOverride', { ...screen });
  await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  if (cpu !== 1) await send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (slowNetwork) {
    await send('Network.enable');
    await send('Network.emulateNetworkConditions', { ...SLOW_4G });
  }
  if (devtoolsRuntime) await send('Runtime.enable');
  await send('Page.enable');
  for (const source of [...(saveData ? [SAVE_DATA_SCRIPT] : []), ...initScripts]) {
    await send('Page.addScriptToEvaluateOnNewDocument', { source });
  }

  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await send<{
      result: { value?: T };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails)
      throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as T;
  };

  return {
    sessionId,
    async navigate(url) {
      const loaded = new Promise<void>((resolve) => {
        const stop = browser.on('Page.loadEventFired', (_, from) => {
          if (from !== sessionId) return;
          stop();
          resolve();
        });
      });
      const { errorText } = await send<{ errorText?: string }>('Page.navigate', { url });
      if (errorText) throw new Error(`navigation failed: ${errorText}`);
      await loaded;
    },
    evaluate,
    async tap(selector) {
      const point = await evaluate<{ x: number; y: number } | null>(`(() => {
        const element = document.querySelector(${JSON.stringify(selector)});
        if (!element) return null;
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      })()`);
      if (!point) throw new Error(`nothing to tap: ${selector}`);
      await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await new Promise((resolve) => setTimeout(resolve, TAP_HOLD_MS));
      await send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
    async attach(selector, path) {
      const { root } = await send<{ root: { nodeId: number } }>('DOM.getDocument', { depth: 0 });
      const { nodeId } = await send<{ nodeId: number }>('DOM.querySelector', { nodeId: root.nodeId, selector });
      if (!nodeId) throw new Error(`no file input to attach to: ${selector}`);
      await send('DOM.setFileInputFiles', { nodeId, files: [path] });
    },
    async close() {
      await browser.send('Target.disposeBrowserContext', { browserContextId });
    },
  };
}
