/**
 * Chromium driven over the bare DevTools protocol, for timing the page as a payer's phone runs
 * it. Playwright (and Lighthouse) turn on the protocol's Runtime domain in every page, and with
 * it on V8 collects source positions the first time a script constructs an Error: React DOM
 * does so while it starts, inside one 200 KB function, which then gets parsed a second time
 * (15 to 40 ms at 1× CPU, 50 to 170 ms at 4×, on the machine that wrote this). No payer's
 * browser has DevTools attached, so the timings here attach without it (docs/performance.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CHROMIUM_FLAGS, chromePath } from './chromium.ts';

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId: string | undefined) => void;

export interface CdpBrowser {
  /** Sends a command to the browser, or to a page when `sessionId` is given. */
  send<T = Params>(method: string, params?: Params, sessionId?: string): Promise<T>;
  /** Calls `listener` for every `method` event until the returned function is called. */
  on(method: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/**
 * Desktop Chromium draws its address bar's popup as a web page of its own (chrome://omnibox-popup)
 * and loads it in a renderer for every new window: here, every phone tab's browser context. On a
 * 2-core machine its threads ran tasks for 2.7 to 12.7 s while the page loaded, and the page's own
 * renderer waited for the cores (docs/performance.md, 'The browser's own popup'). Chrome on a phone
 * has no such page, so the browser that measures the page as a phone does without it.
 */
const NO_DESKTOP_POPUP = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup';

/** Headless Chromium (new headless mode, the tests' flags) answering on a WebSocket; always close() it. */
export async function launchCdpBrowser(): Promise<CdpBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'cdp-chromium-'));
  const child = spawn(
    chromePath(),
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      NO_DESKTOP_POPUP,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  // Chromium's helper processes may still be writing for a moment after it exits: retry, then leave it to the OS.
  const cleanup = () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // A leftover folder in the temporary directory is harmless.
    }
  };
  let socket: WebSocket;
  try {
    socket = await connect(await devtoolsUrl(child));
  } catch (error) {
    child.kill('SIGKILL');
    cleanup();
    throw error;
  }

  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (value: Params) => void; reject: (error: Error) => void; method: string }
  >();
  const listeners = new Map<string, Set<Listener>>();
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data)) as {
      id?: number;
      result?: Params;
      error?: { message: string };
      method?: string;
      params?: Params;
      sessionId?: string;
    };
    if (data.id !== undefined) {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (data.error) call?.reject(new Error(`${call.method}: ${data.error.message}`));
      else call?.resolve(data.result ?? {});
    } else if (data.method) {
      for (const listener of listeners.get(data.method) ?? []) listener(data.params ?? {}, data.sessionId);
    }
  });

  return {
    send<T>(method: string, params: Params = {}, sessionId?: string) {
      return new Promise<T>((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve: resolve as (value: Params) => void, reject, method });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      });
    },
    on(method, listener) {
      const set = listeners.get(method) ?? new Set<Listener>();
      listeners.set(method, set.add(listener));
      return () => set.delete(listener);
    },
    async close() {
      socket.close();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      cleanup();
    },
  };
}

/** The browser's WebSocket address, from the line Chromium prints on stderr when it listens. */
function devtoolsUrl(child: ChildProcess): Promise<string> {
  const { stderr } = child;
  if (!stderr) return Promise.reject(new Error('Chromium was started without a stderr pipe'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium did not open its DevTools port within 30 s')), 30_000);
    const lines = createInterface({ input: stderr });
    lines.on('line', (line) => {
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(line);
      if (!match?.[1]) return;
      clearTimeout(timer);
      lines.close();
      // Keep reading stderr (and ignore it), or a full pipe would stall Chromium.
      stderr.resume();
      resolve(match[1]);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before opening its DevTools port`));
    });
  });
}

function connect(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener('open', () => resolve(socket), { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot connect to ${url}`)), { once: true });
  });
}
