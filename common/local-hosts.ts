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
 * The last labels of names that are not the public web (IANA's special-use domain names, and the
 * private-use `.internal`): `localhost` and `*.localhost` (this machine), `local` (mDNS, the local
 * network), `internal` (private networks, cloud metadata), `arpa` (`home.arpa`, a home network,
 * and the reverse-lookup zones: no site lives there), `test` (local development setups resolve it to
 * this machine), `invalid`, `onion` (Tor only) and `alt` (outside DNS). `example` is not among them:
 * reserved for documentation, it resolves nowhere on anyone's network, and the tests' hosts use it.
 */
const SPECIAL_USE: readonly string[] = ['localhost', 'local', 'internal', 'arpa', 'test', 'invalid', 'onion', 'alt'];

/**
 * Whether a host, as the URL parser writes it (lower case, an IPv4 address in dotted decimal, an IPv6
 * one in brackets), is on the public web: no IP address in any notation (the parser writes
 * `0x7f000001` and `2130706433` as `127.0.0.1`), at least two labels (a single label, `router` or
 * `metadata`, is found by the machine's search domains, never on the public web), no empty label (a
 * trailing dot, `localhost.` or `localhost..`, is another spelling of the name before it), and no
 * special-use last label. Outside the local configuration no redirect goes elsewhere
 * (common/redirect.ts), and no entry of the three host lists may name one
 * (page-worker/config/host-lists.ts). A name that needs DNS to judge (`127.0.0.1.nip.io` resolves to
 * this machine) passes: the page cannot resolve names (docs/security.md, 'Configuration that matters').
 */
export function isPublicWebHost(host: string): boolean {
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return false;
  const labels = host.split('.');
  const last = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && !labels.includes('') && !SPECIAL_USE.includes(last);
}
