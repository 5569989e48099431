/**
 * The pages' CSP violation recorder, one copy for every browser harness (Playwright's Chromium,
 * puppeteer's Firefox and Chromium 80): a script that runs in each document before the page's own
 * and keeps every violation, and the expression that reads them back. Both are plain functions,
 * so any driver can serialise them into the page.
 */

/** Runs in the page before its own scripts: keeps every CSP violation as `directive blocked-uri`. */
export function recordCspViolations(): void {
  const seen: string[] = [];
  Object.defineProperty(window, '__cspViolations', { value: seen });
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
}

/** Runs in the page: the violations `recordCspViolations` kept, in order. */
export function readCspViolations(): string[] {
  return (window as unknown as { __cspViolations: string[] }).__cspViolations;
}
