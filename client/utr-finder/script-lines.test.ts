// A date's line read again with Hindi's model (docs/rules.md, Reading the payment from a screenshot).
// The words are as the two models read the corpus's Hindi receipts, boxes and confidences included.
import { describe, expect, it } from 'vitest';
import { lineBox, linesToReadAgain, MOST_LINES_AGAIN, withDevanagari } from './script-lines.ts';
import type { OcrLine } from './utr-tokens.ts';

/** A line from 'text@confidence' words, side by side from x = 40, each 24 px a character. */
const line = (y: number, words: string): OcrLine => {
  let x = 40;
  return {
    words: words.split(' ').map((word) => {
      const at = word.lastIndexOf('@');
      const text = word.slice(0, at);
      const box = { x0: x, y0: y, x1: x + 96, y1: y + 40 };
      x = box.x1 + 24;
      return { text, confidence: Number(word.slice(at + 1)), box };
    }),
  };
};
const text = (reading: OcrLine) => reading.words.map((word) => word.text).join(' ');
/** A word at y = 100 from x0 to x1. */
const word = (text: string, confidence: number, x0: number, x1: number) => ({
  text,
  confidence,
  box: { x0, y0: 100, x1, y1: 140 },
});

describe('linesToReadAgain', () => {
  it('takes a day and a year with no month between, and a full date beside a word read as noise', () => {
    const lines = [
      line(100, 'Paid@95 to@95 Priya@95 Sharma@95'),
      line(160, '22@86 94°@52 2026,@94 7:39@95 pm@96'),
      line(220, 'GINGES@20 07/12/2026@93 22:32@93'),
    ];
    expect(linesToReadAgain(lines)).toEqual([1, 2]);
  });

  it('leaves a date read whole, and a day and month with no year', () => {
    const lines = [
      line(100, 'Paid@95 on@95 22@95 Nov@95 2026@95'),
      line(160, '07/12/2026@93 22:32@93'),
      line(220, '6@90 f&ge@40 3:35@90 pm@90'),
    ];
    expect(linesToReadAgain(lines)).toEqual([]);
  });

  it('takes a day and a month the English model read as one word', () =>
    expect(linesToReadAgain([line(100, '259°@40 2026,@94 2:24@90 am@90'), line(160, '25@90 2026@94')])).toEqual([0]));

  it('takes a month the English model read as digits', () =>
    expect(linesToReadAgain([line(100, 'ada@30 07-42-2026@45 01:20@90 AM@90')])).toEqual([0]));

  it(`reads at most ${MOST_LINES_AGAIN} lines again, the first ones`, () => {
    const lines = [1, 2, 3, 4].map((i) => line(100 * i, `${i}@90 fxg@40 2026@94`));
    expect(linesToReadAgain(lines)).toEqual([0, 1].slice(0, MOST_LINES_AGAIN));
  });
});

