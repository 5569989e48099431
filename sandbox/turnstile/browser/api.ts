/**
 * The stand-in's `api.js` (sandbox, local development and tests only): the same
 * `window.turnstile` API as Cloudflare's script in explicit-render mode. Each
 * widget is an iframe of this sandbox's /turnstile/v0/widget page, which posts a
 * WidgetMessage back; only messages from the sandbox's origin and the widget's
 * own frame are believed. Styles go through `element.style` (allowed by the
 * page's CSP) and nothing is eval'd. It runs in the payer's browser as a classic
 * script: make/sandbox-scripts.ts turns it into the string the sandbox serves, wrapped
 * in a function of its own, so none of the names below is a global of the page.
 */
import type { WidgetMessage } from '../protocol.ts';
import type { Params, Widget, WidgetRef } from './api-types.ts';

/** Filled in at build time (make/sandbox-scripts.ts). */
declare const CHALLENGE_FAILED_CODE: string;

const script = document.currentScript;
if (!(script instanceof HTMLScriptElement) || !script.src) {
  throw new Error('[Cloudflare Turnstile] api.js must be loaded with <script src>.');
}
const scriptUrl = new URL(script.src);
const onload = scriptUrl.searchParams.get('onload');

function callOnload() {
  if (!onload) return;
  setTimeout(function () {
    const callback = (window as unknown as Record<string, unknown>)[onload];
    if (typeof callback === 'function') (callback as () => unknown)();
    else console.error('[Cloudflare Turnstile] onload function "' + onload + '" not found.');
  }, 0);
}

const ORIGIN = scriptUrl.origin;
const WIDGET_URL = new URL('widget', scriptUrl).href;
const SIZES = { normal: ['300px', '65px'], compact: ['150px', '140px'], flexible: ['100%', '65px'] } as const;
const widgets = new Map<string, Widget>();
let counter = 0;

function fail(message: string): never {
  throw new Error('[Cloudflare Turnstile] ' + message);
}

/** A value the page passed, for an error message. */
function shown(value: unknown): string {
  return typeof value === 'object' && value !== null ? Object.prototype.toString.call(value) : String(value);
}

function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[], fallback: T): T {
  const value = params[name] === undefined ? fallback : params[name];
  if (!allowed.includes(value as T)) {
    const expected = allowed.join(', ');
    fail('Invalid value for parameter "' + name + '", expected one of ' + expected + ', got "' + shown(value) + '".');
  }
  return value as T;
}

function containerOf(ref: unknown): HTMLElement {
  if (typeof ref === 'string') {
    const found = document.querySelector<HTMLElement>(ref);
    if (!found) fail('Unable to find a container for "' + ref + '".');
    return found;
  }
  // Any element node, as Cloudflare's script accepts (also one made in another frame).
  if (typeof ref === 'object' && ref !== null && (ref as Partial<Node>).nodeType === 1) return ref as HTMLElement;
  fail('Invalid type for parameter "container", expected "string" or an implementation of "HTMLElement".');
}

// A widget id, a container (selector or element), or nothing for the first widget.
function lookup(ref: WidgetRef): Widget | undefined {
  if (ref === undefined || ref === null) return widgets.values().next().value;
  if (typeof ref === 'string' && widgets.has(ref)) return widgets.get(ref);
  let element: HTMLElement;
  try {
    element = containerOf(ref);
  } catch {
    return undefined;
  }
  let match: Widget | undefined;
  widgets.forEach(function (widget) {
    if (widget.container === element) match = widget;
  });
  return match;
}

function frameUrl(widget: Widget, run: boolean) {
  const query = new URLSearchParams();
  query.set('sitekey', widget.params.sitekey as string);
  query.set('id', widget.id);
  query.set('parent', location.origin);
  query.set('theme', widget.theme);
  query.set('size', widget.size);
  if (run) query.set('run', '1');
  if (typeof widget.params.action === 'string') query.set('action', widget.params.action);
  if (typeof widget.params.cData === 'string') query.set('cdata', widget.params.cData);
  if (typeof widget.params.language === 'string') query.set('language', widget.params.language);
  return WIDGET_URL + '?' + query.toString();
}

function showOrHide(widget: Widget) {
  const visible =
    widget.appearance === 'always' ||
    (widget.appearance === 'execute' && widget.running) ||
    (widget.appearance === 'interaction-only' && widget.interactive);
  widget.iframe.style.display = visible ? 'block' : 'none';
}

function load(widget: Widget, run: boolean) {
  widget.token = '';
  widget.expired = false;
  widget.interactive = false;
  widget.running = run;
  showOrHide(widget);
  widget.iframe.src = frameUrl(widget, run);
}

function call(callback: unknown, argument?: string) {
  if (typeof callback !== 'function') return false;
  // A throwing callback must not stop the widget's own bookkeeping.
  try {
    (callback as (argument?: string) => unknown)(argument);
  } catch (error) {
    setTimeout(function () {
      throw error;
    });
  }
  return true;
}

