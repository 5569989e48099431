/**
 * Where the done screen may send the payer (decision 19).
 * CONTRACT — implementation pending.
 */

/** Parse `REDIRECT_ALLOWED_HOSTS`: comma-separated hostnames, `*.example.com` allowed. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
}

/**
 * The URL to navigate to, or null when there is none or it is not allowed:
 * absolute https:, or http: to localhost / 127.0.0.1; and when allowedHosts is
 * non-empty, a host that matches one of them.
 */
export function safeRedirectUrl(raw: string | null, allowedHosts: string[]): string | null {
  void raw;
  void allowedHosts;
  return null;
}
