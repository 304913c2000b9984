import type { Db } from '../db/client.js';
import { claimDueDeliveries, enqueueDeliveries, recordAttempt } from '../db/webhooks.js';
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
export async function runWebhooks(db: Db, opts: WebhookDispatchOptions = {}): Promise<AttemptResult[]> {
  const now = opts.now?.() ?? new Date();
  await enqueueDeliveries(db, now);
  const due = await claimDueDeliveries(db, now, 60_000, 50);
  const results: AttemptResult[] = [];
  for (const d of due) results.push(await attemptDelivery(db, d, opts));
  return results;
}