describe('withDevanagari', () => {
  it("takes the month from Hindi's reading, with its mark, and keeps the English model's time", () => {
    const english = line(160, '22@86 94°@52 2026,@94 7:39@95 pm@96');
    const hindi = [line(160, '22@91 नव*@88 2026,@94 7:39@93 फृण@0')];
    expect(text(withDevanagari(english, hindi))).toBe('22 नव॰ 2026, 7:39 pm');
    expect(withDevanagari(english, hindi).words[1]?.confidence).toBe(88);
  });

  it("takes a label, and only the Devanagari of a word joined by '-': the digits stay the English model's", () => {
    const english = line(100, 'GLEE]@30 07-f&8°-2026@40 11:36@90 PM@90');
    const hindi = [line(100, 'तारीख@88 07-दिस९-2026@90 :36@60 रद@10')];
    expect(text(withDevanagari(english, hindi))).toBe('तारीख 07-दिस॰-2026 11:36 PM');
    const leader = {
      words: [
        { text: '...............', confidence: 15, box: { x0: 150, y0: 100, x1: 250, y1: 140 } },
        {
          text: '07-दिस*-2026',
          confidence: 0,
          characters: [99, 99, 99, 98, 98, 98, 89, 99, 99, 99, 99, 99],
          box: { x0: 160, y0: 100, x1: 256, y1: 140 },
        },
      ],
    };
    expect(text(withDevanagari(line(100, 'x@95 07-f&8°-2026@0'), [leader]))).toBe('x 07-दिस॰-2026');
    const digits = line(100, 'GINGES@20 07/12/2026@93 22:32@93');
    expect(text(withDevanagari(digits, [line(100, 'तारीख@88 07/2/2026@70 22:32@90')]))).toBe('तारीख 07/12/2026 22:32');
  });

  it("takes a label the English model read as one word from Hindi's words within it", () => {
    const english: OcrLine = {
      words: [
        { text: 'F927)', confidence: 0, box: { x0: 40, y0: 100, x1: 400, y1: 140 } },
        { text: '06/12/2026', confidence: 95, box: { x0: 430, y0: 100, x1: 640, y1: 140 } },
      ],
    };
    const hindi = line(100, 'लेन-देन@89 की@92 तारीख@92');
    expect(text(withDevanagari(english, [hindi]))).toBe('लेन-देन की तारीख 06/12/2026');
  });

  it('adds a sure Hindi word printed where the English model read nothing, in its place', () => {
    const english: OcrLine = { words: [word('F927)', 0, 22, 77), word('06/12/2026', 95, 196, 280)] };
    const hindi = { words: [word('लेन-देन', 89, 26, 60), word('की', 92, 64, 77), word('तारीख', 92, 81, 110)] };
    expect(text(withDevanagari(english, [hindi]))).toBe('लेन-देन की तारीख 06/12/2026');
    const unsure = { words: [word('लेन-देन', 89, 26, 60), word('की', 92, 64, 77), word('तारीख', 60, 81, 110)] };
    expect(text(withDevanagari(english, [unsure]))).toBe('लेन-देन की 06/12/2026');
  });

  it('parts a day and a month the English model read as one word, the day as the English model read it', () => {
    const glued: OcrLine = { words: [word('259°', 40, 40, 140), word('2026,', 94, 160, 260)] };
    const hindi = (day: string) => ({
      words: [word(day, 90, 40, 80), word('नव*', 90, 88, 140), word('2026,', 94, 160, 260)],
    });
    expect(text(withDevanagari(glued, [hindi('25')]))).toBe('25 नव॰ 2026,');
    // Hindi's model dropped a digit: no day is taken from it.
    expect(text(withDevanagari(glued, [hindi('5')]))).toBe('259° 2026,');
  });

  it("judges Hindi's word by its Devanagari characters, not by the word's own confidence", () => {
    const english = line(100, '6@90 f&ge@40 2026@94');
    const hindi = line(100, '6@90 दिस*@2 2026@94');
    const word = hindi.words[1];
    if (!word) throw new Error('no word');
    const sure = { words: [hindi.words[0], { ...word, characters: [98, 99, 98, 86] }, hindi.words[2]] } as OcrLine;
    expect(text(withDevanagari(english, [sure]))).toBe('6 दिस॰ 2026');
    expect(withDevanagari(english, [sure]).words[1]?.confidence).toBe(98);
    const unsure = { words: [hindi.words[0], { ...word, characters: [98, 70, 98, 86] }, hindi.words[2]] } as OcrLine;
    expect(text(withDevanagari(english, [unsure]))).toBe('6 f&ge 2026');
  });

  it("keeps the English word where Hindi's is unsure, holds no Devanagari, or splits another way", () => {
    const english = line(100, '6@90 f&ge@55 2026@94');
    expect(text(withDevanagari(english, [line(100, '6@90 दिस*@50 2026@94')]))).toBe('6 f&ge 2026');
    expect(text(withDevanagari(english, [line(100, '6@90 fige@90 2026@94')]))).toBe('6 f&ge 2026');
    const joined = line(100, '07-f&8°-2026@40');
    expect(text(withDevanagari(joined, [line(100, '07-दिस*2026@90')]))).toBe('07-f&8°-2026');
  });

  it('writes a whole month as read, and a stem that is no month as read', () => {
    expect(text(withDevanagari(line(100, '6@90 x@40 2026@94'), [line(100, '6@90 अप्रैल"@90 2026@94')]))).toBe(
      '6 अप्रैल 2026',
    );
    expect(text(withDevanagari(line(100, '6@90 x@40 2026@94'), [line(100, '6@90 कमल*@90 2026@94')]))).toBe(
      '6 कमल* 2026',
    );
  });

  it('matches words by where they are printed: a Hindi word printed elsewhere replaces no English word', () => {
    const english = line(100, '6@90 f&ge@40 2026@94');
    const elsewhere = { words: [{ text: 'दिस*', confidence: 90, box: { x0: 900, y0: 100, x1: 990, y1: 140 } }] };
    expect(text(withDevanagari(english, [elsewhere]))).toBe('6 f&ge 2026 दिस॰');
  });
});

describe('lineBox', () => {
  it("is every word's box together, and nothing for an empty line", () => {
    expect(lineBox(line(100, 'a@90 b@90'))).toEqual({ x0: 40, y0: 100, x1: 256, y1: 140 });
    expect(lineBox({ words: [] })).toBeNull();
  });
});
