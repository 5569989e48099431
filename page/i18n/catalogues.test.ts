// The twelve catalogues against the English one and the glossary (docs/glossary.md).
import { describe, expect, it } from 'vitest';
import { bn } from './bn.ts';
import { en, type Catalogue } from './en.ts';
import { gu } from './gu.ts';
import { hi } from './hi.ts';
import { kn } from './kn.ts';
import { languageCodes, languageNotes, languages, type LanguageCode } from './languages.ts';
import { ml } from './ml.ts';
import { mr } from './mr.ts';
import { or } from './or.ts';
import { pa } from './pa.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';
import { ur } from './ur.ts';
import { catalogueProblems, translatableText } from './catalogue-rules.fixture.ts';

const catalogues: Record<LanguageCode, Catalogue> = { en, hi, bn, mr, te, ta, gu, ur, kn, or, ml, pa };

describe('the catalogues', () => {
  it.each(languageCodes)('%s keeps every rule', (code) => {
    expect(catalogueProblems(code, catalogues[code])).toEqual([]);
  });

  it('every language has a catalogue, and English is the only Latin-script one', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...languageCodes].sort());
    expect(languageCodes.filter((code) => languageNotes[code].script === 'Latin')).toEqual(['en']);
  });

  it('only Urdu is right to left', () => {
    expect(languageCodes.filter((code) => languages[code].dir === 'rtl')).toEqual(['ur']);
  });

  it('English keeps the product wording word for word', () => {
    expect(en).toMatchObject({
      amountLabel: 'Please send this amount',
      stepOptions: 'Payment Options',
      stepPay: 'Make Payment and submit confirmation',
      stepResubmit: 'Resubmit confirmation data',
      stepThanks: 'Thank you',
      stepOf: 'Step {step} of {total}',
      depositType: 'Deposit Type',
      selectOption: 'Select an Option',
      alreadyPaid: 'Have you already made a payment? Submit your UTR number to complete the payment process.',
      scanToPay: 'Scan to Pay',
      copyLabel: 'Copy {label}',
      utrLabel: 'UTR Number *',
      proofLabel: 'Upload Proof (optional)',
      proofHint: 'PNG, JPG, WEBP up to 10MB',
      goBack: 'Go Back',
      allDone: 'All Done',
      redirecting: 'Redirecting...',
      closeWindow: 'You may close this window',
      errorBody: 'Something went wrong.',
      toastInvalidUtr: 'Invalid UTR',
      toastSomethingWrong: 'Something went wrong',
      toastUploadFailed: 'Error uploading file',
      toastFileType: 'File type not supported',
      toastFileSize: 'File size is too large',
      toastCopied: 'Copied to clipboard!',
      toastTurnstileFailed: 'Failed to load Turnstile.',
    });
  });

  it('the words left to translate exclude placeholders, screen labels and kept terms', () => {
    expect(translatableText('Copy {label} "UPI Ref No." UTR').match(/[A-Za-z]+/g)).toEqual(['Copy']);
  });
});

describe('the rules catch a broken catalogue', () => {
  const broken: Record<string, unknown> = { ...hi, unknownKey: 'x' };
  delete broken.language;
  Object.assign(broken, {
    pageTitle: '',
    tryAgain: 'Try again',
    copyLabel: '{lable} कॉपी करें',
    stepOf: '{step} {step} {total}',
    testMode: 'टेस्ट  मोड',
    ifscCode: 'आईएफएससी कोड',
    utrLabel: 'UTR नंबर',
    utrHint: 'UPI ऐप में UTR भुगतान की जानकारी में "UPI Ref No." या "UTR" नाम से दिखता है। UPI का UTR १२ अंकों का होता है।',
    copyAmount: 'अमाउंट कॉपी करें',
    submit: 'जमा करें',
    errorTitle: 'गड़बड़ी Error',
    closeHint: 42,
    proofRemove: 'सबूत हटाएं {',
    shareQr: 'क्यूआर कोड शेयर करें',
    saveQr: 'QR कोड\u200B सेव करें',
  });
  const problems = catalogueProblems('hi', broken);

  it.each([
    'hi.language: missing',
    'hi.unknownKey: not an English key',
    'hi.pageTitle: empty',
    'hi.tryAgain: still in English: Try again',
    'hi.tryAgain: no Devanagari text',
    'hi.copyLabel: placeholders {label} expected, found {lable}',
    'hi.stepOf: placeholders {step} {total} expected, found {step} {step} {total}',
    'hi.testMode: stray whitespace',
    'hi.ifscCode: kept term IFSC missing',
    'hi.shareQr: kept term QR missing',
    'hi.utrLabel: the required-field marker " *" is missing',
    'hi.utrHint: non-Latin digit १',
    'hi.utrHint: number 12 missing',
    'hi.utrHint: quoted label "UPI transaction ID" missing',
    'hi.utrHint: kept term NEFT missing',
    'hi.copyAmount: glossary word for amount (राशि) not used',
    'hi.submit: glossary word for submit (सबमिट करें) not used',
    'hi.errorTitle: still in English: Error',
    'hi.closeHint: not a string',
    'hi.proofRemove: a brace outside a placeholder',
    'hi.saveQr: invisible character U+200B',
  ])('reports %s', (problem) => {
    expect(problems).toContain(problem);
  });

  it('reports text that is not in NFC form', () => {
    // Bengali ো (U+09CB) splits into two code points under NFD.
    const decomposed = { ...bn, utrHintButton: bn.utrHintButton.normalize('NFD') };
    expect(decomposed.utrHintButton).not.toBe(bn.utrHintButton);
    expect(catalogueProblems('bn', decomposed)).toEqual(['bn.utrHintButton: not in Unicode NFC form']);
  });

  it('reports an English string left in a catalogue of another script', () => {
    expect(catalogueProblems('ta', { ...ta, submit: 'Submit' })).toEqual([
      'ta.submit: still in English: Submit',
      'ta.submit: no Tamil text',
      'ta.submit: glossary word for submit (சமர்ப்பி) not used',
    ]);
    expect(catalogueProblems('ur', { ...ur, language: hi.language })).toEqual(['ur.language: no Arabic text']);
  });
});
