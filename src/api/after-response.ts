import type { Context, ExecutionContext } from 'hono';
import { logLine } from './log.js';

/**
 * Work a request leaves to finish after its response (telling live objects, queueing deliveries,
 * reporting a request count). On Workers it is kept alive with waitUntil and begins only once the
 * response is on its way: begun before, its subrequests' set-up (a Durable Object stub and its
 * fetch, a queue's send) held the response back, 4 ms of a join under wrangler dev (bench/README.md,
 * "The Worker's database path"). Without an execution context (Node, a test calling the app
 * directly) it begins now. A failure is logged; the response has gone.
 */
export function afterResponse(c: Context, work: () => Promise<unknown>): void {
  const ctx = executionContextOf(c);
  const done = (ctx ? nextTurn().then(work) : work()).catch((err: unknown) => {
    logLine('warn', 'work after the response failed', { error: err instanceof Error ? err.message : String(err) });
  });
  ctx?.waitUntil(done);
}

/** Resolves after the current turn, once the response has been handed to the runtime. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    // Hono throws when the runtime gave no execution context.
    return undefined;
  }
}
