/**
 * Measures reading the payment from a screenshot (docs/rules.md, Reading the payment from a
 * screenshot) on kept OCR readings of the corpus (scripts/ocr-cache.ts): for each finder (amount,
 * payee UPI ID, payee name, date, status) how often it is right, wrong or silent against what the
 * receipt printed (./payment-truth.ts), and for each note the same twice: against a link that
 * matches the receipt (opened 47 hours after it was paid, so every note is false) and against one
 * that differs in all three (another amount, another UPI ID, opened 30 days later: a note is right
 * when it shows what the receipt printed). An app receipt (./apps.ts) is also checked against its
 * own link, which differs from it in one way or in none: the note of that way is right when it
 * shows what the receipt printed, and any other note is wrong.
 */
import type { PaymentFindings } from '../../client/utr-finder/payment-finder.ts';
import {
  otherName,
  paymentNotes,
  type PaymentNote,
  type PaymentNoteKind,
} from '../../client/utr-finder/payment-notes.ts';
import type { CorpusReceipt } from './corpus.ts';
import { DUE, type Case } from './family-values.ts';
import { paidAtOf, truthOf, type Truth } from './payment-truth.ts';

/** 'none': the receipt prints nothing to find (no UPI ID, a refund's status), and nothing was found. */
type Verdict = 'right' | 'wrong' | 'silent' | 'none';
const FINDERS = ['amount', 'payee UPI ID', 'payee name', 'date', 'status'] as const;
type Finder = (typeof FINDERS)[number];
const NOTES: readonly PaymentNoteKind[] = ['amount', 'payee', 'date'];

export interface PaymentScored {
  name: string;
  finders: Record<Finder, Verdict>;
  /** Notes against a matching link: each one false. */
  falseNotes: PaymentNote[];
  /** Each kind of note against a differing link. */
  notes: Record<PaymentNoteKind, Verdict>;
  /** For the app and family receipts, each kind of note against the receipt's own link ('none': not due, not shown). */
  ownLink?: { mismatch: Case; notes: Record<PaymentNoteKind, Verdict> };
  found: PaymentFindings;
  /** Whether the receipt prints day, month and year: where the date note's recall is counted. */
  fullDate: boolean;
  family?: CorpusReceipt['family'];
  /**
   * The name note, were it shown (client/utr-finder/payment-notes.ts, otherName): where the receipt
   * shows a name and no UPI ID, against a matching link's name ('false') and a differing one's.
   */
  nameNote: { false: boolean; differing: Verdict };
}

const HOUR_MS = 3_600_000;
/** A UPI ID no corpus receipt prints, far (in edits) from every one that does. */
const OTHER_UPI_ID = 'acme.collections@okaxis';

const verdict = <T>(found: T | null, right: (value: T) => boolean, printed = true): Verdict =>
  found === null ? (printed ? 'silent' : 'none') : right(found) ? 'right' : 'wrong';

const sameDay = (a: { year: number; month: number; day: number }, b: Truth['day']) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

function statusVerdict(receipt: Pick<CorpusReceipt, 'failed' | 'name'>, found: PaymentFindings['status']): Verdict {
  // A refund's receipt is no payment's: only silence is right there.
  const truth = receipt.failed ? 'failed' : / refund /.test(receipt.name) ? null : 'success';
  return verdict(found, (status) => status === truth, truth !== null);
}

/**
 * Scores what the page found on one receipt (client/utr-finder/read-screenshot.ts: the same
 * finding, with the same confirmed UTR, as the OCR thread's).
 */
