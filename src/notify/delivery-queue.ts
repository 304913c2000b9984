import { adoptNewOutbox, giveUpOutbox, outboxRow, type OutboxRow } from '../db/notify.js';
import { enqueueDeliveries, giveUpDelivery } from '../db/webhooks.js';
import { attemptQueuedDelivery, type WebhookDispatchOptions } from '../webhooks/dispatch.js';
import { backoffMs, deliverRow, emptyReport, type DispatcherDeps, type DispatchReport } from './dispatcher.js';

/**
 * The Workers delivery queue (wrangler.toml `reliquary-deliveries`): notifications (outbox rows:
 * emails and pushes) and webhook deliveries go out through Cloudflare Queues.
 *
 * - After every commit the app sends a `scan` of the matches and users it touched (src/api/live.ts
 *   `announce`, src/worker.ts).
 * - The consumer's scan adopts the outbox rows never attempted (a conditional update that moves
 *   their due time a minute ahead, so two scans never both adopt a row), turns new inbox events
 *   into webhook deliveries, and delivers them in the same call (past `inlineLimit`, it sends a
 *   message per row instead). The cron's scan sends a message per row.
 * - Every delivery uses the dispatcher's own code (`deliverRow`: a conditional claim, render,
 *   send, settle), so a second message, or the cron reconciling at the same time, never sends a
 *   row twice.
 * - A failed delivery is retried by the queue with the dispatcher's backoff. When it is given up
 *   (8 attempts) or the queue's retries run out, the message goes to the dead-letter queue, whose
 *   consumer marks the row `failed`.
 *
 * The cron only reconciles: rows due for more than a minute (their message was lost or the queue
 * was down) are delivered by the scheduled handler itself.
 */
export type DeliveryMessage = ({ kind: 'scan' } & Partial<DeliveryScope>) | { kind: 'outbox'; id: number } | { kind: 'webhook'; id: string };

/**
 * What a commit's scan looks at: the outbox rows of these matches or users, and these users'
 * webhooks. A scan without one (the cron's) looks at every row.
 */
export interface DeliveryScope {
  matches: string[];
  users: string[];
}

/** Past this many ids in one batch's scopes, the batch scans everything instead. */
const maxScopeIds = 1000;

export interface DeliveryQueueDeps {
  dispatcher: DispatcherDeps;
  webhooks: WebhookDispatchOptions;
  queue: Queue<DeliveryMessage>;
  /** The dead-letter queue, for a delivery given up before the queue's own retries ran out. */
  deadLetters?: Queue<DeliveryMessage> | undefined;
  /** Rows one scan adopts (another scan is queued when it took that many). */
  scanLimit?: number;
  /** Rows a consumer's scan delivers itself; it sends a message for each one past these. */
  inlineLimit?: number;
  /** Rows delivered at the same time by one consumer call (their SMTP or push round trips overlap). */
  concurrency?: number;
  log?: (line: string) => void;
}

/** How long a scan's adoption holds a row for its message before another scan or the cron may take it. */
export const adoptLeaseMs = 60_000;
/** Queues delays a message at most 12 hours. */
const maxDelaySeconds = 12 * 3600;

const secondsUntil = (at: Date, now: Date) => Math.min(maxDelaySeconds, Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)));
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Sends messages 100 at a time (a batch's limit). */
export async function sendDeliveries(queue: Queue<DeliveryMessage>, messages: DeliveryMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += 100) await queue.sendBatch(messages.slice(i, i + 100).map((body) => ({ body })));
}

type RowMessage = Exclude<DeliveryMessage, { kind: 'scan' }>;

/** What one scan adopted: outbox rows as they now stand, and new webhook deliveries. */
interface Adopted {
  outbox: OutboxRow[];
  webhooks: string[];
}

/** Adopts new outbox rows and turns new inbox events into webhook deliveries (both conditional: no two scans take the same). */
async function adopt(deps: DeliveryQueueDeps, scope: DeliveryScope | undefined): Promise<Adopted> {
  const db = deps.dispatcher.db;
  const outbox = await adoptNewOutbox(db, adoptLeaseMs, deps.scanLimit ?? 500, scope);
  const webhooks = await enqueueDeliveries(db, deps.dispatcher.now?.() ?? new Date(), scope ? { users: scope.users } : {});
  return { outbox, webhooks };
}

const messagesOf = (adopted: Adopted): RowMessage[] => [
  ...adopted.outbox.map((row): RowMessage => ({ kind: 'outbox', id: row.id })),
  ...adopted.webhooks.map((id): RowMessage => ({ kind: 'webhook', id })),
];

