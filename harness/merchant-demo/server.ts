/**
 * The merchant demo host: a small shop page on a second local origin that embeds the payment page
 * the way a merchant's site would (docs/README.md, The merchant demo host). `npm start` serves it
 * beside the payer links, and the embed end-to-end tests and screenshots use it as their host page.
 *
 * It answers on 127.0.0.1 and is opened as `http://localhost:PORT`: `localhost` is another *site*
 * than the page's `127.0.0.1`, so the browser partitions the frame's storage and withholds its
 * `SameSite=Lax` cookies exactly as on a real merchant's domain (another port of 127.0.0.1 would
 * be the same site and hide that). The same server opened as `http://127.0.0.1:PORT` is an origin
 * `EMBED_ORIGINS` does not name: the tests' host that may not embed.
 *
 * Each load of `/` signs fresh payer links, so every visit starts a new payment. Its own CSP lets
 * scripts and frames come from the page's origin and nowhere else: the policy docs/rules.md,
 * docs/README.md, The merchant demo host, says why.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { transform } from 'esbuild';
import { createPayerLink, SANDBOX_JWT_SECRET } from '../../sandbox/sign-link.ts';

const HOST = '127.0.0.1';
/** The product on sale and what it costs, in paise (the modal's link); the inline element's link is for the same amount. */
export const DEMO_AMOUNT_PAISE = 150_050;

export interface MerchantDemoOptions {
  /** The payment page's origin, e.g. `http://127.0.0.1:8787`: where `/embed.js` and the payer links come from. */
  pageUrl: string;
  /** A fixed port (npm start's 8790); a free one when absent. */
  port?: number;
  /** The app id the links are signed for. */
  appId?: string;
}

export interface MerchantDemo {
  /** The demo as a merchant's site: `http://localhost:PORT/`, the origin EMBED_ORIGINS allows. */
  url: string;
  /** The same page from an origin EMBED_ORIGINS does not name (`http://127.0.0.1:PORT/`). */
  notAllowedUrl: string;
  close(): Promise<void>;
}

/** The demo's origin on this port: what the local `EMBED_ORIGINS` must name. */
export const demoOrigin = (port: number) => `http://localhost:${port}`;

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** The browser script, from TypeScript to the JavaScript the browser runs, once per server. */
async function browserScript(): Promise<string> {
  const { code } = await transform(read('./demo.ts'), { loader: 'ts', format: 'esm', target: 'es2020' });
  return code;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * How a visit asks the demo to misbehave as merchants' pages do, by query: `late` (the page adds the
 * loader itself, two seconds on: ./demo.ts), `twice` (two loader tags, as a single-page app mounting
 * its tag again), `clobber` (markup named `currentScript` before the loader, the shape of an HTML
 * injection that shadows `document.currentScript`), `lang=xx` (the inline element's `lang`).
 */
export interface DemoVisit {
  late: boolean;
  twice: boolean;
  clobber: boolean;
  lang: string | null;
}

/** Where the demo's markup named `currentScript` points: its CSP (img-src 'self') refuses to load it, which changes nothing. */
export const CLOBBER_SRC = 'https://attacker.example/x.js';

function html(pageUrl: string, modalLink: string, inlineLink: string, visit: DemoVisit): string {
  const loader = `<script src="${escapeHtml(pageUrl)}/embed.js" async></script>`;
  const clobber = visit.clobber ? `<img name="currentScript" src="${CLOBBER_SRC}" alt="" hidden>\n` : '';
  const lang = visit.lang === null ? '' : ` lang="${escapeHtml(visit.lang)}"`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Chai &amp; Co. (merchant demo)</title>
<link rel="stylesheet" href="/demo.css">
<script src="/demo.js" type="module"></script>
${clobber}${visit.late ? '' : loader}${visit.twice ? `\n${loader}` : ''}
</head>
<body>
<header><strong>Chai &amp; Co.</strong> <span class="note">a merchant demo on another site than the payment page</span></header>
<main>
<section class="product" aria-labelledby="product-name">
  <div class="product-picture" aria-hidden="true">🫖</div>
  <h1 id="product-name">Assam tea, 500 g</h1>
  <p class="price">₹1,500.50</p>
  <button type="button" id="pay" data-link="${escapeHtml(modalLink)}">Pay</button>
  <p class="hint">Opens the payment page as a modal: <code>PaymentPage.open(link, { onEvent })</code></p>
</section>
<section class="inline" aria-labelledby="inline-title">
  <h2 id="inline-title">Or pay right here</h2>
  <p class="hint">The same page inline: <code>&lt;payment-page link="…"&gt;</code></p>
  <payment-page link="${escapeHtml(inlineLink)}"${lang}></payment-page>
</section>
<section class="log" aria-labelledby="log-title">
  <h2 id="log-title">Events</h2>
  <ol id="event-log" aria-live="polite"></ol>
</section>
</main>
</body>
</html>
`;
}

/**
 * The demo's own policy: its own script and style, and from elsewhere only the page's origin, for
 * the loader script and the frame (docs/README.md, The merchant demo host).
 */
export function demoCsp(pageOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${pageOrigin}`,
    `frame-src ${pageOrigin}`,
    "style-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Starts the demo host; `close` stops it. */
export async function startMerchantDemo({ pageUrl, port, appId = 'demo' }: MerchantDemoOptions): Promise<MerchantDemo> {
  const pageOrigin = new URL(pageUrl).origin;
  const script = await browserScript();
  const css = read('./demo.css');
  // A second of lifetime apart: two links signed in the same second would otherwise be the same
  // token, and the modal's frame could not be told from the inline one's.
  const sign = (ttlSeconds: number) =>
    createPayerLink({ pageUrl, appId, amountPaise: DEMO_AMOUNT_PAISE, secret: SANDBOX_JWT_SECRET, ttlSeconds });

  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, {
      'content-type': type,
      'content-security-policy': demoCsp(pageOrigin),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    response.end(body);
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://demo');
    const path = url.pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain', 'GET only');
    if (path === '/') {
      const [modalLink, inlineLink] = await Promise.all([sign(86_400), sign(86_399)]);
      const visit: DemoVisit = {
        late: url.searchParams.has('late'),
        twice: url.searchParams.has('twice'),
        clobber: url.searchParams.has('clobber'),
        lang: url.searchParams.get('lang'),
      };
      return send(response, 200, 'text/html; charset=utf-8', html(pageOrigin, modalLink, inlineLink, visit));
    }
    if (path === '/demo.js') return send(response, 200, 'text/javascript; charset=utf-8', script);
    if (path === '/demo.css') return send(response, 200, 'text/css; charset=utf-8', css);
    // No icon, and no 404 for the browser's own request for one (a console error in every engine).
    if (path === '/favicon.ico') return send(response, 204, 'image/x-icon', '');
    return send(response, 404, 'text/plain', 'Not found');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('merchant demo:', error instanceof Error ? error.message : String(error));
      if (!response.headersSent) send(response, 500, 'text/plain', 'Demo error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, HOST, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `${demoOrigin(bound)}/`,
    notAllowedUrl: `http://${HOST}:${bound}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