export function scorePayment(
  receipt: Pick<CorpusReceipt, 'name' | 'failed' | 'printed' | 'checked' | 'family'>,
  found: PaymentFindings,
): PaymentScored {
  const truth = truthOf(receipt.printed);
  const paidAt = paidAtOf(truth);
  const falseNotes = paymentNotes(found, {
    amount: truth.paise,
    upiId: truth.upiId ?? OTHER_UPI_ID,
    openedAt: paidAt + 47 * HOUR_MS,
  });
  const differing = paymentNotes(found, {
    amount: truth.paise + 100_000,
    upiId: OTHER_UPI_ID,
    openedAt: paidAt + 30 * 24 * HOUR_MS,
  });
  const noteIn =
    (notes: readonly PaymentNote[]) =>
    <K extends PaymentNoteKind>(kind: K) =>
      (notes.find((n) => n.kind === kind) as Extract<PaymentNote, { kind: K }> | undefined) ?? null;
  const note = noteIn(differing);
  const rightNote = {
    // Without a value ('another amount'): right when the receipt's amount is not the link's.
    amount: (n: Extract<PaymentNote, { kind: 'amount' }>) =>
      n.shown === null ? n.expected !== truth.paise : n.shown === truth.paise,
    payee: (n: Extract<PaymentNote, { kind: 'payee' }>) => n.shown === truth.upiId,
    date: (n: Extract<PaymentNote, { kind: 'date' }>) => sameDay(n.shown, truth.day),
  };
  let ownLink: PaymentScored['ownLink'];
  if (receipt.checked) {
    const { link, mismatch } = receipt.checked;
    const own = noteIn(paymentNotes(found, link));
    // The one note due is right or silent; a note not due is wrong whatever it shows.
    const due = (kind: PaymentNoteKind, shown: Verdict): Verdict =>
      DUE[mismatch] === kind ? (shown === 'none' ? 'silent' : shown) : shown === 'none' ? 'none' : 'wrong';
    ownLink = {
      mismatch,
      notes: {
        amount: due('amount', verdict(own('amount'), rightNote.amount, false)),
        payee: due('payee', verdict(own('payee'), rightNote.payee, false)),
        date: due('date', verdict(own('date'), rightNote.date, false)),
      },
    };
  }
  // Only where no UPI ID was found: a UPI ID says more than a name.
  const byName = found.payeeUpiId === null ? found.payeeName : null;
  const nameNote = {
    false: byName !== null && otherName(byName, truth.payee),
    differing: verdict(
      byName !== null && otherName(byName, 'Acme Collections') ? byName : null,
      (name) => name.toLowerCase() === truth.payee.toLowerCase(),
    ),
  };
  return {
    name: receipt.name,
    found,
    nameNote,
    fullDate: receipt.printed.fullDate ?? true,
    ...(receipt.family ? { family: receipt.family } : {}),
    falseNotes,
    finders: {
      amount: verdict(found.amount, (paise) => paise === truth.paise),
      'payee UPI ID': verdict(found.payeeUpiId, (id) => id === truth.upiId, truth.upiId !== null),
      'payee name': verdict(found.payeeName, (name) => name.toLowerCase() === truth.payee.toLowerCase()),
      // A date left in doubt (05/11 or 11/05) is no finding.
      date: verdict(found.date && found.date.days.length === 1 ? found.date : null, (date) =>
        date.days.some(
          (day) =>
            day.month === truth.day.month &&
            day.day === truth.day.day &&
            (day.year ?? truth.day.year) === truth.day.year,
        ),
      ),
      status: statusVerdict(receipt, found.status),
    },
    notes: {
      amount: verdict(note('amount'), rightNote.amount),
      payee: verdict(note('payee'), rightNote.payee, truth.upiId !== null),
      date: verdict(note('date'), rightNote.date),
    },
    ...(ownLink ? { ownLink } : {}),
  };
}

const tally = (verdicts: readonly Verdict[]) => {
  const count = (v: Verdict) => verdicts.filter((x) => x === v).length;
  const none = count('none');
  return (
    (['right', 'wrong', 'silent'] as const).map((v) => `${v} ${count(v)}`).join(', ') +
    (none ? `, nothing printed to find ${none}` : '')
  );
};

/**
 * The figures for one set of receipts, and (unless `list` is false: the held-out layouts, which
 * nobody should tune on) each wrong finding and false note, one per line.
 */
