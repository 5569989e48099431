/**
 * Once per run: make sure the client build and the page and sandbox payment workers' bundles on disk
 * match the sources, so the budgets measure what would be deployed. `npm test`
 * has just built the client and the e2e setup bundles the page and sandbox payment workers; ensureBuilt
 * rebuilds only what is stale, so neither is done twice.
 */
import { ensureBuilt } from '../../make/fresh.ts';

export default ensureBuilt;
