// Where the 'Pay with a UPI app' link shows (docs/rules.md, UPI app link): Android by User-Agent, and the setting;
// and where the iPhone's row of apps shows (docs/rules.md, UPI apps on iPhone).
import { describe, expect, it } from 'vitest';
import { isAndroid, isIos, parseUpiAppButton, showsUpiAppLink, showsUpiApps } from './upi-app.ts';

const android: [name: string, userAgent: string][] = [
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Chrome on Android, reduced UA',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  ],
  [
    'Chrome on an Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
  [
    'Android WebView',
    'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36',
  ],
  [
    'WhatsApp in-app browser',
    'Mozilla/5.0 (Linux; Android 13; RMX3630 Build/TP1A.220905.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 WhatsApp/2.24.9.78',
  ],
  [
    'Instagram in-app browser',
    'Mozilla/5.0 (Linux; Android 14; 23049PCD8I Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 Instagram 334.0.0.42.95 Android (34/14; 440dpi; 1080x2400; Xiaomi; 23049PCD8I; marble; qcom; en_IN; 608720130)',
  ],
  [
    'Facebook in-app browser',
    'Mozilla/5.0 (Linux; Android 11; moto g(30) Build/RRMS31.Q1-56-4; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.118 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/458.0.0.54.108;]',
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  ],
  ['Firefox for Android', 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0'],
  ['Opera Mini on Android', 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16'],
];

const notAndroid: [name: string, userAgent: string][] = [
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ],
  [
    'WhatsApp on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WhatsApp/24.8.78',
  ],
  [
    'Safari on iPad (desktop mode)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ],
  [
    'Chrome on iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ],
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ],
  [
    'Chrome on Linux (headless)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  ],
  ['Firefox on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0'],
  [
    'Edge on Windows Phone',
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
  ],
  ['a word that only contains it', 'Mozilla/5.0 (X11; Linux x86_64) NotAndroidish/1.0'],
];

describe('isAndroid', () => {
  it.each(android)('%s is Android', (_name, userAgent) => expect(isAndroid(userAgent)).toBe(true));
  it.each(notAndroid)('%s is not', (_name, userAgent) => expect(isAndroid(userAgent)).toBe(false));
  it.each([null, undefined, ''])('no User-Agent (%j) is not', (userAgent) => expect(isAndroid(userAgent)).toBe(false));
});

describe('showsUpiAppLink', () => {
  const [, chrome] = android[0] ?? ['', ''];
  const [, iphone] = notAndroid[0] ?? ['', ''];
  it('android (the default) shows it on Android only', () => {
    expect(showsUpiAppLink('android', chrome)).toBe(true);
    expect(showsUpiAppLink('android', iphone)).toBe(false);
    expect(showsUpiAppLink('android', null)).toBe(false);
  });
  it('all shows it everywhere', () => {
    expect(showsUpiAppLink('all', iphone)).toBe(true);
    expect(showsUpiAppLink('all', null)).toBe(true);
  });
  it('off shows it nowhere', () => expect(showsUpiAppLink('off', chrome)).toBe(false));
});

describe('parseUpiAppButton (docs/rules.md, Configuration)', () => {
  it.each([
    [undefined, 'android'],
    ['', 'android'],
    ['  ', 'android'],
    ['android', 'android'],
    ['all', 'all'],
    ['off', 'off'],
    [' ALL ', 'all'],
    ['Off', 'off'],
  ])('%j is %s', (value, setting) => expect(parseUpiAppButton(value)).toBe(setting));
  it.each(['on', 'ios', 'true', 'none', 'android,all'])('%j is malformed', (value) =>
    expect(parseUpiAppButton(value)).toBeNull(),
  );
});

const ios = notAndroid.filter(([name]) => /iPhone|Chrome on iPad/.test(name));

describe('isIos', () => {
  it('covers the iPhone and iPad cases of the list', () => expect(ios.map(([name]) => name)).toHaveLength(3));
  it.each(ios)('%s is iOS', (_name, userAgent) => expect(isIos(userAgent)).toBe(true));
  it.each([
    [
      'Instagram on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91 (iPhone14,5; iOS 17_5; en_IN; en; scale=3.00; 1170x2532; 619542400)',
    ],
    [
      'Safari on iPad (tablet mode)',
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
  ])('%s is iOS', (_name, userAgent) => expect(isIos(userAgent)).toBe(true));
  it.each([...android, ...notAndroid.filter((entry) => !ios.includes(entry))])(
    '%s is not, from the User-Agent alone',
    (_name, userAgent) => expect(isIos(userAgent)).toBe(false),
  );
  it('iPadOS in desktop mode is iOS once the browser reports touch points; a Mac has none', () => {
    const desktopMode = notAndroid.find(([name]) => name === 'Safari on iPad (desktop mode)')?.[1];
    expect(isIos(desktopMode, 5)).toBe(true);
    expect(isIos(desktopMode, 0)).toBe(false);
  });
  it.each([null, undefined, ''])('no User-Agent (%j) is not', (userAgent) => expect(isIos(userAgent)).toBe(false));
});

describe('showsUpiApps', () => {
  const iphone = ios[0]?.[1] ?? '';
  const chrome = android[0]?.[1] ?? '';
  it('android and all show the row on iOS only', () => {
    for (const setting of ['android', 'all'] as const) {
      expect(showsUpiApps(setting, iphone)).toBe(true);
      expect(showsUpiApps(setting, chrome)).toBe(false);
      expect(showsUpiApps(setting, null)).toBe(false);
    }
  });
  it('off shows it nowhere', () => expect(showsUpiApps('off', iphone)).toBe(false));
});
