/**
 * The hostile-input corpus: parses the data files beside this one,
 * one case a line, each with its input and its expected outcome. Pure string
 * work (the files arrive as `?raw` imports), so the same loader serves the
 * page worker's tests in workerd and the unit and end-to-end tests in Node. A line
 * this loader cannot read throws, naming its file and line: a typo never
 * silently drops a case.
 *
 * Templates, in any path, query, URL or JSON string:
 *   {JWT}      a link token: a real signed sandbox token end to end, a JWT-shaped one in the page worker's tests
 *   {SANDBOX}  the payment worker's origin (the sandbox end to end)
 *   {PAGE}     the page's own origin
 *   {repeat N text}  `text` repeated N times, e.g. {repeat 10000 A}
 *                    (not {x*N}: `${7*7}` is a payload worth keeping as written)
 *   {i}        inside a `{"$repeat": N, "item": …}` list: the item's index
 */
import linksText from './links.txt?raw';
import queryText from './query.txt?raw';
import channelsText from './channels.jsonl?raw';
import submitText from './submit-answers.jsonl?raw';
import uploadText from './upload-answers.jsonl?raw';
import filesText from './files.jsonl?raw';
import redirectsText from './redirects.txt?raw';
import appIdsText from './app-ids.txt?raw';

/** The global every payload tries to call; end to end it is a tripwire that must never fire. */
export const TRIPWIRE = '__corpusPwned';

export interface Source {
  file: string;
  line: number;
}

const where = (source: Source) => `${source.file}:${source.line}`;

function fail(source: Source, problem: string): never {
  throw new Error(`${where(source)}: ${problem}`);
}

/** Non-blank lines that are not `#` comments, with their line numbers. */
function dataLines(file: string, text: string): { source: Source; text: string }[] {
  return text
    .split('\n')
    .map((raw, index) => ({ source: { file, line: index + 1 }, text: raw.replace(/\r$/, '') }))
    .filter(({ text: line }) => line.trim() !== '' && !line.trimStart().startsWith('#'));
}

/** The last field of a text line: as written, or a JSON string literal for whitespace and control characters. */
function lastField(source: Source, rest: string): string {
  if (!rest.startsWith('"')) return rest;
  try {
    const value: unknown = JSON.parse(rest);
    if (typeof value === 'string') return value;
  } catch {
    // fall through
  }
  return fail(source, `not a JSON string literal: ${rest}`);
}

/** Split `a b c rest of line` into n leading words and the rest (the rest may be a JSON string). */
function fields(source: Source, text: string, words: number): { words: string[]; rest: string } {
  const parts: string[] = [];
  let rest = text.trim();
  for (let i = 0; i < words; i++) {
    const match = /^(\S+)\s+/.exec(rest);
    if (!match?.[1]) return fail(source, `expected ${words} words before the value`);
    parts.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return { words: parts, rest: lastField(source, rest) };
}

export interface Placeholders {
  JWT?: string;
  SANDBOX?: string;
  PAGE?: string;
}

/** Fill in a template (see the top of this file). */
export function expand(template: string, values: Placeholders = {}): string {
  return template.replace(
    /\{repeat (\d+) ([^{}]+)\}|\{(JWT|SANDBOX|PAGE)\}/g,
    (whole, count: string | undefined, text: string | undefined, name: keyof Placeholders | undefined) => {
      if (text !== undefined && count !== undefined) return text.repeat(Number(count));
      const value = name ? values[name] : undefined;
      if (value === undefined) throw new Error(`no value for ${whole} in ${template.slice(0, 80)}`);
      return value;
    },
  );
}

/** A JSON value from a data line, with templates filled in and `$repeat` lists unrolled. */
export function expandJson(value: unknown, values: Placeholders = {}, index?: number): unknown {
  if (typeof value === 'string') {
    const withIndex = index === undefined ? value : value.replaceAll('{i}', String(index));
    return expand(withIndex, values);
  }
  if (Array.isArray(value)) return value.map((item) => expandJson(item, values, index));
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if ('$repeat' in record) {
      const count = record.$repeat;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) throw new Error('$repeat needs a count');
      return Array.from({ length: count }, (_, i) => expandJson(record.item, values, i));
    }
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, expandJson(item, values, index)]));
  }
  return value;
}

