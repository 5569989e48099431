/**
 * The stand-in's `api.js`: the same `window.turnstile` API as Cloudflare's
 * script in explicit-render mode. Each widget is an iframe of this sandbox's
 * /turnstile/v0/widget page, which posts `{ source: 'sandbox-turnstile', id,
 * event, token?, code? }` back; only messages from the sandbox's origin and
 * the widget's own frame are believed. Styles go through `element.style`
 * (allowed by the page's CSP) and nothing is eval'd. Kept as a string because
 * it runs in the payer's browser, not in the worker.
 */

export const TURNSTILE_API_SCRIPT = String.raw`/* Sandbox Turnstile stand-in — local development and tests only. */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) throw new Error('[Cloudflare Turnstile] api.js must be loaded with <script src>.');
  var scriptUrl = new URL(script.src);
  var onload = scriptUrl.searchParams.get('onload');

  function callOnload() {
    if (!onload) return;
    setTimeout(function () {
      if (typeof window[onload] === 'function') window[onload]();
      else console.error('[Cloudflare Turnstile] onload function "' + onload + '" not found.');
    }, 0);
  }

  // Loaded again (a page retrying a slow load): keep the widgets, still answer this load's onload.
  if (window.turnstile) {
    console.warn('[Cloudflare Turnstile] Turnstile already has been loaded.');
    callOnload();
    return;
  }
  var ORIGIN = scriptUrl.origin;
  var WIDGET_URL = new URL('widget', scriptUrl).href;
  var SIZES = { normal: ['300px', '65px'], compact: ['150px', '140px'], flexible: ['100%', '65px'] };
  var widgets = new Map();
  var counter = 0;

  function fail(message) {
    throw new Error('[Cloudflare Turnstile] ' + message);
  }

  function oneOf(params, name, allowed, fallback) {
    var value = params[name] === undefined ? fallback : params[name];
    if (allowed.indexOf(value) < 0) fail('Invalid value for parameter "' + name + '", expected one of ' + allowed.join(', ') + ', got "' + value + '".');
    return value;
  }

  function containerOf(ref) {
    if (typeof ref === 'string') {
      var found = document.querySelector(ref);
      if (!found) fail('Unable to find a container for "' + ref + '".');
      return found;
    }
    if (ref && ref.nodeType === 1) return ref;
    fail('Invalid type for parameter "container", expected "string" or an implementation of "HTMLElement".');
  }

  // A widget id, a container (selector or element), or nothing for the first widget.
  function lookup(ref) {
    if (ref === undefined || ref === null) return widgets.values().next().value;
    if (typeof ref === 'string' && widgets.has(ref)) return widgets.get(ref);
    var element;
    try { element = containerOf(ref); } catch (error) { return undefined; }
    var match;
    widgets.forEach(function (widget) { if (widget.container === element) match = widget; });
    return match;
  }

  function frameUrl(widget, run) {
    var query = new URLSearchParams();
    query.set('sitekey', widget.params.sitekey);
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

  function showOrHide(widget) {
    var visible = widget.appearance === 'always' ||
      (widget.appearance === 'execute' && widget.running) ||
      (widget.appearance === 'interaction-only' && widget.interactive);
    widget.iframe.style.display = visible ? 'block' : 'none';
  }

  function load(widget, run) {
    widget.token = '';
    widget.expired = false;
    widget.interactive = false;
    widget.running = run;
    showOrHide(widget);
    widget.iframe.src = frameUrl(widget, run);
  }

  function call(callback, argument) {
    if (typeof callback !== 'function') return false;
    // A throwing callback must not stop the widget's own bookkeeping.
    try { callback(argument); } catch (error) { setTimeout(function () { throw error; }); }
    return true;
  }

  function render(container, options) {
    var element = containerOf(container);
    var params = Object.assign({}, options || {});
    if (typeof params.sitekey !== 'string' || params.sitekey === '') {
      fail('Invalid or missing type for parameter "sitekey", expected "string", got "' + typeof params.sitekey + '".');
    }
    var widget = {
      id: 'cf-chl-widget-' + (++counter).toString(36) + Math.random().toString(36).slice(2, 7),
      container: element,
      params: params,
      execution: oneOf(params, 'execution', ['render', 'execute'], 'render'),
      appearance: oneOf(params, 'appearance', ['always', 'execute', 'interaction-only'], 'always'),
      theme: oneOf(params, 'theme', ['auto', 'light', 'dark'], 'auto'),
      size: oneOf(params, 'size', ['normal', 'compact', 'flexible'], 'normal'),
      refresh: oneOf(params, 'refresh-expired', ['auto', 'manual', 'never'], 'auto'),
      iframe: document.createElement('iframe'),
      token: '', expired: false, interactive: false, running: false
    };
    var iframe = widget.iframe;
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

  function execute(ref, options) {
    var widget = lookup(ref);
    if (!widget) {
      var id = render(ref, Object.assign({}, options || {}, { execution: 'execute' }));
      widget = widgets.get(id);
    }
    load(widget, true);
  }

  function reset(ref) {
    var widget = lookup(ref);
    if (widget) load(widget, widget.execution === 'render');
  }

  function remove(ref) {
    var widget = lookup(ref);
    if (!widget) return;
    widgets.delete(widget.id);
    widget.iframe.remove();
  }

  function getResponse(ref) {
    var widget = lookup(ref);
    return widget && widget.token ? widget.token : undefined;
  }

  function isExpired(ref) {
    var widget = lookup(ref);
    return Boolean(widget && widget.expired);
  }

  function ready(callback) {
    if (typeof callback !== 'function') fail('turnstile.ready() expects a function.');
    setTimeout(callback, 0);
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN) return;
    var data = event.data;
    if (!data || data.source !== 'sandbox-turnstile' || typeof data.id !== 'string') return;
    var widget = widgets.get(data.id);
    if (!widget || event.source !== widget.iframe.contentWindow) return;
    var params = widget.params;
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
      var code = typeof data.code === 'string' ? data.code : '600010';
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
    render: render, execute: execute, reset: reset, remove: remove,
    getResponse: getResponse, isExpired: isExpired, ready: ready
  };

  callOnload();
})();
`;
