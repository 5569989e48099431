/**
 * Prints Vitest's JSON results as one plain closing line, `Tests: N passed, N failed`,
 * which CI reads to know how many tests ran. Usage: node scripts/test-summary.ts FILE
 */
import { readFileSync } from 'node:fs';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const results = JSON.parse(readFileSync(process.argv[2] ?? 'test-results/vitest.json', 'utf8')) as VitestJson;
const skipped = results.numPendingTests + results.numTodoTests;
console.log(
  `Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