// ---------------------------------------------------------------------------
// Screens and outcomes

/** Where the browser ends: step 1 or 2 of the flow, the error screen with 'Try again', or the 404 one without. */
export type FlowScreen = 'step1' | 'step2' | 'error' | 'not-found';

const SCREENS = new Set<string>(['step1', 'step2', 'error', 'not-found']);

function screen(source: Source, value: string, allowed: readonly string[] = [...SCREENS]): FlowScreen {
  if (!SCREENS.has(value) || !allowed.includes(value))
    return fail(source, `unknown screen ${value} (one of ${allowed.join(', ')})`);
  return value as FlowScreen;
}

/** What a submission ends in: the done screen, the error screen, or an error toast with this exact message. */
export type SubmitExpect = { kind: 'done' } | { kind: 'error' } | { kind: 'toast'; message: string };

function submitExpect(source: Source, value: unknown): SubmitExpect {
  if (value === 'done' || value === 'error') return { kind: value };
  if (typeof value === 'string' && value.startsWith('toast:') && value.length > 'toast:'.length) {
    return { kind: 'toast', message: expand(value.slice('toast:'.length)) };
  }
  return fail(source, `expect must be done, error or toast:<message>, got ${JSON.stringify(value)}`);
}

// ---------------------------------------------------------------------------
// links.txt: STATUS SCREEN PATH

export interface LinkCase extends Source {
  status: number;
  /** The browser's last screen against the local sandbox. */
  screen: FlowScreen;
  /** A template (see above), from the first `/`. */
  path: string;
}

function status(source: Source, value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 100 || number > 599)
    return fail(source, `bad status ${String(value)}`);
  return number;
}

export function parseLinks(text: string, file = 'links.txt'): LinkCase[] {
  return dataLines(file, text).map(({ source, text: line }) => {
    const { words, rest } = fields(source, line, 2);
    if (!rest.startsWith('/')) fail(source, 'the path must start with /');
    return { ...source, status: status(source, words[0]), screen: screen(source, words[1] ?? ''), path: rest };
  });
}

// ---------------------------------------------------------------------------
// query.txt: STATUS SCREEN[+test] QUERY — on a valid link (/demo/{JWT}?QUERY)

export interface QueryCase extends Source {
  status: number;
  screen: FlowScreen;
  /** Whether the 'Test mode' badge shows. */
  testBadge: boolean;
  /** A template, without the leading `?`. */
  query: string;
}

export function parseQueries(text: string, file = 'query.txt'): QueryCase[] {
  return dataLines(file, text).map(({ source, text: line }) => {
    const { words, rest } = fields(source, line, 2);
    const [name, extra] = (words[1] ?? '').split('+');
    if (extra !== undefined && extra !== 'test') fail(source, `unknown screen suffix +${extra}`);
    if (rest.startsWith('?')) fail(source, 'write the query without its leading ?');
    return {
      ...source,
      status: status(source, words[0]),
      screen: screen(source, name ?? '', ['step1', 'step2']),
      testBadge: extra === 'test',
      query: rest,
    };
  });
}

// ---------------------------------------------------------------------------
// JSON lines

type Json = Record<string, unknown>;

