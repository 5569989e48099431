// The redirect rule's public-web limit (docs/rules.md, Redirect rule): outside the local
// configuration no target on the payer's own machine or network, in any notation the parser reads.
import { describe, expect, it } from 'vitest';
import { safeRedirectUrl } from './redirect.ts';

const any = ['*'];

/**
 * Hosts off the public web over https: refused outside the local configuration whether `*` or a
 * named entry allows them (the configuration refuses such named entries there too), followed in it.
 * Each IP address in every notation the parser reads; the parser writes them all one way.
 */
const offTheWeb: [string, string][] = [
  ['https://127.0.0.1/', 'https://127.0.0.1/'],
  ['https://0x7f000001/', 'https://127.0.0.1/'],
  ['https://2130706433/', 'https://127.0.0.1/'],
  ['https://0177.0.0.1/', 'https://127.0.0.1/'],
  ['https://127.1/', 'https://127.0.0.1/'],
  ['https://127.0.0.1./', 'https://127.0.0.1/'],
  ['https://[::1]/', 'https://[::1]/'],
  ['https://[0:0:0:0:0:0:0:1]/', 'https://[::1]/'],
  ['https://[::ffff:7f00:1]/', 'https://[::ffff:7f00:1]/'],
  ['https://[::ffff:127.0.0.1]/', 'https://[::ffff:7f00:1]/'],
  ['https://10.0.0.1/', 'https://10.0.0.1/'],
  ['https://192.168.1.1/', 'https://192.168.1.1/'],
  ['https://0xc0a80101/', 'https://192.168.1.1/'],
  ['https://169.254.169.254/latest/meta-data/', 'https://169.254.169.254/latest/meta-data/'],
  ['https://[fd00::1]/', 'https://[fd00::1]/'],
  ['https://8.8.8.8/', 'https://8.8.8.8/'],
  ['https://localhost/', 'https://localhost/'],
  ['https://localhost./', 'https://localhost./'],
  ['https://LOCALHOST:8443/', 'https://localhost:8443/'],
  ['https://app.localhost/', 'https://app.localhost/'],
  ['https://printer.local/', 'https://printer.local/'],
  ['https://metadata.google.internal/', 'https://metadata.google.internal/'],
  ['https://a.b.internal./', 'https://a.b.internal./'],
  // Single labels, found by the machine's search domains, never on the public web.
  ['https://router/', 'https://router/'],
  ['https://metadata/', 'https://metadata/'],
  ['https://my-local/', 'https://my-local/'],
  // Special-use names, and trailing dots: another spelling of the name before them.
  ['https://x.home.arpa/', 'https://x.home.arpa/'],
  ['https://1.0.0.127.in-addr.arpa/', 'https://1.0.0.127.in-addr.arpa/'],
  ['https://shop.test/', 'https://shop.test/'],
  ['https://x.invalid/', 'https://x.invalid/'],
  [
    'https://duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion/',
    'https://duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion/',
  ],
  ['https://x.alt/', 'https://x.alt/'],
  ['https://localhost../', 'https://localhost../'],
  ['https://shop.example./', 'https://shop.example./'],
  ['https://a..b.example/', 'https://a..b.example/'],
];

describe('safeRedirectUrl: only the public web outside the local configuration', () => {
  it.each(offTheWeb)('* and %s', (raw, href) => {
    expect(safeRedirectUrl(raw, any, false)).toBeNull();
    expect(safeRedirectUrl(raw, any, true)).toBe(href);
  });

  it.each(offTheWeb)('its host named and %s', (raw, href) => {
    const hosts = [new URL(raw).hostname];
    expect(safeRedirectUrl(raw, hosts, false)).toBeNull();
    expect(safeRedirectUrl(raw, hosts, true)).toBe(href);
  });

  it.each([
    'https://local.example/',
    'https://localhost.example/',
    'https://internal.example.com/',
    'https://test.example/',
    'https://arpa.example.com/',
    // Names that need DNS to judge are not judged: this one resolves to 127.0.0.1 (docs/security.md).
    'https://127.0.0.1.nip.io/',
    'https://1.2.3.4.example/',
    'https://shop.example/127.0.0.1',
  ])('still follows %s, a public name', (raw) => {
    expect(safeRedirectUrl(raw, any, false)).toBe(raw);
  });
});
