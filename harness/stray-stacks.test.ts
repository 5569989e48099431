/**
 * The end of a run's stray workerd (harness/stray-stacks.ts; docs/README.md, Tests): a process
 * named workerd that carries the run's mark is found and ended; one without the mark, or with
 * another run's, is left alone. A copy of `sleep` named `workerd` stands in for the runtime.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endMarkedWorkerd, markedWorkerd } from './stray-stacks.ts';

const dir = mkdtempSync(join(tmpdir(), 'stray-'));
const fakeWorkerd = join(dir, 'workerd');
copyFileSync('/bin/sleep', fakeWorkerd);
const started: ChildProcess[] = [];

function startWorkerd(mark: string | undefined): Promise<ChildProcess> {
  const env = { ...process.env, PAYMENT_PAGE_TEST_RUN: mark };
  if (mark === undefined) delete env.PAYMENT_PAGE_TEST_RUN;
  const child = spawn(fakeWorkerd, ['30'], { env, stdio: 'ignore' });
  started.push(child);
  return new Promise((resolve) => child.once('spawn', () => resolve(child)));
}
const exited = (child: ChildProcess) =>
  new Promise<string | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode);
    else child.once('exit', (_code, signal) => resolve(signal));
  });

afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.platform === 'linux')('stray workerd', () => {
  it('finds and ends only the workerd that carry this run’s mark', async () => {
    const mine = await startWorkerd('run-a');
    const other = await startWorkerd('run-b');
    const unmarked = await startWorkerd(undefined);
    expect(markedWorkerd('run-a')).toEqual([mine.pid]);
    expect(endMarkedWorkerd('run-a')).toBe(1);
    expect(await exited(mine)).toBe('SIGKILL');
    expect(other.exitCode).toBeNull();
    expect(unmarked.exitCode).toBeNull();
    expect(markedWorkerd('run-a')).toEqual([]);
    expect(markedWorkerd('run-b')).toEqual([other.pid]);
  });
});
