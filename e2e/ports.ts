/**
 * Issue 32: where each worker's server delivers its mail (SMTP_URL in playwright.config.ts): the worker's own SMTP
 * receiver in the test process (fixtures.ts `mailbox`). 50 above the worker's web server, so sessions whose
 * E2E_PORT are 100 apart never share a port.
 */
export const SMTP_PORT_OFFSET = 50;
export const smtpPortOf = (firstPort: number, index: number) => firstPort + SMTP_PORT_OFFSET + index;
