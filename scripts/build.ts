/**
 * `npm run build`: the client build (build/build-client.ts) from the command
 * line. Usage: node scripts/build.ts
 */
import { buildClient } from '../build/build-client.ts';

await buildClient();
console.log('Built dist/client and worker/generated/client-assets.ts');
