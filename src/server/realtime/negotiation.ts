/** What CONNECT and CONNECTED settle between client and server (STOMP 1.2, "Heart-beating"). */

const SUPPORTED_VERSIONS = ['1.2', '1.1', '1.0'] as const;

/** The highest version both speak; a client that names none speaks 1.0. */
export function negotiateVersion(acceptVersion: string | undefined): string | null {
  if (acceptVersion === undefined) return '1.0';
  const offered = new Set(acceptVersion.split(',').map((version) => version.trim()));
  return SUPPORTED_VERSIONS.find((version) => offered.has(version)) ?? null;
}

export interface Heartbeats {
  /** How often the server must send something (0: never). */
  sendEveryMs: number;
  /** How often the client promised to send something (0: no check). */
  expectEveryMs: number;
}

/**
 * The client's `heart-beat: cx,cy` against the server's own `serverMs,serverMs`: each
 * direction runs at the slower of what one side can do and the other wants, or not at all
 * when either side says 0. Null when the header is malformed.
 */
export function negotiateHeartbeat(
  header: string | undefined,
  serverMs: number,
): Heartbeats | null {
  if (header === undefined) return { sendEveryMs: 0, expectEveryMs: 0 };
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header);
  if (!match) return null;
  const canSend = Number(match[1]);
  const wants = Number(match[2]);
  return {
    sendEveryMs: serverMs === 0 || wants === 0 ? 0 : Math.max(serverMs, wants),
    expectEveryMs: serverMs === 0 || canSend === 0 ? 0 : Math.max(serverMs, canSend),
  };
}
