/** Socket errors that mean the database server could not be reached or dropped the connection. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

/**
 * SQLSTATEs of a server that is going away, starting, or full: class 08 (connection
 * exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** What drivers say instead of a code; workerd says "Network connection lost." when a socket drops. */
const unavailableMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|WebSocket|socket hang up|Network connection lost/i;

/**
 * Whether an error (or any error it wraps: drizzle puts the driver's error in `cause`, a
 * WebSocket ErrorEvent from Neon's driver in `error`) says the database is unreachable rather
 * than that the query was wrong. Those are answered 503.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 6) return false;
  const { code, message, errors, cause, error } = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown; error?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true;
  if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  // A connection to a name with several addresses fails with an AggregateError of each attempt.
  if (Array.isArray(errors) && errors.length > 0 && errors.every((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(error, depth + 1);
}
