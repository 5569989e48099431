/**
 * This machine's host names, as the URL parser writes them (`[::1]` with its brackets): where local
 * development and the tests run the page, the sandbox and a merchant's page. Plain http goes only
 * to these (page-worker/config/config-values.ts), and a payment worker on one of them is what makes a
 * configuration local (docs/rules.md, Configuration), the only one in which a redirect may use
 * plain http (docs/rules.md, Redirect rule).
 */

/**
 * Compared with a URL's `hostname` as it is (`LOOPBACK_HOSTS.includes(url.hostname)`): a look-alike
 * (`localhost.evil.example`, `127.0.0.2`) is not this machine. No helper of its own: each one the
 * page worker's bundle carries costs its name too.
 */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Hosts off the public web, as the URL parser writes them: every IPv4 address in any notation (the
 * parser writes `0x7f000001` and `2130706433` as `127.0.0.1`), every IPv6 address (in brackets), and
 * names only this machine or its network resolves (`localhost`, `*.localhost`, `*.local`,
 * `*.internal`). Outside the local configuration no redirect goes to one (common/redirect.ts), and
 * no redirect host may name one (page-worker/config/host-lists.ts).
 */
export const NOT_PUBLIC_HOST = /^[\d.]+$|^\[|(?:^|\.)(?:localhost|local|internal)\.?$/;
