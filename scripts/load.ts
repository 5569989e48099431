/**
 * `npm run load`: build, bundle, run the load (harness/load/run.ts) and print
 * its figures; exits 1 when they show a problem.
 */
import { ensureBuilt } from '../make/fresh.ts';
import { describeLoad, loadProblems } from '../harness/load/report.ts';
import { runLoad } from '../harness/load/run.ts';

await ensureBuilt();
const figures = await runLoad();
console.log(describeLoad(figures));
const problems = loadProblems(figures);
if (problems.length > 0) {
  console.error(`load: FAILED: ${problems.join('; ')}`);
  process.exitCode = 1;
}
