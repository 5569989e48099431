/**
 * The page's rules the operations reporter (./beacon.ts) applies: the safe app id check
 * (common/payer-link.ts), the UPI rule (common/channels.ts) and the idle helper. The page hands them
 * over when it starts the reporter, rather than the reporter importing them: modules the
 * reporter's chunk shares with step 1's and step 2's are split by the bundler into a step-1 chunk of
 * their own, and so they are when ./funnel.ts, which loads the reporter, imports them. Imported by
 * client/App.tsx, they stay in step 1's chunk (docs/performance.md, Chunks follow module paths).
 */
import { isUpi } from '../../common/channels.ts';
import { isValidAppId } from '../../common/payer-link.ts';
import { whenIdle } from '../platform/idle.ts';

export const REPORTER_RULES = { isValidAppId, isUpi, whenIdle };

export type ReporterRules = typeof REPORTER_RULES;
