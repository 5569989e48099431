/**
 * Before each e2e file: connect to the run's one Chromium (launched by global-setup.ts) and share
 * stacks between files with equal settings (harness/e2e-stack.ts; docs/README.md, Tests).
 */
import { inject } from 'vitest';
import { shareAcrossFiles } from '../../harness/e2e-stack.ts';

shareAcrossFiles(inject('chromiumEndpoint'));
