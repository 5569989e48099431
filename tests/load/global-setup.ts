/**
 * Once per run: the page worker's and the sandbox payment worker's bundles the
 * load test serves must match the sources. `npm test` has just built the client; ensureBuilt rebuilds only
 * what is stale, so a run with the e2e project does not bundle twice.
 */
import { ensureBuilt } from '../../make/fresh.ts';

export default ensureBuilt;
