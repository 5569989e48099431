/** The repository root, for scripts run from anywhere. */
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
