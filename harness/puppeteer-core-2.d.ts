/**
 * The part of puppeteer-core 2.1.1's API the Chromium 80 harness uses. That version ships no
 * types, and the current puppeteer-core's types describe a different API.
 */
declare module 'puppeteer-core-2' {
  export interface LaunchOptions {
    executablePath: string;
    headless?: boolean;
    args?: string[];
    env?: Record<string, string | undefined>;
  }
  export interface ConsoleMessage {
    type(): string;
    text(): string;
  }
  export interface BoundingBox {
    x: number;
    y: number;
    width: number;
    height: number;
  }
  export interface ElementHandle {
    click(): Promise<void>;
    type(text: string): Promise<void>;
    screenshot(options?: { encoding?: 'binary' }): Promise<Buffer>;
    boundingBox(): Promise<BoundingBox | null>;
  }
  export interface Page {
    setViewport(viewport: { width: number; height: number; deviceScaleFactor?: number }): Promise<void>;
    goto(url: string, options?: { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle0' }): Promise<unknown>;
    evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
    evaluateOnNewDocument(fn: () => void): Promise<void>;
    waitForSelector(selector: string, options?: { visible?: boolean; timeout?: number }): Promise<ElementHandle>;
    $(selector: string): Promise<ElementHandle | null>;
    screenshot(options?: { fullPage?: boolean; path?: string }): Promise<Buffer>;
    on(event: 'console', handler: (message: ConsoleMessage) => void): void;
    on(event: 'pageerror', handler: (error: Error) => void): void;
    on(event: 'request', handler: (request: { method(): string; url(): string }) => void): void;
    setUserAgent(userAgent: string): Promise<void>;
    waitForFunction(fn: string, options?: { timeout?: number; polling?: number }): Promise<unknown>;
  }
  export interface Browser {
    pages(): Promise<Page[]>;
    close(): Promise<void>;
  }
  const puppeteer: { launch(options: LaunchOptions): Promise<Browser> };
  export default puppeteer;
}
