import type { Db } from '../db/client.js';
import { claimDelivery, claimDueDeliveries, deliveryToAttempt, enqueueDeliveries, recordAttempt } from '../db/webhooks.js';
import { webhookHeaders } from './sign.js';
import { webhookUrlProblem } from './url.js';

export interface WebhookDispatchOptions {
  now?: () => Date;
  /** Development only: allow http and private or loopback targets. */
  allowPrivate?: boolean;
  /** Failed attempts in a row after which a webhook is disabled. */
  disableAfter?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Waits before each retry (after attempt 1, 2, …): Standard Webhooks' suggested schedule. */
export const retryDelaysMs = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000, 10 * 3600_000];
export const defaultDisableAfter = 20;

export interface AttemptResult {
  id: string;
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/** One signed POST of a delivery and its bookkeeping. */
export async function attemptDelivery(
  db: Db,
  d: { id: string; webhookId: string; attempts: number; body: string; url: string; secret: string },
  opts: WebhookDispatchOptions = {},
): Promise<AttemptResult> {
  const now = opts.now?.() ?? new Date();
  const doFetch = opts.fetch ?? fetch;
  let statusCode: number | null = null;
  let error: string | null = webhookUrlProblem(d.url, opts.allowPrivate ?? false);
  if (error === null) {
    try {
      const res = await doFetch(d.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'Reliquary-Webhooks/1', ...(await webhookHeaders(d.secret, d.id, now, d.body)) },
        body: d.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      statusCode = res.status;
      await res.body?.cancel().catch(() => {});
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? err.message.slice(0, 200) : 'request failed';
    }
  } else {
    error = `URL ${error}`;
  }
  const ok = error === null;
  const delay = retryDelaysMs[d.attempts];
  await recordAttempt(db, d, {
    ok,
    statusCode,
    error,
    at: now,
    nextAttemptAt: ok || delay === undefined ? null : new Date(now.getTime() + delay),
    disableAfter: opts.disableAfter ?? defaultDisableAfter,
  });
  return { id: d.id, ok, statusCode, error };
}

/** One pass: queue deliveries for new events, then send what is due. Run it on a timer or cron. */
export async function runWebhooks(db: Db, opts: WebhookDispatchOptions & { stuckMs?: number } = {}): Promise<AttemptResult[]> {
  const now = opts.now?.() ?? new Date();
  // With the Workers delivery queue (`stuckMs`), the scans after each commit make the deliveries
  // and the queue sends them: this pass takes only events and deliveries left for that long.
  const stuckSince = new Date(now.getTime() - (opts.stuckMs ?? 0));
  await enqueueDeliveries(db, stuckSince, opts.stuckMs ? { createdBefore: stuckSince } : {});
  const due = await claimDueDeliveries(db, now, 60_000, 50, stuckSince);
  const results: AttemptResult[] = [];
  for (const d of due) results.push(await attemptDelivery(db, d, opts));
  return results;
}

/** What became of one delivery a queue message named. */
export type DeliveryOutcome =
  | { kind: 'delivered' }
  /** Failed; due again at `at`. */
  | { kind: 'retry'; at: Date; error: string }
  /** Failed for the last time: the delivery is `failed`. */
  | { kind: 'failed'; error: string }
  /** Not due until `at` (scheduled later, or someone holds it): nothing was done. */
  | { kind: 'not-due'; at: Date }
  /** Delivered or given up already, its webhook disabled or gone, or claimed by someone else. */
  | { kind: 'taken' };

/**
 * One delivery's attempt for the Workers queue consumer: read, claimed by a conditional update
 * (so a second message or the cron never sends it too), sent and recorded as runWebhooks does.
 */
export async function attemptQueuedDelivery(db: Db, id: string, opts: WebhookDispatchOptions = {}): Promise<DeliveryOutcome> {
  const now = opts.now?.() ?? new Date();
  const d = await deliveryToAttempt(db, id);
  if (!d || d.status !== 'pending' || d.webhookStatus !== 'enabled') return { kind: 'taken' };
  // A second of slack for a retry that arrives a little early.
  if (d.nextAttemptAt.getTime() > now.getTime() + 1000) return { kind: 'not-due', at: d.nextAttemptAt };
  if (!(await claimDelivery(db, d, new Date(now.getTime() + 60_000)))) return { kind: 'taken' };
  const result = await attemptDelivery(db, d, opts);
  if (result.ok) return { kind: 'delivered' };
  const delay = retryDelaysMs[d.attempts];
  const error = result.error ?? 'failed';
  return delay === undefined ? { kind: 'failed', error } : { kind: 'retry', at: new Date(now.getTime() + delay), error };
}
