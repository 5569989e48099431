/**
 * What a well-formed header is, for tests/page-worker/header-grammar.test.ts: a field name that is a
 * token, a value without control characters, and for a Content-Security-Policy each directive known,
 * once, and each of its sources valid CSP grammar (CSP Level 3, Trusted Types, Reporting). Written
 * from the grammars, not from what the page worker sends, so a source that only looks like one (a
 * host holding `;`, a quote, a space) is a fault here whatever produced it.
 */

/** RFC 9110 token: a header's name, and a reporting group's. */
const TOKEN = /^[!#$%&'*+.^_`|~\w-]+$/;

const SCHEME = '[a-z][a-z\\d+.-]*';
// CSP's host-part: letters, digits and hyphens between dots, a leading `*.`, a trailing dot; no IP
// literal in brackets, which its grammar does not define.
const HOST = '(?:\\*|(?:\\*\\.)?[a-z\\d-]+(?:\\.[a-z\\d-]+)*\\.?)';
/** host-source: [scheme "://"] host [":" port] [path]; path-part as in a URL, without `;` or `,`. */
const HOST_SOURCE = new RegExp(`^(?:${SCHEME}://)?${HOST}(?::(?:\\d{1,5}|\\*))?(?:/[\\w\\-.~%!$&'()*+=:@/]*)?$`, 'i');
const SCHEME_SOURCE = new RegExp(`^${SCHEME}:$`, 'i');
const KEYWORDS = new Set([
  "'self'",
  "'unsafe-inline'",
  "'unsafe-eval'",
  "'strict-dynamic'",
  "'unsafe-hashes'",
  "'report-sample'",
  "'unsafe-allow-redirects'",
  "'wasm-unsafe-eval'",
]);
const NONCE_OR_HASH = /^'(?:nonce|sha256|sha384|sha512)-[\w+/-]+={0,2}'$/;

const FETCH_DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'connect-src',
  'font-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'base-uri',
  'form-action',
]);

/** Why one source of a source list is not valid, or null. frame-ancestors takes no keyword but 'self'. */
function sourceFault(source: string, ancestors: boolean): string | null {
  if (HOST_SOURCE.test(source) || SCHEME_SOURCE.test(source) || source === "'self'") return null;
  if (!ancestors && (KEYWORDS.has(source) || NONCE_OR_HASH.test(source))) return null;
  return `not a source expression: ${source}`;
}

/** Why a directive's value is not what its grammar allows, or null. */
function valueFault(name: string, sources: readonly string[]): string | null {
  if (FETCH_DIRECTIVES.has(name) || name === 'frame-ancestors') {
    if (sources.length === 0) return 'an empty source list';
    // 'none' is a whole source list, never one source among others.
    if (sources.includes("'none'")) return sources.length === 1 ? null : "'none' beside other sources";
    return sources.map((source) => sourceFault(source, name === 'frame-ancestors')).find(Boolean) ?? null;
  }
  if (name === 'require-trusted-types-for') return sources.join(' ') === "'script'" ? null : "not just 'script'";
  if (name === 'trusted-types') {
    const fault = sources.find(
      (source) => !/^[\w\-#=/@.%]+$/.test(source) && !["'none'", "'allow-duplicates'"].includes(source),
    );
    return fault === undefined ? null : `not a policy name: ${fault}`;
  }
  if (name === 'report-to') return sources.length === 1 && TOKEN.test(sources[0] ?? '') ? null : 'not one group name';
  if (name === 'report-uri')
    return sources.length > 0 && sources.every((uri) => /^[\w\-.~%!$&'()*+=:@/?#[\]]+$/.test(uri)) ? null : 'not URIs';
  if (name === 'upgrade-insecure-requests') return sources.length === 0 ? null : 'takes no value';
  return 'an unknown directive';
}

/** Every fault of a Content-Security-Policy value: each directive known and well formed, and once. */
export function cspFaults(policy: string): string[] {
  const faults: string[] = [];
  // A comma would start a second policy; an empty directive means a stray `;`.
  if (policy.includes(',')) faults.push('a comma: a second policy');
  const seen = new Set<string>();
  for (const directive of policy.split(';')) {
    const [name = '', ...sources] = directive.trim().split(/[\t ]+/);
    if (!name) {
      faults.push('an empty directive');
      continue;
    }
    if (!/^[a-z][a-z-]*$/.test(name)) faults.push(`not a directive name: ${name}`);
    if (seen.has(name)) faults.push(`${name} twice: browsers take the first and ignore the rest`);
    seen.add(name);
    const fault = valueFault(name, sources);
    if (fault) faults.push(`${name}: ${fault}`);
  }
  return faults;
}

/** Every fault of one header: its name a token, its value free of controls and outer whitespace. */
export function headerFaults(name: string, value: string): string[] {
  const faults: string[] = [];
  if (!TOKEN.test(name)) faults.push(`${name}: not a token`);
  // A control character but the tab (field-value in RFC 9110): \p{Cc} less \t.
  if (/[^\P{Cc}\t]/u.test(value)) faults.push(`${name}: a control character`);
  if (value !== value.trim()) faults.push(`${name}: whitespace around the value`);
  if (/^content-security-policy(-report-only)?$/i.test(name))
    faults.push(...cspFaults(value).map((f) => `${name}: ${f}`));
  if (/^reporting-endpoints$/i.test(name) && !/^[\w-]+="[^"\s]+"(, [\w-]+="[^"\s]+")*$/.test(value))
    faults.push(`${name}: not a dictionary of strings`);
  return faults;
}
