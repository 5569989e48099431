// The corpus loader (tests/corpus/corpus.ts): templates, strict line parsing, and the corpus covering every kind of hostile input.
import { describe, expect, it } from 'vitest';
import { CHANNEL_LIMITS } from '../../common/channel-bounds.ts';
import { MAX_ANSWER_BYTES } from '../../common/payment-api.ts';
import {
  answerText,
  corpus,
  expand,
  expandJson,
  parseChannelsCases,
  parseFileCases,
  parseLinks,
  parseQueries,
  parseRedirects,
  parseSubmitCases,
  parseUploadCases,
  TRIPWIRE,
} from './corpus.ts';

describe('templates', () => {
  it('repeats, fills placeholders and leaves payload syntax alone', () => {
    expect(expand('{repeat 3 ab}/{JWT}', { JWT: 'a.b.c' })).toBe('ababab/a.b.c');
    expect(expand('${7*7} {{7*7}} {x*3}')).toBe('${7*7} {{7*7}} {x*3}');
    expect(() => expand('{SANDBOX}/x')).toThrow(/no value for \{SANDBOX\}/);
  });

  it('unrolls $repeat lists with their index', () => {
    expect(expandJson({ list: { $repeat: 3, item: { id: 'u{i}', n: 1 } } })).toEqual({
      list: [
        { id: 'u0', n: 1 },
        { id: 'u1', n: 1 },
        { id: 'u2', n: 1 },
      ],
    });
    expect(answerText({ status: 200, body: { a: '{repeat 2 x}' } })).toBe('{"a":"xx"}');
    expect(answerText({ status: 200, raw: '{PAGE}' }, { PAGE: 'http://p' })).toBe('http://p');
    expect(answerText({ status: 200 })).toBe('');
  });
});

describe('a malformed line fails loudly, naming its file and line', () => {
  it.each([
    ['an unknown screen', () => parseLinks('# c\n\n200 step9 /demo/a.b.c', 'l.txt'), /l\.txt:3: unknown screen/],
    ['a path without /', () => parseLinks('200 step1 demo', 'l.txt'), /l\.txt:1: the path must start/],
    ['a bad status', () => parseLinks('2000 step1 /x', 'l.txt'), /bad status/],
    ['a broken JSON string literal', () => parseLinks('200 step1 "/x', 'l.txt'), /not a JSON string literal/],
    ['a query with its ?', () => parseQueries('200 step1 ?test=1', 'q.txt'), /without its leading \?/],
    ['an unknown screen suffix', () => parseQueries('200 step1+bank test=1', 'q.txt'), /suffix/],
    [
      'a typo in a key',
      () => parseChannelsCases('{"case":"a","status":200,"expect":"error","shwos":[]}', 'c.jsonl'),
      /c\.jsonl:1: unknown key shwos/,
    ],
    ['a missing expect', () => parseSubmitCases('{"case":"a","status":200}', 's.jsonl'), /missing key expect/],
    [
      'an unknown outcome',
      () => parseSubmitCases('{"case":"a","status":200,"expect":"ok"}', 's.jsonl'),
      /expect must be/,
    ],
    [
      'body and raw together',
      () => parseSubmitCases('{"case":"a","status":200,"body":1,"raw":"1","expect":"done"}', 's.jsonl'),
      /not both/,
    ],
    [
      'an upload answer key typo',
      () => parseUploadCases('{"case":"a","slot":{"staus":200},"expect":"done"}', 'u.jsonl'),
      /unknown answer key staus/,
    ],
    [
      'unknown file bytes',
      () => parseFileCases('{"case":"a","name":"a","type":"","bytes":"gif","expect":"preview"}', 'f.jsonl'),
      /unknown bytes/,
    ],
    [
      'a verdict typo',
      () => parseRedirects('allow refus https://x.example', 'r.txt'),
      /r\.txt:1: expected allow or refuse/,
    ],
    [
      'a first-column verdict typo',
      () => parseRedirects('locale refuse http://localhost/', 'r.txt'),
      /r\.txt:1: expected allow, local or refuse/,
    ],
    [
      'a local line end to end (the local stack is the local configuration)',
      () => parseRedirects('local refuse e2e http://localhost/', 'r.txt'),
      /r\.txt:1: a local line cannot run end to end/,
    ],
    ['not JSON', () => parseChannelsCases('{case: 1}', 'c.jsonl'), /c\.jsonl:1: not JSON/],
  ])('%s', (_name, parse, message) => {
    expect(parse).toThrow(message);
  });

  it('reads JSON string literals for whitespace and control characters', () => {
    expect(parseLinks('200 error "/demo/a.b.c\\u0007"')[0]?.path).toBe('/demo/a.b.c\u0007');
    expect(parseRedirects('refuse refuse e2e " javascript:x"')[0]).toMatchObject({ e2e: true, url: ' javascript:x' });
    expect(parseRedirects('local refuse http://localhost/')[0]).toMatchObject({ anyHost: false, anyHostLocally: true });
  });
});