function jsonLines(
  file: string,
  text: string,
  keys: readonly string[],
  required: readonly string[],
): { source: Source; value: Json }[] {
  return dataLines(file, text).map(({ source, text: line }) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      return fail(source, `not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return fail(source, 'each line is one JSON object');
    const record = value as Json;
    for (const key of Object.keys(record)) if (!keys.includes(key)) fail(source, `unknown key ${key}`);
    for (const key of required) if (!(key in record)) fail(source, `missing key ${key}`);
    return { source, value: record };
  });
}

function name(source: Source, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return fail(source, '"case" must name the case');
  return value;
}

/** A payment-worker answer: a status with a JSON body, a raw text body, or a dropped connection. */
export interface Answer {
  status: number;
  /** The JSON body (templates filled in at use); absent with `raw` or for an empty body. */
  body?: unknown;
  /** The exact body text, for what JSON cannot write (NaN, truncated JSON, HTML). */
  raw?: string;
  /** The connection fails: no answer at all (status 0 for the client). */
  abort?: boolean;
  /** Content-Type; default application/json. */
  contentType?: string;
}

function answer(source: Source, value: unknown): Answer {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail(source, 'an answer is an object');
  const record = value as Json;
  for (const key of Object.keys(record))
    if (!['status', 'body', 'raw', 'abort', 'contentType'].includes(key)) fail(source, `unknown answer key ${key}`);
  if ('body' in record && 'raw' in record) fail(source, 'an answer has body or raw, not both');
  if (record.raw !== undefined && typeof record.raw !== 'string') fail(source, 'raw must be a string');
  if (record.contentType !== undefined && typeof record.contentType !== 'string')
    fail(source, 'contentType must be a string');
  if (record.abort !== undefined && record.abort !== true) fail(source, 'abort must be true');
  return {
    status: record.abort === true && record.status === undefined ? 0 : status(source, record.status),
    ...('body' in record ? { body: record.body } : {}),
    ...(typeof record.raw === 'string' ? { raw: record.raw } : {}),
    ...(record.abort === true ? { abort: true } : {}),
    ...(typeof record.contentType === 'string' ? { contentType: record.contentType } : {}),
  };
}

/** The body text of an answer, templates filled in. */
export function answerText(value: Answer, values: Placeholders = {}): string {
  if (value.raw !== undefined) return expand(value.raw, values);
  if (value.body === undefined) return '';
  return JSON.stringify(expandJson(value.body, values));
}

// channels.jsonl -----------------------------------------------------------

export interface ChannelsCase extends Source {
  name: string;
  answer: Answer;
  /** Extra query on the link, e.g. `skip_selection=1` to render step 2 at once. */
  query: string;
  expect: Extract<FlowScreen, 'step1' | 'step2' | 'error'>;
  /** How many option cards step 1 shows for the first type. */
  cards?: number;
  /** Texts the payer must read, exactly as written (rendered as text, never as markup). */
  shows: string[];
}

export function parseChannelsCases(text: string, file = 'channels.jsonl'): ChannelsCase[] {
  const keys = ['case', 'status', 'body', 'raw', 'contentType', 'query', 'expect', 'cards', 'shows'];
  return jsonLines(file, text, keys, ['case', 'status', 'expect']).map(({ source, value }) => {
    const { case: label, query = '', expect, cards, shows = [], ...rest } = value;
    if (typeof query !== 'string') fail(source, 'query must be a string');
    if (cards !== undefined && (typeof cards !== 'number' || !Number.isInteger(cards) || cards < 1))
      fail(source, 'cards must be a count');
    if (!Array.isArray(shows) || !shows.every((item) => typeof item === 'string'))
      fail(source, 'shows must be a list of strings');
    const parsed = screen(source, String(expect), ['step1', 'step2', 'error']) as ChannelsCase['expect'];
    if (parsed === 'error' && (cards !== undefined || shows.length > 0))
      fail(source, 'an error screen shows no cards or texts');
    return {
      ...source,
      name: name(source, label),
      answer: answer(source, rest),
      query,
      expect: parsed,
      ...(typeof cards === 'number' ? { cards } : {}),
      shows,
    };
  });
}

// submit-answers.jsonl -----------------------------------------------------

export interface SubmitCase extends Source {
  name: string;
  answer: Answer;
  expect: SubmitExpect;
}

export function parseSubmitCases(text: string, file = 'submit-answers.jsonl'): SubmitCase[] {
  const keys = ['case', 'status', 'body', 'raw', 'abort', 'contentType', 'expect'];
  return jsonLines(file, text, keys, ['case', 'expect']).map(({ source, value }) => {
    const { case: label, expect, ...rest } = value;
    return { ...source, name: name(source, label), answer: answer(source, rest), expect: submitExpect(source, expect) };
  });
}

// upload-answers.jsonl -----------------------------------------------------

export interface UploadCase extends Source {
  name: string;
  /** The `get-upload-url` answer. */
  slot: Answer;
  /** The upload POST's answer, when the slot points somewhere the page may post to. */
  upload?: Answer;
  expect: SubmitExpect;
}

export function parseUploadCases(text: string, file = 'upload-answers.jsonl'): UploadCase[] {
  return jsonLines(file, text, ['case', 'slot', 'upload', 'expect'], ['case', 'slot', 'expect']).map(
    ({ source, value }) => ({
      ...source,
      name: name(source, value.case),
      slot: answer(source, value.slot),
      ...(value.upload !== undefined ? { upload: answer(source, value.upload) } : {}),
      expect: submitExpect(source, value.expect),
    }),
  );
}

// files.jsonl --------------------------------------------------------------

/**
 * The file's bytes: `png` (a real 1×1 PNG), `jpeg` (a real 2×2 JPEG), `empty`, `text:<utf-8>`, `fill:<n>`
 * (n bytes of 0x01), `png+fill:<n>` (the PNG padded to n bytes),
 * `png-header:<width>x<height>` (a PNG signature and a valid IHDR claiming that size, no pixels), or
 * `png-signature+text:<utf-8>` (the 8-byte PNG signature, then the text: a polyglot).
 */
export type FileBytes =
  | { kind: 'png' }
  | { kind: 'jpeg' }
  | { kind: 'empty' }
  | { kind: 'png-signature+text'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'fill'; size: number }
  | { kind: 'png+fill'; size: number }
  | { kind: 'png-header'; width: number; height: number };

function fileBytes(source: Source, value: unknown): FileBytes {
  if (value === 'png' || value === 'jpeg' || value === 'empty') return { kind: value };
  if (typeof value === 'string') {
    if (value.startsWith('text:')) return { kind: 'text', text: value.slice(5) };
    if (value.startsWith('png-signature+text:'))
      return { kind: 'png-signature+text', text: value.slice('png-signature+text:'.length) };
    const fill = /^(fill|png\+fill):(\d+)$/.exec(value);
    if (fill?.[1] && fill[2]) return { kind: fill[1] as 'fill' | 'png+fill', size: Number(fill[2]) };
    const header = /^png-header:(\d+)x(\d+)$/.exec(value);
    if (header?.[1] && header[2]) return { kind: 'png-header', width: Number(header[1]), height: Number(header[2]) };
  }
  return fail(source, `unknown bytes ${JSON.stringify(value)}`);
}

export interface FileCase extends Source {
  name: string;
  fileName: string;
  /** The MIME type the browser reports for the file. */
  type: string;
  bytes: FileBytes;
  /** Right after choosing it: the thumbnail, or a toast. */
  choose: { kind: 'preview' } | { kind: 'toast'; message: string };
  /** After Submit with a valid UTR (only when the file was accepted). */
  submit?: SubmitExpect;
}

export function parseFileCases(text: string, file = 'files.jsonl'): FileCase[] {
  const keys = ['case', 'name', 'type', 'bytes', 'expect', 'submit'];
  return jsonLines(file, text, keys, ['case', 'name', 'type', 'bytes', 'expect']).map(({ source, value }) => {
    if (typeof value.name !== 'string' || typeof value.type !== 'string') fail(source, 'name and type are strings');
    const chosen = value.expect === 'preview' ? ({ kind: 'preview' } as const) : submitExpect(source, value.expect);
    if (chosen.kind !== 'preview' && chosen.kind !== 'toast') fail(source, 'expect is preview or toast:<message>');
    if (chosen.kind === 'toast' && value.submit !== undefined) fail(source, 'a refused file cannot be submitted');
    return {
      ...source,
      name: name(source, value.case),
      fileName: expand(value.name),
      type: value.type,
      bytes: fileBytes(source, value.bytes),
      choose: chosen,
      ...(value.submit !== undefined ? { submit: submitExpect(source, value.submit) } : {}),
    };
  });
}

// redirects.txt: ANY ALLOWLIST [e2e] URL ------------------------------------

/** The REDIRECT_ALLOWED_HOSTS the second column of redirects.txt is judged against. */
export const REDIRECT_ALLOWLIST = 'allowed.example,*.shop.example';

export interface RedirectCase extends Source {
  /**
   * With REDIRECT_ALLOWED_HOSTS = * (any https host) in a production configuration; with it empty,
   * every line is refused.
   */
  anyHost: boolean;
  /**
   * With REDIRECT_ALLOWED_HOSTS = * in the local configuration (the payment worker on this machine),
   * where plain http to this machine is followed too (docs/rules.md, Redirect rule). The same as
   * anyHost but for lines whose first column is `local`.
   */
  anyHostLocally: boolean;
  /** With REDIRECT_ALLOWED_HOSTS = REDIRECT_ALLOWLIST. */
  allowlist: boolean;
  /** Also run end to end: submit, then check where the done screen goes. */
  e2e: boolean;
  url: string;
}

function verdict(source: Source, value: string | undefined): boolean {
  if (value === 'allow') return true;
  if (value === 'refuse') return false;
  return fail(source, `expected allow or refuse, got ${String(value)}`);
}

/** The first column: `local` is allowed with `*` only in the local configuration. */
function anyHostVerdict(source: Source, value: string | undefined): { anyHost: boolean; anyHostLocally: boolean } {
  if (value === 'local') return { anyHost: false, anyHostLocally: true };
  if (value === 'allow' || value === 'refuse') return { anyHost: value === 'allow', anyHostLocally: value === 'allow' };
  return fail(source, `expected allow, local or refuse, got ${String(value)}`);
}

export function parseRedirects(text: string, file = 'redirects.txt'): RedirectCase[] {
  return dataLines(file, text).map(({ source, text: line }) => {
    const tagged = /^\s*\S+\s+\S+\s+e2e\s/.test(line);
    const { words, rest } = fields(source, line, tagged ? 3 : 2);
    const any = anyHostVerdict(source, words[0]);
    // End to end runs the local stack, the local configuration, and judges a line by anyHost.
    if (tagged && any.anyHost !== any.anyHostLocally) fail(source, 'a local line cannot run end to end');
    return {
      ...source,
      ...any,
      allowlist: verdict(source, words[1]),
      e2e: tagged,
      url: expand(rest),
    };
  });
}

// app-ids.txt: ENCODED ID ---------------------------------------------------

export interface AppIdCase extends Source {
  id: string;
  /** The path segment the payment worker must receive for it. */
  encoded: string;
}

export function parseAppIds(text: string, file = 'app-ids.txt'): AppIdCase[] {
  return dataLines(file, text).map(({ source, text: line }) => {
    const { words, rest } = fields(source, line, 1);
    return { ...source, encoded: words[0] ?? '', id: rest };
  });
}

// ---------------------------------------------------------------------------
// The corpus as shipped

export const corpus = {
  links: parseLinks(linksText),
  queries: parseQueries(queryText),
  channels: parseChannelsCases(channelsText),
  submitAnswers: parseSubmitCases(submitText),
  uploadAnswers: parseUploadCases(uploadText),
  files: parseFileCases(filesText),
  redirects: parseRedirects(redirectsText),
  appIds: parseAppIds(appIdsText),
};

/** A short test title: file:line and the case. */
export const title = (item: Source & { name?: string }, detail?: string) => {
  const label = item.name ?? detail ?? '';
  return `${where(item)} ${label.length > 90 ? `${label.slice(0, 90)}…` : label}`;
};
