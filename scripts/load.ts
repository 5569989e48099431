/**
 * `npm run load`: build, bundle, run the load (harness/load/run.ts) and print
 * its figures; exits 1 when they show a problem.
 */
import { buildClient } from '../build/build-client.ts';
import { bundleWorkers } from '../harness/local-stack.ts';
import { describeLoad, loadProblems } from '../harness/load/report.ts';
import { runLoad } from '../harness/load/run.ts';

await buildClient();
bundleWorkers();
const figures = await runLoad();
console.log(describeLoad(figures));
const problems = loadProblems(figures);
if (problems.length > 0) {
  console.error(`load: FAILED: ${problems.join('; ')}`);
  process.exitCode = 1;
}
