/**
 * A small W3C WebDriver client over fetch, for the WebKit tests (WebKitWebDriver drives WebKitGTK's
 * MiniBrowser): a session, navigating, running a script, waiting in the page for a condition,
 * finding and clicking elements, typing, choosing a file, pressing a key, switching into a frame, cookies and screenshots. Only what the tests use; every
 * failure names the command.
 */

/** The key W3C WebDriver gives an element reference in JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [ELEMENT]: string;
}

interface Answer {
  value: unknown;
}

async function call(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer;
  if (!response.ok) {
    const { error, message } = (answer.value ?? {}) as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${path}: ${error ?? response.status} ${message ?? ''}`.trim());
  }
  return answer.value;
}

export class WebDriverSession {
  private readonly base: string;
  readonly id: string;
  /** The asynchronous script timeout last set on the session, in ms (W3C's default until set). */
  private scriptTimeout = 30_000;

  private constructor(base: string, id: string) {
    this.base = base;
    this.id = id;
  }

  /** A new session on the driver at `driverUrl` with these capabilities (alwaysMatch). */
  static async start(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await call(driverUrl, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as {
      sessionId: string;
    };
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.sessionId);
  }

  private send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return call(this.base, method, path, body);
  }

  async navigate(url: string): Promise<void> {
    await this.send('POST', '/url', { url });
  }

  /** The browser's Back and Forward, as the payer's buttons: a traversal of the session history. */
  async back(): Promise<void> {
    await this.send('POST', '/back', {});
  }

  async forward(): Promise<void> {
    await this.send('POST', '/forward', {});
  }

  /** Runs `script` (a function body; `arguments` holds `args`) in the page and returns what it returns. */
  execute<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.send('POST', '/execute/sync', { script, args }) as Promise<T>;
  }

  /** Runs a self-contained function in the page with these arguments (its source is sent, so it may use no closure). */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T> {
    return this.execute<T>(`return (${fn.toString()}).apply(null, arguments);`, ...args);
  }

  /**
   * Waits until `condition` (self-contained, like `run`) is true in the page: one asynchronous
   * script that checks it at once and again on every change to the document, so the wait ends
   * when the page changes rather than on the next tick of a timer. Fails after `timeout` ms,
   * naming `what`. A condition that throws counts as not yet true.
   */
  async waitFor<A extends unknown[]>(
    what: string,
    timeout: number,
    condition: (...args: A) => boolean,
    ...args: A
  ): Promise<void> {
    // The driver's own limit on an asynchronous script (30 s unless set) must not cut the wait short.
    if (this.scriptTimeout < timeout + 5_000) {
      this.scriptTimeout = timeout + 5_000;
      await this.send('POST', '/timeouts', { script: this.scriptTimeout });
    }
    const met = await this.send('POST', '/execute/async', {
      script: `const done = arguments[arguments.length - 1];
       const args = Array.prototype.slice.call(arguments, 0, -2);
       const timeout = arguments[arguments.length - 2];
       const condition = ${condition.toString()};
       const holds = () => { try { return Boolean(condition.apply(null, args)); } catch (error) { return false; } };
       if (holds()) return done(true);
       let timer;
       const observer = new MutationObserver(() => { if (holds()) finish(true); });
       function finish(result) { observer.disconnect(); clearTimeout(timer); done(result); }
       timer = setTimeout(() => finish(holds()), timeout);
       observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });`,
      args: [...args, timeout],
    });
    if (met !== true) throw new Error(`WebKit: timed out after ${timeout} ms waiting for ${what}`);
  }

  /**
   * The first element matching a CSS selector, once there is one: a step's title can show before its
   * lazy chunk has drawn the step's controls, later on a loaded machine. Fails after `timeout` ms.
   */
  async find(selector: string, timeout = 15_000): Promise<ElementRef> {
    await this.waitFor(
      `an element matching ${selector}`,
      timeout,
      (wanted: string) => document.querySelector(wanted) !== null,
      selector,
    );
    return (await this.send('POST', '/element', { using: 'css selector', value: selector })) as ElementRef;
  }

  async click(element: ElementRef): Promise<void> {
    await this.send('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await this.send('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  /**
   * Chooses the file at `path` (on this machine, where the driver runs) in an `<input type="file">`,
   * as the picker would: W3C Element Send Keys to a file input sets its files to that path and fires
   * `input` and `change`. The input may be visually hidden, as a styled picker's is.
   */
  async chooseFile(input: ElementRef, path: string): Promise<void> {
    await this.type(input, path);
  }

  /** Presses and releases one key (a WebDriver key code, e.g. '\uE00C' for Escape) wherever the focus is. */
  async pressKey(key: string): Promise<void> {
    await this.send('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: key },
            { type: 'keyUp', value: key },
          ],
        },
      ],
    });
    await this.send('DELETE', '/actions');
  }

  /** From now on, commands act in this frame's document; `null` goes back to the top-level one. */
  async switchToFrame(frame: ElementRef | null): Promise<void> {
    await this.send('POST', '/frame', { id: frame });
  }

  /** A PNG of the element as drawn. */
  async elementScreenshot(element: ElementRef): Promise<Buffer> {
    return Buffer.from((await this.send('GET', `/element/${element[ELEMENT]}/screenshot`)) as string, 'base64');
  }

  /**
   * A PNG of the first element matching `selector`, scrolled to the middle of the window and taken
   * once it has stayed put: a screenshot taken while the page still scrolls (the step's heading
   * taking focus) is cut off at one side.
   */
  async settledScreenshot(selector: string): Promise<Buffer> {
    const place = () =>
      this.run((wanted: string) => {
        const box = document.querySelector(wanted)?.getBoundingClientRect();
        return box ? `${box.left},${box.top},${box.width},${box.height}` : '';
      }, selector);
    await this.run((wanted: string) => document.querySelector(wanted)?.scrollIntoView({ block: 'center' }), selector);
    let last = await place();
    for (let tries = 0; tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await place();
      if (now !== '' && now === last) break;
      last = now;
    }
    return this.elementScreenshot(await this.find(selector));
  }

  /** Deletes every cookie the current page's origin can see. */
  async deleteAllCookies(): Promise<void> {
    await this.send('DELETE', '/cookie');
  }

  async setWindowSize(width: number, height: number): Promise<void> {
    await this.send('POST', '/window/rect', { width, height });
  }

  async end(): Promise<void> {
    await this.send('DELETE', '');
  }
}