describe('the corpus as shipped covers every input group', () => {
  const calls = (text: string) => text.includes(`${TRIPWIRE}(`);

  it('has every group, each with cases that try to call the tripwire', () => {
    expect(corpus.links.length).toBeGreaterThanOrEqual(80);
    expect(corpus.queries.length).toBeGreaterThanOrEqual(35);
    expect(corpus.channels.length).toBeGreaterThanOrEqual(100);
    expect(corpus.submitAnswers.length).toBeGreaterThanOrEqual(45);
    expect(corpus.uploadAnswers.length).toBeGreaterThanOrEqual(45);
    expect(corpus.files.length).toBeGreaterThanOrEqual(15);
    expect(corpus.redirects.length).toBeGreaterThanOrEqual(80);
    expect(corpus.links.filter((item) => calls(item.path)).length).toBeGreaterThanOrEqual(10);
    expect(corpus.queries.filter((item) => calls(item.query)).length).toBeGreaterThanOrEqual(10);
    expect(corpus.channels.filter((item) => calls(answerText(item.answer))).length).toBeGreaterThanOrEqual(20);
    expect(corpus.submitAnswers.filter((item) => calls(answerText(item.answer))).length).toBeGreaterThanOrEqual(5);
    expect(
      corpus.uploadAnswers.filter((item) => calls(answerText(item.slot, { SANDBOX: 's', PAGE: 'p' }))).length,
    ).toBeGreaterThanOrEqual(5);
    expect(corpus.redirects.filter((item) => calls(item.url)).length).toBeGreaterThanOrEqual(5);
  });

  it('has the specific hostile cases: huge paths, encoded slashes and dots, empty bodies, disguised redirects', () => {
    const paths = corpus.links.map((item) => expand(item.path, { JWT: 'h.p.s' }));
    expect(paths.some((path) => path.length > 10_000)).toBe(true);
    expect(paths.some((path) => /%2F/i.test(path)) && paths.some((path) => /%2E/i.test(path))).toBe(true);
    expect(corpus.queries.some((item) => expand(item.query).length >= 50_000)).toBe(true);
    // Lists at their limits render; answers beyond them, in count or in bytes, are the error screen.
    expect(corpus.channels.some((item) => item.cards === CHANNEL_LIMITS.optionsPerGroup)).toBe(true);
    expect(
      corpus.channels.some((item) => item.expect === 'error' && answerText(item.answer).length > 4 * MAX_ANSWER_BYTES),
    ).toBe(true);
    expect(
      corpus.submitAnswers.some(
        (item) => item.expect.kind === 'error' && answerText(item.answer).length > MAX_ANSWER_BYTES,
      ),
    ).toBe(true);
    expect(corpus.channels.some((item) => item.answer.status === 200 && answerText(item.answer) === '')).toBe(true);
    expect(corpus.submitAnswers.some((item) => item.answer.status === 200 && answerText(item.answer) === '')).toBe(
      true,
    );
    const bytes = corpus.files.map((item) => item.bytes.kind);
    expect(bytes).toEqual(expect.arrayContaining(['text', 'empty', 'png+fill', 'png-header']));
    const urls = corpus.redirects.map((item) => item.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '//evil.example',
        '/\\evil.example',
        'https:evil.example',
        'https://allowed.example@evil.example',
      ]),
    );
    expect(corpus.redirects.filter((item) => item.e2e).length).toBeGreaterThanOrEqual(5);
  });
});
