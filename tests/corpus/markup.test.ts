// The corpus's HTML reader (tests/corpus/markup.ts) bites: injected markup is reported, escaped text is not.
import { describe, expect, it } from 'vitest';
import { markupProblems, screenOfHtml, textOf } from './markup.ts';

const page = (root: string, boot = '{}') =>
  '<!doctype html><html><head><script type="module" nonce="n" src="/assets/main.js"></script></head>' +
  `<body><div id="root">${root}</div><script type="application/json" id="boot">${boot}</script></body></html>`;

const STEP1 = '<h1 class="steps-title" id="step-title" tabindex="-1">Payment Options</h1>';

describe('markupProblems', () => {
  it('passes a page whose hostile text is escaped', () => {
    const html = page(
      `${STEP1}<span>&lt;img src=x onerror=__corpusPwned()&gt;</span>`,
      '{"a":"\\u003c/script\\u003e"}',
    );
    expect(markupProblems(html)).toEqual([]);
    expect(textOf(html)).toContain('<img src=x onerror=__corpusPwned()>');
    expect(screenOfHtml(html)).toBe('step1');
  });

  it.each([
    ['an img with onerror', '<img src=x onerror=__corpusPwned()>', /event handler/],
    ['an svg with onload', '<svg onload=__corpusPwned()>', /event handler/],
    ['a third script', '<script>__corpusPwned()</script>', /<script>/],
    ['an iframe', '<iframe srcdoc="x"></iframe>', /foreign element/],
    ['a javascript: link', '<a href="javascript:__corpusPwned()">x</a>', /script URL/],
    ['a comment opener', '<!--', /comment/],
    ['the tripwire in an attribute', '<span title="__corpusPwned()">x</span>', /tripwire/],
  ])('reports %s', (_name, injected, problem) => {
    const problems = markupProblems(page(`${STEP1}${injected}`));
    expect(problems.some((text) => problem.test(text))).toBe(true);
  });

  it("passes an option card's link whose escaped query spells the tripwire, and still reports one left raw", () => {
    const card = '<a href="?test=1&amp;channel=%3Cscript%3E__corpusPwned%28%29" class="card">x</a>';
    expect(markupProblems(page(`${STEP1}${card}`))).toEqual([]);
    const raw = '<a href="?channel=__corpusPwned()" class="card">x</a>';
    expect(markupProblems(page(`${STEP1}${raw}`))).toEqual([expect.stringMatching(/tripwire/)]);
  });

  it("passes step 2's one Suspense boundary, and reports a second pair or any other comment", () => {
    const boundary = '<!--$--><form>x</form><!--/$-->';
    expect(markupProblems(page(`${STEP1}${boundary}`))).toEqual([]);
    expect(markupProblems(page(`${STEP1}${boundary}${boundary}`))).toContain('an HTML comment opener');
    expect(markupProblems(page(`${STEP1}${boundary}<!-- x -->`))).toContain('an HTML comment opener');
  });

  it('reports a boot block that is not inert', () => {
    expect(markupProblems(page(STEP1, '{"a":"</b>"}'))).toContain(
      'the boot JSON holds an unescaped < > & or line separator',
    );
  });
});
