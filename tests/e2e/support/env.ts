/**
 * Where the e2e run's processes listen. Playwright evaluates its config in the runner and again
 * in every worker, so the ports are fixed numbers (overridable by env) rather than picked at
 * random: every process then agrees on them without passing state around.
 */
function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new Error(`${name} is not a port: ${process.env[name]}`);
  return value;
}

export const E2E_PORT = port('E2E_PORT', 8787);
/** The SMTP sink the app server sends its e-mails to. */
export const E2E_SMTP_PORT = port('E2E_SMTP_PORT', 2526);
/** A small HTTP endpoint through which the workers read the sink's e-mails. */
export const E2E_MAIL_PORT = port('E2E_MAIL_PORT', 2527);

/** The stand-in map tile server (tests/helpers/tile-server.ts): beside the mail endpoint. */
export const E2E_TILE_PORT = port('E2E_TILE_PORT', E2E_MAIL_PORT + 1);

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;
export const TILE_URL = `http://127.0.0.1:${E2E_TILE_PORT}`;

/** The password of the seeded demo accounts (rider1, seller1, admin1, developer1) in e2e runs. */
export const DEMO_PASSWORD = process.env.E2E_DEMO_PASSWORD ?? 'e2e-demo-Passw0rd';
