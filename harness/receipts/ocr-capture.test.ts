// Keeping what OCR read from corpus receipts (docs/rules.md, Reading the UTR from a screenshot):
// the OCR thread bundle's recognize, wrapped, still answers the same and logs what it read.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { wrapRecognize } from './ocr-capture.ts';

/** Shaped like the built OCR thread: minified, `recognize` the function asking Tesseract for blocks. */
const BUNDLE =
  '(()=>{async function Y(e,t){return t.image?{blocks:[{paragraphs:[{lines:[{words:[]}]}]}]}:null}' +
  'async function Z(e,t,n){return await Y(`setParameters`,{params:{tessedit_pageseg_mode:t}}),' +
  '((await Y(`recognize`,{image:e,options:n?{rectangle:n}:{},output:{text:!1,blocks:!0}})).blocks??[]).map(e=>e)}' +
  'self.read=Z})();';

describe('wrapRecognize', () => {
  it('logs each reading with its mode and rectangle, and returns it unchanged', async () => {
    const logged: string[] = [];
    const scope: { read?: (image: unknown, mode: string, rectangle?: unknown) => Promise<unknown> } = {};
    runInNewContext(wrapRecognize(BUNDLE), { self: scope, console: { log: (text: string) => logged.push(text) } });
    const lines = await scope.read?.('picture', '6', { left: 1, top: 2, width: 3, height: 4 });
    expect(lines).toEqual([{ paragraphs: [{ lines: [{ words: [] }] }] }]);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]?.replace(/^__ocr_read__/, '') ?? '')).toEqual({
      mode: '6',
      rectangle: { left: 1, top: 2, width: 3, height: 4 },
      lines,
    });
  });

  it('refuses a bundle without that function rather than read nothing', () =>
    expect(() => wrapRecognize('(()=>{self.x=1})();')).toThrow(/no recognize function/));
});