export function paymentReport(title: string, scored: readonly PaymentScored[], list = true): string {
  const lines = [`${title}: ${scored.length} receipts`];
  for (const finder of FINDERS) lines.push(`  found ${finder}: ${tally(scored.map((s) => s.finders[finder]))}`);
  for (const kind of NOTES) {
    const falseCount = scored.filter((s) => s.falseNotes.some((n) => n.kind === kind)).length;
    lines.push(
      `  ${kind} note: against a differing link ${tally(scored.map((s) => s.notes[kind]))}; false against a matching link ${falseCount}`,
    );
  }
  const named = scored.map((s) => s.nameNote);
  lines.push(
    `  name note (measured, not shown), where no UPI ID was found: against a differing link ${tally(named.map((n) => n.differing))}; false against a matching link ${named.filter((n) => n.false).length}`,
  );
  const withLink = scored.filter((s) => s.ownLink);
  for (const kind of NOTES) {
    if (!withLink.length) break;
    // Where this kind was due: right, wrong or silent; where it was not: shown at all is wrong.
    const isDue = (s: PaymentScored) => s.ownLink !== undefined && DUE[s.ownLink.mismatch] === kind;
    const due = withLink.flatMap((s) => (isDue(s) && s.ownLink ? [s.ownLink.notes[kind]] : []));
    const notDue = withLink.filter((s) => !isDue(s) && s.ownLink?.notes[kind] === 'wrong').length;
    lines.push(
      `  ${kind} note against the app receipt's own link: where due ${tally(due)}; shown where not due ${notDue}`,
    );
  }
  for (const s of list ? scored : []) {
    const wrong = FINDERS.filter((f) => s.finders[f] === 'wrong');
    const notes = NOTES.filter((k) => s.notes[k] === 'wrong' || s.ownLink?.notes[k] === 'wrong');
    if (wrong.length || notes.length || s.falseNotes.length)
      lines.push(
        `  WRONG ${s.name}: ${[...wrong.map((f) => `found ${f}`), ...notes.map((k) => `${k} note`), ...s.falseNotes.map((n) => `false ${n.kind} note`)].join(', ')} ${JSON.stringify(s.found)}`,
      );
  }
  return lines.join('\n');
}

/** 'right / wrong / silent' of some verdicts, and the share right of those not 'none'. */
function cell(verdicts: readonly Verdict[]): string {
  const count = (v: Verdict) => verdicts.filter((x) => x === v).length;
  const counted = verdicts.length - count('none');
  const share = counted ? ` (${Math.round((100 * count('right')) / counted)} %)` : '';
  return `${count('right')} / ${count('wrong')} / ${count('silent')}${share}`;
}

/**
 * The notes as a table, one row per group: right / wrong / silent against a link that differs in
 * all three, where the receipt prints the value (the amount with its mark, the payee's UPI ID, a
 * full date); the false notes against a matching link; and against each receipt's own link, the
 * note due (right / wrong / silent) and notes shown where none was due.
 */
export function notesTable(groups: ReadonlyArray<readonly [string, readonly PaymentScored[]]>): string {
  const lines = [
    '| | receipts | amount note | payee note | date note (full date) | false notes, matching link | own link: due | own link: not due, shown |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [title, scored] of groups) {
    if (!scored.length) continue;
    const own = scored.filter((s) => s.ownLink);
    const dueVerdicts = own.flatMap((s) => {
      const kind = s.ownLink ? DUE[s.ownLink.mismatch] : null;
      return kind && s.ownLink ? [s.ownLink.notes[kind]] : [];
    });
    const notDue = own.filter((s) =>
      NOTES.some((kind) => s.ownLink && DUE[s.ownLink.mismatch] !== kind && s.ownLink.notes[kind] === 'wrong'),
    ).length;
    lines.push(
      `| ${title} | ${scored.length} | ${cell(scored.map((s) => s.notes.amount))} | ${cell(scored.map((s) => s.notes.payee))} | ${cell(scored.filter((s) => s.fullDate).map((s) => s.notes.date))} | ${scored.filter((s) => s.falseNotes.length).length} | ${own.length ? cell(dueVerdicts) : ''} | ${own.length ? notDue : ''} |`,
    );
  }
  return lines.join('\n');
}

/** The notes table's groups: each split, then each family's layouts (tuning, held out) in English and in Hindi. */
export function notesGroups(
  scored: ReadonlyArray<PaymentScored & { split: string }>,
): Array<readonly [string, PaymentScored[]]> {
  const groups: Array<readonly [string, PaymentScored[]]> = [];
  for (const split of ['tuning', 'held-out', 'held-out layouts'])
    groups.push([split, scored.filter((s) => s.split === split)]);
  const families = [...new Set(scored.flatMap((s) => (s.family ? [s.family.family] : [])))];
  for (const layout of ['tuning', 'held-out'] as const) {
    const inLayout = scored.filter((s) => s.family?.layout === layout);
    for (const lang of ['en', 'hi'] as const)
      groups.push([`families, ${layout} layouts, ${lang}`, inLayout.filter((s) => s.family?.lang === lang)]);
    for (const family of families)
      for (const lang of ['en', 'hi'] as const)
        groups.push([
          `${family} ${layout} ${lang}`,
          inLayout.filter((s) => s.family?.family === family && s.family.lang === lang),
        ]);
  }
  return groups;
}
