// docs/embedding.md against the code it describes: the event types merchants copy are the
// contract's (common/embed-events.ts), field for field, and the frame's permissions are the loader's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../make/paths.ts';
import { EMBED_ERROR_REASONS, isEmbedMessage } from '../../common/embed-events.ts';
import { FRAME_PERMISSIONS } from '../../embed/frame.ts';

const doc = readFileSync(join(root, 'docs/embedding.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Events'));
const typesBlock = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? '';

/** Each `Envelope<'type'>` of the documented union, with the fields written beside it. */
const documented = [...typesBlock.matchAll(/Envelope<'(\w+)'>(?: & \{ ([^}]*) \})?/g)].map(
  ([, type = '', fields = '']) => ({ type, fields: [...fields.matchAll(/(\w+):/g)].map((field) => field[1] ?? '') }),
);

/** A value of the right kind for each documented field. */
const SAMPLE: Record<string, unknown> = { step: 2, redirect_url: null, height: 640, reason: 'expired' };

describe("docs/embedding.md, 'Events'", () => {
  it('documents the seven types of the contract', () => {
    expect(documented.map((entry) => entry.type)).toEqual([
      'ready',
      'step',
      'submitted',
      'done',
      'close',
      'error',
      'resize',
    ]);
  });

  it('gives each type exactly the fields the shape check accepts, no more and no fewer', () => {
    for (const { type, fields } of documented) {
      const message = {
        source: 'payment-page',
        version: 1,
        type,
        ...Object.fromEntries(fields.map((f) => [f, SAMPLE[f]])),
      };
      expect(isEmbedMessage(message), type).toBe(true);
      if (fields.length > 0) expect(isEmbedMessage({ ...message, [fields[0] ?? '']: undefined }), type).toBe(false);
      expect(isEmbedMessage({ ...message, extra: 1 }), type).toBe(false);
    }
  });

  it("'Errors' gives each reason of the contract a row, and no other", () => {
    const section = doc.slice(doc.indexOf('### Errors'), doc.indexOf('### Who hears them'));
    const rows = [...section.matchAll(/^\| `([a-z]+)` \|/gm)].map((match) => match[1]);
    expect(rows).toEqual(EMBED_ERROR_REASONS);
  });

  it("names the frame's permissions exactly as the loader sets them", () => {
    expect(doc).toContain(`\`allow="${FRAME_PERMISSIONS}"\``);
  });
});
