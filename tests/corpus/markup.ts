/**
 * Reading the page worker's HTML for the corpus tests (plain strings, so it runs in
 * workerd and Node alike): what in it could run, which screen it shows, and
 * the text a payer reads.
 */
import { TRIPWIRE } from './corpus.ts';

const BOOT_BLOCK_AT_END = /<script type="application\/json" id="boot">[^<]*<\/script><\/body><\/html>$/;
/** Elements the page never renders: one of them in the HTML is injected markup. */
const FOREIGN_ELEMENT =
  /^<(img|iframe|frame|frameset|object|embed|base|math|template|noembed|xmp|plaintext|textarea|select|video|audio|source)\b/i;
const EVENT_HANDLER = /\son[a-z]+\s*=/i;
const SCRIPT_URL = /\s(?:href|src|action|formaction|xlink:href|data)\s*=\s*["']?\s*(?:javascript|data|vbscript):/i;
/**
 * A same-page link whose query is only unreserved characters and percent escapes (`&amp;` between
 * pairs): an option card's (docs/rules.md, Without JavaScript). It carries a server's channel id
 * by design and cannot run anything, whatever words its escapes spell.
 */
const INERT_QUERY_HREF = /\shref="\?(?:[A-Za-z0-9._~=-]|%[0-9A-F]{2}|&amp;)*"/g;

/**
 * Everything in a page the page worker rendered that could run or load something the page did
 * not mean to: the two scripts the page has (the module entry and the inert
 * boot JSON at the very end) and nothing else, no event-handler attributes,
 * no script URLs, no foreign elements, no tripwire call inside a tag.
 * An empty list means the HTML is inert.
 */
export function markupProblems(html: string): string[] {
  const problems: string[] = [];
  const opens = html.match(/<script\b/gi)?.length ?? 0;
  const closes = html.match(/<\/script/gi)?.length ?? 0;
  if (opens !== 2 || closes !== 2) problems.push(`${opens} <script> and ${closes} </script> (the page has 2)`);
  if (!BOOT_BLOCK_AT_END.test(html)) problems.push('the boot JSON is not the inert last element');
  const opener = '<script type="application/json" id="boot">';
  const start = html.indexOf(opener);
  const boot = start < 0 ? '' : html.slice(start + opener.length, html.indexOf('</script>', start));
  if (/[<>&\u2028\u2029]/.test(boot)) problems.push('the boot JSON holds an unescaped < > & or line separator');
  // The one comment the page writes: React's Suspense boundary around step 2, one pair at most
  // (page-worker/render/step-two.tsx). Any other, or a second pair, is injected markup.
  if (html.replace('<!--$-->', '').replace('<!--/$-->', '').includes('<!--')) problems.push('an HTML comment opener');
  for (const tag of html.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const shown = tag.length > 100 ? `${tag.slice(0, 100)}…` : tag;
    if (EVENT_HANDLER.test(tag)) problems.push(`an event handler: ${shown}`);
    if (SCRIPT_URL.test(tag)) problems.push(`a script URL: ${shown}`);
    if (FOREIGN_ELEMENT.test(tag)) problems.push(`a foreign element: ${shown}`);
    if (tag.replace(INERT_QUERY_HREF, '').includes(TRIPWIRE)) problems.push(`the tripwire inside a tag: ${shown}`);
  }
  return problems;
}

/** What the server rendered inside <div id="root">. */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  // The root ends where the block for a page without a working script (page-worker/render/noscript.tsx) or the boot data begins.
  const fallback = html.indexOf('<div id="fallback">');
  const end = fallback >= 0 ? fallback : html.indexOf('<script type="application/json" id="boot">');
  if (start < 0 || end < start) throw new Error('no root element');
  return html.slice(start + '<div id="root">'.length, end);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of some HTML, as a payer reads it: tags dropped, entities decoded. */
export function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The whole-page screen a page the page worker rendered shows, in the corpus's words ('loading' before the client's own
 * call).
 */
export type HtmlScreen = 'step1' | 'step2' | 'done' | 'error' | 'not-found' | 'loading' | 'unknown';

export function screenOfHtml(html: string): HtmlScreen {
  const root = rootOf(html);
  if (root.includes('screen-error')) return root.includes('>Try again</button>') ? 'error' : 'not-found';
  if (root.includes('screen-loading')) return 'loading';
  const title = /id="step-title"[^>]*>([^<]*)</.exec(root)?.[1];
  if (title === 'Payment Options') return 'step1';
  if (title === 'Make Payment and submit confirmation' || title === 'Resubmit confirmation data') return 'step2';
  if (title === 'Thank you') return 'done';
  return 'unknown';
}

/** How many option cards the HTML shows. */
export function cardCount(html: string): number {
  return rootOf(html).match(/data-testid="channel-card"/g)?.length ?? 0;
}
