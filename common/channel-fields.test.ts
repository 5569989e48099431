// The shape of each channel field before it is drawn, and text with control or format characters
// refused (docs/rules.md, Channels answer).
import { describe, expect, it } from 'vitest';
import { accountNumberField, bankNameField, ifscField, upiAddressField } from './channel-fields.ts';
import { isShownText } from './shown-text.ts';
import catalogue from '../sandbox/app-channels.json';
import { HDFC_B2, ICICI_B1, SHOP_U1 } from '../tests/fixtures/channels.ts';

/** Every option of the sandbox catalogue, whatever app it belongs to. */
function catalogueOptions(): Record<string, unknown>[] {
  const apps = Object.values(catalogue as Record<string, { channel_types: { options: Record<string, unknown>[] }[] }>);
  return apps.flatMap((app) => app.channel_types.flatMap((group) => group.options));
}

describe('real-looking values pass', () => {
  it('every option in the sandbox catalogue and the test fixtures keeps its shape', () => {
    const options: Record<string, unknown>[] = [...catalogueOptions(), { ...SHOP_U1 }, { ...ICICI_B1 }, { ...HDFC_B2 }];
    expect(options.length).toBeGreaterThan(5);
    for (const option of options) {
      if (option.type === 'upi') expect(upiAddressField(option.upi_address)).toBe(option.upi_address);
      else {
        expect(bankNameField(option.bank_name)).toBe(option.bank_name);
        expect(accountNumberField(option.bank_account_number)).toBe(option.bank_account_number);
        expect(ifscField(option.bank_ifsc_code)).toBe(option.bank_ifsc_code);
      }
    }
  });

  it.each([
    'acme@okaxis',
    'acme.payments@okhdfcbank',
    'a-b_c.d@ybl',
    '9876543210@paytm',
    `${'a'.repeat(128)}@${'b'.repeat(64)}`,
  ])('UPI address %s', (value) => {
    expect(upiAddressField(value)).toBe(value);
  });

  it.each([
    'State Bank of India',
    'Punjab & Sind Bank',
    'Jammu & Kashmir Bank Ltd.',
    'Bank of Baroda (BOB)',
    'भारतीय स्टेट बैंक',
    'পাঞ্জাব ন্যাশনাল ব্যাংক',
    'ஸ்டேட் பாங்க் ஆஃப் இந்தியா',
    'بینک',
  ])('bank name %s (letters of any script)', (value) => {
    expect(bankNameField(value)).toBe(value);
  });

  it('trims, and upper-cases an IFSC code', () => {
    expect(upiAddressField('  acme@okaxis ')).toBe('acme@okaxis');
    expect(ifscField(' icic0000004 ')).toBe('ICIC0000004');
    expect(accountNumberField(' 000405012345 ')).toBe('000405012345');
  });
});

describe('anything else is never drawn', () => {
  it.each([
    ['no @', 'acme.okaxis'],
    ['two @', 'acme@okaxis@ybl'],
    ['empty before the @', '@okaxis'],
    ['a one-letter handle', 'acme@b'],
    ['a dot in the handle', 'acme@ok.axis'],
    ['a space', 'acme shop@okaxis'],
    ['129 characters before the @', `${'a'.repeat(129)}@okaxis`],
    ['a 65-character handle', `acme@${'b'.repeat(65)}`],
    ['a right-to-left override', '\u202esixaoko@emca'],
    ['a zero-width joiner', 'ac\u200dme@okaxis'],
    ['a NUL', 'acme\u0000@okaxis'],
    ['fullwidth letters', 'ａｃｍｅ@okaxis'],
    ['markup', '<img src=x onerror=alert(1)>@okaxis'],
    ['a link', 'upi://pay?pa=acme@okaxis'],
    ['a number', 12345],
    ['blank', '   '],
  ])('UPI address with %s', (_case, value) => {
    expect(upiAddressField(value)).toBeNull();
  });

  it.each([
    ['a right-to-left override', '\u202eknaB ICICI'],
    ['a zero-width joiner', 'ICICI\u200dBank'],
    ['a zero-width non-joiner in Devanagari', 'भारतीय\u200cस्टेट'],
    ['a soft hyphen', 'ICI\u00adCI Bank'],
    ['a line break', 'ICICI\nBank'],
    ['a line separator', 'ICICI\u2028Bank'],
    ['punctuation first', '&Bank'],
    ['markup', '<b>ICICI</b>'],
    ['257 characters', 'B'.repeat(257)],
  ])('bank name with %s', (_case, value) => {
    expect(bankNameField(value)).toBeNull();
  });

  it.each([
    ['5 digits', '12345'],
    ['25 digits', '1'.repeat(25)],
    ['spaces', '0004 0501 2345'],
    ['a hyphen', '000405-012345'],
    ['an Arabic letter mark', '000405\u061c012345'],
    ['Devanagari digits', '०००४०५०१२३४५'],
  ])('account number with %s', (_case, value) => {
    expect(accountNumberField(value)).toBeNull();
  });

  it.each([
    ['fifth character not 0', 'ICIC1000004'],
    ['three letters', 'ICI00000004'],
    ['digits for the bank', '1CIC0000004'],
    ['12 characters', 'ICIC00000045'],
    ['10 characters', 'ICIC000004'],
    ['a hyphen', 'ICIC0-00004'],
    ['a zero-width space', 'ICIC\u200b0000004'],
  ])('IFSC code with %s', (_case, value) => {
    expect(ifscField(value)).toBeNull();
  });
});

describe('isShownText: Unicode Cc and Cf refused', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a tab', '\t'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['the soft hyphen', '\u00ad'],
    ['the Arabic letter mark', '\u061c'],
    ['a zero-width space', '\u200b'],
    ['ZWNJ', '\u200c'],
    ['ZWJ', '\u200d'],
    ['the left-to-right mark', '\u200e'],
    ['RLO', '\u202e'],
    ['a left-to-right isolate', '\u2066'],
    ['the word joiner', '\u2060'],
    ['the byte order mark', '\ufeff'],
    ['an interlinear annotation', '\ufff9'],
    ['a tag character', '\u{E0041}'],
  ])('%s', (_case, character) => {
    expect(isShownText(`UPI${character}`)).toBe(false);
    expect(isShownText('UPI')).toBe(true);
  });
});