function render(container: WidgetRef, options?: Params) {
  const element = containerOf(container);
  const params: Params = Object.assign({}, options || {});
  if (typeof params.sitekey !== 'string' || params.sitekey === '') {
    fail('Invalid or missing type for parameter "sitekey", expected "string", got "' + typeof params.sitekey + '".');
  }
  const widget: Widget = {
    id: 'cf-chl-widget-' + (++counter).toString(36) + Math.random().toString(36).slice(2, 7),
    container: element,
    params: params,
    execution: oneOf(params, 'execution', ['render', 'execute'], 'render'),
    appearance: oneOf(params, 'appearance', ['always', 'execute', 'interaction-only'], 'always'),
    theme: oneOf(params, 'theme', ['auto', 'light', 'dark'], 'auto'),
    size: oneOf(params, 'size', ['normal', 'compact', 'flexible'], 'normal'),
    refresh: oneOf(params, 'refresh-expired', ['auto', 'manual', 'never'], 'auto'),
    iframe: document.createElement('iframe'),
    token: '',
    expired: false,
    interactive: false,
    running: false,
  };
  const iframe = widget.iframe;
  iframe.id = widget.id;
  iframe.title = 'Widget containing a Cloudflare security challenge (sandbox)';
  iframe.style.border = 'none';
  iframe.style.overflow = 'hidden';
  iframe.style.width = SIZES[widget.size][0];
  iframe.style.height = SIZES[widget.size][1];
  if (widget.size === 'flexible') iframe.style.minWidth = '300px';
  widgets.set(widget.id, widget);
  load(widget, widget.execution === 'render');
  element.appendChild(iframe);
  return widget.id;
}

function execute(ref: WidgetRef, options?: Params) {
  let widget = lookup(ref);
  if (!widget) {
    const id = render(ref, Object.assign({}, options || {}, { execution: 'execute' }));
    widget = widgets.get(id);
  }
  if (widget) load(widget, true);
}

function reset(ref?: WidgetRef) {
  const widget = lookup(ref);
  if (widget) load(widget, widget.execution === 'render');
}

function remove(ref?: WidgetRef) {
  const widget = lookup(ref);
  if (!widget) return;
  widgets.delete(widget.id);
  widget.iframe.remove();
}

function getResponse(ref?: WidgetRef) {
  const widget = lookup(ref);
  return widget && widget.token ? widget.token : undefined;
}

function isExpired(ref?: WidgetRef) {
  const widget = lookup(ref);
  return Boolean(widget && widget.expired);
}

function ready(callback: unknown) {
  if (typeof callback !== 'function') fail('turnstile.ready() expects a function.');
  setTimeout(callback, 0);
}

/** Checks what the page cannot vouch for: any frame may post any data. */
function isWidgetMessage(data: unknown): data is WidgetMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { source?: unknown; id?: unknown };
  return message.source === 'sandbox-turnstile' && typeof message.id === 'string';
}

/** Listens to the widgets' frames and defines `window.turnstile`: once per page. */
function install() {
  window.addEventListener('message', function (event: MessageEvent<unknown>) {
    if (event.origin !== ORIGIN) return;
    const data = event.data;
    if (!isWidgetMessage(data)) return;
    const widget = widgets.get(data.id);
    if (!widget || event.source !== widget.iframe.contentWindow) return;
    const params = widget.params;
    if (data.event === 'success' && typeof data.token === 'string') {
      widget.token = data.token;
      widget.running = false;
      widget.interactive = false;
      showOrHide(widget);
      call(params.callback, data.token);
    } else if (data.event === 'error') {
      widget.token = '';
      widget.running = false;
      showOrHide(widget);
      const code = typeof data.code === 'string' ? data.code : CHALLENGE_FAILED_CODE;
      if (!call(params['error-callback'], code)) console.error('[Cloudflare Turnstile] Error: ' + code + '.');
    } else if (data.event === 'expired') {
      widget.token = '';
      widget.expired = true;
      call(params['expired-callback']);
      if (widget.refresh === 'auto') load(widget, true);
    } else if (data.event === 'before-interactive') {
      widget.interactive = true;
      showOrHide(widget);
      call(params['before-interactive-callback']);
    } else if (data.event === 'after-interactive') {
      call(params['after-interactive-callback']);
    }
  });

  window.turnstile = {
    render: render,
    execute: execute,
    reset: reset,
    remove: remove,
    getResponse: getResponse,
    isExpired: isExpired,
    ready: ready,
  };
}

// Loaded again (a page retrying a slow load): keep the widgets, still answer this load's onload.
if (window.turnstile) console.warn('[Cloudflare Turnstile] Turnstile already has been loaded.');
else install();
callOnload();
