/**
 * The picture the OCR thread reads while the payer is still in the file picker (docs/rules.md,
 * Reading the UTR from a screenshot): a made-up line of digits, drawn here from a 5 × 7 dot font
 * as an 8-bit grey PGM (the format ./ocr-image.ts hands Tesseract), so it needs no font, no canvas
 * and no download. Reading it runs the engine's layout and recognition code once, so V8 has
 * optimised the hottest of it before the real picture arrives: a first reading that came straight
 * after loading the engine ran unoptimised code and took about as long again as a later one.
 */

/** Rows of each digit, five columns a row, top to bottom (1: ink). */
const DIGITS: readonly (readonly string[])[] = [
  ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
];

/** Pixels a dot of the font takes on each side: digits about 28 px high, as a screenshot's text once scaled. */
const DOT = 4;
const GAP = 2 * DOT;
const MARGIN = 6 * DOT;

/** The digits `text` (0-9 only) as a PGM: black on white, one line. */
export function digitsPicture(text: string, lines = LINES): Uint8Array {
  const digits = [...text].map((character) => DIGITS[Number(character)] ?? DIGITS[0] ?? []);
  const width = 2 * MARGIN + digits.length * (5 * DOT + GAP) - GAP;
  const lineHeight = 7 * DOT + MARGIN;
  const height = MARGIN + lines * lineHeight;
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const picture = new Uint8Array(header.length + width * height);
  picture.set(header);
  const pixels = picture.subarray(header.length).fill(255);
  for (let line = 0; line < lines; line++) {
    const top = MARGIN + line * lineHeight;
    digits.forEach((rows, index) => {
      const left = MARGIN + index * (5 * DOT + GAP);
      rows.forEach((row, y) => {
        [...row].forEach((ink, x) => {
          if (ink !== '1') return;
          for (let dy = 0; dy < DOT; dy++) {
            const start = (top + y * DOT + dy) * width + left + x * DOT;
            pixels.fill(0, start, start + DOT);
          }
        });
      });
    });
  }
  return picture;
}

/** Lines of digits in the picture read ahead. */
const LINES = 4;

/** What the thread reads ahead: twelve digits, the length of a UTR. */
export const WARM_UP_DIGITS = '412345678901';