/** More new rows behind a full scan: another scan, which the next consumer call takes. */
async function scanAgainIfFull(deps: DeliveryQueueDeps, adopted: Adopted, scope: DeliveryScope | undefined): Promise<void> {
  if (adopted.outbox.length === (deps.scanLimit ?? 500)) await deps.queue.send({ kind: 'scan', ...scope });
}

/**
 * One scan that sends a message per row it adopted (the cron's, whose rows the consumers then
 * deliver). Answers how many.
 */
export async function scanDeliveries(deps: DeliveryQueueDeps, scope?: DeliveryScope): Promise<{ outbox: number; webhooks: number }> {
  const adopted = await adopt(deps, scope);
  await sendDeliveries(deps.queue, messagesOf(adopted));
  await scanAgainIfFull(deps, adopted, scope);
  return { outbox: adopted.outbox.length, webhooks: adopted.webhooks.length };
}

/** The scans of one batch as one: the union of their scopes, or everything when one has none (or the union is large). */
function mergedScope(scans: readonly Message<DeliveryMessage>[]): DeliveryScope | undefined {
  const matches = new Set<string>();
  const users = new Set<string>();
  for (const { body } of scans) {
    if (body.kind !== 'scan' || !body.matches || !body.users) return undefined;
    for (const id of body.matches) matches.add(id);
    for (const id of body.users) users.add(id);
  }
  return matches.size + users.size > maxScopeIds ? undefined : { matches: [...matches], users: [...users] };
}

