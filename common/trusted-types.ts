/**
 * Trusted Types (docs/security.md, 'Trusted Types'): the name of the page's one policy, which the
 * worker's CSP allows (`trusted-types payment-page`) and the client creates
 * (client/effects/trusted-urls.ts), and the setting that decides whether the browser enforces
 * the rule or only reports breaches of it (docs/rules.md, Configuration: TRUSTED_TYPES).
 */

export const TRUSTED_TYPES_POLICY = 'payment-page';

/** `enforce`: in the page's Content-Security-Policy; `report`: in Content-Security-Policy-Report-Only. */
export type TrustedTypesMode = 'enforce' | 'report';

/** The setting's value, or null when it is neither word (a configuration error). */
export function parseTrustedTypesMode(value: string): TrustedTypesMode | null {
  const word = value.trim().toLowerCase();
  return word === 'enforce' || word === 'report' ? word : null;
}
