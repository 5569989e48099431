/**
 * Headless Firefox for the second-engine tests: Debian's `firefox-esr` (or
 * FIREFOX_PATH), driven over WebDriver BiDi by puppeteer-core. Without one,
 * fail with one line that says how to get it — never skip.
 *
 * The machine has no internet, so the profile turns off everything Firefox
 * would otherwise fetch on its own (telemetry, updates, captive-portal and
 * connectivity checks, safe browsing, remote settings, ...): a connection
 * attempt that hangs must not slow a test or fail it.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

export function firefoxPath(): string {
  const configured = process.env.FIREFOX_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`FIREFOX_PATH=${configured} does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Firefox found: install it with `apt-get install -y firefox-esr` or set FIREFOX_PATH to a Firefox binary.',
    );
  }
  return found;
}

/** Where every service address points: an empty data: URL fails at once, with no DNS lookup and no connection. */
const NOWHERE = 'data:,';

/**
 * On top of the ones puppeteer and Firefox's remote agent already set (no
 * Normandy, no add-on or search updates, remote settings on a data: URL).
 */
export const FIREFOX_OFFLINE_PREFS: Record<string, string | number | boolean> = {
  // Telemetry and data reporting.
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.unified': false,
  'toolkit.telemetry.archive.enabled': false,
  'toolkit.telemetry.server': NOWHERE,
  'datareporting.policy.dataSubmissionEnabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'browser.ping-centre.telemetry': false,
  'browser.newtabpage.activity-stream.feeds.telemetry': false,
  'browser.newtabpage.activity-stream.telemetry': false,
  'app.shield.optoutstudies.enabled': false,
  'app.normandy.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'nimbus.rollouts.enabled': false,
  // Updates of the browser, its add-ons and its media plugins.
  'app.update.auto': false,
  'app.update.enabled': false,
  'app.update.url': NOWHERE,
  'extensions.update.enabled': false,
  'extensions.systemAddon.update.enabled': false,
  'extensions.blocklist.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'media.gmp-manager.url': NOWHERE,
  'media.gmp-gmpopenh264.enabled': false,
  'media.gmp-widevinecdm.enabled': false,
  // Captive-portal, connectivity, network-link and DNS-over-HTTPS probes.
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'captivedetect.canonicalURL': '',
  'network.trr.mode': 5,
  'network.trr.confirmationNS': 'skip',
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.predictor.enabled': false,
  'network.http.speculative-parallel-limit': 0,
  'network.proxy.type': 0,
  // Safe browsing lists and certificate revocation checks.
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.downloads.remote.enabled': false,
  'browser.safebrowsing.blockedURIs.enabled': false,
  'browser.safebrowsing.provider.google.updateURL': NOWHERE,
  'browser.safebrowsing.provider.google4.updateURL': NOWHERE,
  'browser.safebrowsing.provider.mozilla.updateURL': NOWHERE,
  'security.OCSP.enabled': 0,
  'security.remote_settings.crlite_filters.enabled': false,
  'security.remote_settings.intermediates.enabled': false,
  // Remote settings, region lookup, push, accounts and the new-tab page's feeds.
  'services.settings.server': NOWHERE,
  'browser.region.network.url': '',
  'browser.region.update.enabled': false,
  'browser.search.geoip.url': '',
  'geo.provider.network.url': '',
  'dom.push.enabled': false,
  'dom.push.connection.enabled': false,
  'identity.fxaccounts.enabled': false,
  'browser.newtabpage.activity-stream.feeds.section.topstories': false,
  'browser.newtabpage.activity-stream.feeds.topsites': false,
  'browser.topsites.contile.enabled': false,
  'browser.urlbar.quicksuggest.enabled': false,
  'browser.discovery.enabled': false,
  'extensions.getAddons.showPane': false,
  'extensions.htmlaboutaddons.recommendations.enabled': false,
};

/** Headless Firefox with a fresh temporary profile, which puppeteer creates at launch and deletes on close. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: FIREFOX_OFFLINE_PREFS,
    // A release build ignores `services.settings.server` unless told it may use another server.
    env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
  });
}