async function forEachLimit<T>(items: readonly T[], limit: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await each(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * One delivery of a consumer call and how it is settled. A row that came as its own message
 * settles that message (ack, or a retry by the queue with the backoff); a row the call's own scan
 * adopted has no message yet, so a later attempt is a new one, delayed by the backoff.
 */
interface Delivery {
  body: RowMessage;
  /** The outbox row as the scan adopted it (a message's row is read first). */
  row?: OutboxRow;
  /** This attempt's number as the queue counts them, for the backoff of a failed consumer. */
  attempts: number;
  done(): void;
  later(delaySeconds: number): Promise<void>;
}

const fromMessage = (message: Message<DeliveryMessage>): Delivery => ({
  body: message.body as RowMessage,
  attempts: message.attempts,
  done: () => message.ack(),
  later: async (delaySeconds) => message.retry({ delaySeconds }),
});

const fromScan = (queue: Queue<DeliveryMessage>, body: RowMessage, row?: OutboxRow): Delivery => ({
  body,
  ...(row ? { row } : {}),
  attempts: 1,
  done: () => {},
  later: async (delaySeconds) => {
    await queue.send(body, { delaySeconds });
  },
});

/**
 * The consumer of `reliquary-deliveries`. Its scans (one per commit, merged) adopt the new rows
 * and deliver up to `inlineLimit` of them in this same call, with no message of their own: a
 * commit's email goes out one queue hop after it, and the queue carries about one message per
 * commit. Rows past that limit get a message each (consumers in parallel take them). Then the
 * rows' own messages (retries, deferrals, the cron's), all a few at a time.
 */
export async function consumeDeliveries(batch: MessageBatch<DeliveryMessage>, deps: DeliveryQueueDeps): Promise<DispatchReport & { webhooksDelivered: number }> {
  const log = deps.log ?? ((line: string) => console.error(line));
  const report = { ...emptyReport(), webhooksDelivered: 0 };
  const scans: Message<DeliveryMessage>[] = [];
  const deliveries: Delivery[] = [];
  const seen = new Set<string>();
  for (const message of batch.messages) {
    const body = message.body;
    if (body.kind === 'scan') scans.push(message);
    else if (seen.has(`${body.kind}:${body.id}`)) message.ack(); // one row, two messages: one suffices
    else {
      seen.add(`${body.kind}:${body.id}`);
      deliveries.push(fromMessage(message));
    }
  }
  if (scans.length > 0) {
    const scope = mergedScope(scans);
    try {
      const adopted = await adopt(deps, scope);
      const inline = deps.inlineLimit ?? 100;
      const found = [
        ...adopted.outbox.map((row) => fromScan(deps.queue, { kind: 'outbox', id: row.id }, row)),
        ...adopted.webhooks.map((id) => fromScan(deps.queue, { kind: 'webhook', id })),
      ].filter(({ body }) => !seen.has(`${body.kind}:${body.id}`));
      deliveries.push(...found.slice(0, inline));
      await sendDeliveries(deps.queue, found.slice(inline).map(({ body }) => body));
      await scanAgainIfFull(deps, adopted, scope);
      for (const message of scans) message.ack();
    } catch (err) {
      // Rows it adopted and did not hand on come back to the cron after their lease.
      log(`delivery scan failed: ${errorText(err)}`);
      for (const message of scans) message.retry({ delaySeconds: Math.ceil(backoffMs(message.attempts) / 1000) });
    }
  }
  /** Matches whose delivered turns queued push rows. */
  const pushesQueued = new Set<string>();
  await forEachLimit(deliveries, deps.concurrency ?? 4, async (delivery) => {
    const { body } = delivery;
    try {
      if (body.kind === 'outbox') {
        const pushFor = await deliverOutbox(delivery, body.id, deps, report);
        if (pushFor) pushesQueued.add(pushFor);
      } else if (await deliverWebhook(delivery, body.id, deps)) report.webhooksDelivered++;
    } catch (err) {
      // The database or the consumer failed, not the delivery: the queue tries again.
      log(`${body.kind} ${body.id}: attempt ${delivery.attempts} failed: ${errorText(err)}`);
      await delivery.later(Math.ceil(backoffMs(delivery.attempts) / 1000)).catch((again: unknown) => log(`${body.kind} ${body.id}: not queued again (the cron will deliver): ${errorText(again)}`));
    }
  });
  // A delivered turn queues its push sibling: a scan sends it at once.
  if (pushesQueued.size > 0) await deps.queue.send({ kind: 'scan', matches: [...pushesQueued], users: [] }).catch((err: unknown) => log(`delivery scan not queued: ${errorText(err)}`));
  return report;
}

async function deadLetter(deps: DeliveryQueueDeps, delivery: Delivery): Promise<void> {
  if (deps.deadLetters) await deps.deadLetters.send(delivery.body);
  delivery.done();
}

/** Answers the match of the push row the delivery queued, if it queued one. */
async function deliverOutbox(delivery: Delivery, id: number, deps: DeliveryQueueDeps, report: DispatchReport): Promise<string | undefined> {
  const now = deps.dispatcher.now ?? (() => new Date());
  const row = delivery.row ?? (await outboxRow(deps.dispatcher.db, id));
  if (!row) {
    delivery.done();
    return undefined;
  }
  // The message is the row's schedule: a pending row is delivered when its message comes.
  const outcome = await deliverRow(deps.dispatcher, row, report);
  switch (outcome.kind) {
    case 'retry':
      await delivery.later(secondsUntil(outcome.at, now()));
      break;
    case 'deferred':
      // Not a failure: a new message for later, with the retries untouched.
      await deps.queue.send(delivery.body, { delaySeconds: secondsUntil(outcome.at, now()) });
      delivery.done();
      break;
    case 'failed':
      await deadLetter(deps, delivery);
      break;
    default:
      delivery.done();
  }
  return outcome.pushQueued && row.matchId ? row.matchId : undefined;
}

/** Answers whether the webhook took it. */
async function deliverWebhook(delivery: Delivery, id: string, deps: DeliveryQueueDeps): Promise<boolean> {
  const now = deps.webhooks.now ?? (() => new Date());
  const outcome = await attemptQueuedDelivery(deps.dispatcher.db, id, deps.webhooks);
  switch (outcome.kind) {
    case 'retry':
      await delivery.later(secondsUntil(outcome.at, now()));
      break;
    case 'not-due':
      await deps.queue.send(delivery.body, { delaySeconds: secondsUntil(outcome.at, now()) });
      delivery.done();
      break;
    case 'failed':
      await deadLetter(deps, delivery);
      break;
    default:
      delivery.done();
  }
  return outcome.kind === 'delivered';
}

/**
 * The consumer of `reliquary-deliveries-dlq`: each message is a delivery given up (its attempts
 * or the queue's retries ran out). Its row is marked `failed` unless something settled it since
 * (the cron may have delivered it meanwhile), and a line is logged for the operator.
 */
export async function consumeDeadLetters(batch: MessageBatch<DeliveryMessage>, deps: Pick<DeliveryQueueDeps, 'dispatcher' | 'log'>): Promise<void> {
  const log = deps.log ?? ((line: string) => console.error(line));
  for (const message of batch.messages) {
    const body = message.body;
    try {
      if (body.kind === 'outbox') {
        const failed = await giveUpOutbox(deps.dispatcher.db, body.id, 'dead-lettered: the delivery queue gave up');
        log(`notification ${body.id} dead-lettered${failed ? ', now failed' : ' (already settled)'}`);
      } else if (body.kind === 'webhook') {
        const failed = await giveUpDelivery(deps.dispatcher.db, body.id);
        log(`webhook delivery ${body.id} dead-lettered${failed ? ', now failed' : ' (already settled)'}`);
      }
      // A lost scan needs nothing: the next scan or the cron takes its rows.
      message.ack();
    } catch (err) {
      // Marked later, or never: a row left pending is the cron's to reconcile (and give up).
      log(`dead letter ${body.kind}: ${errorText(err)}`);
      message.retry({ delaySeconds: 60 });
    }
  }
}
