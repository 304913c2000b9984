import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { readOperationalMetrics } from '../../db/metrics.js';
import type { App, AppEnv } from '../context.js';
import { processCounters } from '../log.js';
import { ApiError, errorResponses } from '../problem.js';

const route = createRoute({
  tags: ['meta'],
  operationId: 'getMetrics',
  method: 'get',
  path: '/v1/admin/metrics',
  summary: 'Operational metrics for the operator, in Prometheus text',
  description:
    'For the operator’s monitoring, not for accounts: the bearer is the server’s `METRICS_TOKEN` (unset: this route does not exist, 404). From the database (one statement): the notification backlog and its oldest age, notifications and webhook deliveries given up in the last hour, the webhook backlog, and matches past their deadline with how late the latest is. From this process (Node) or isolate (Workers): requests by status class and database errors since it started.',
  security: [{ bearerAuth: [] }],
  responses: {
    200: {
      description: 'The metrics (Prometheus text exposition format 0.0.4).',
      content: { 'text/plain': { schema: z.string(), example: '# TYPE reliquary_outbox_backlog gauge\nreliquary_outbox_backlog 0\n' } },
    },
    ...errorResponses(401, 404),
  },
});

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
async function isMetricsToken(c: Context<AppEnv>, expected: string): Promise<boolean> {
  const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!given) return false;
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let differs = 0;
  for (let i = 0; i < a.length; i++) differs |= (a[i] as number) ^ (b[i] as number);
  return differs === 0;
}

type Sample = [name: string, help: string, type: 'gauge' | 'counter', value: number, labels?: Record<string, string>];

const exposition = (samples: Sample[]): string => {
  const lines: string[] = [];
  const described = new Set<string>();
  for (const [name, help, type, value, labels] of samples) {
    if (!described.has(name)) {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
      described.add(name);
    }
    const labelText = labels ? `{${Object.entries(labels).map(([k, v]) => `${k}="${v}"`).join(',')}}` : '';
    lines.push(`${name}${labelText} ${value}`);
  }
  return `${lines.join('\n')}\n`;
};

export const registerAdminMetrics = (app: App) =>
  app.openapi(route, async (c) => {
    const token = c.get('deps').config.metricsToken;
    if (!token) throw new ApiError('not-found', `No route for GET ${c.req.path}.`);
    if (!(await isMetricsToken(c, token))) throw new ApiError('unauthorized', 'This route needs `Authorization: Bearer <METRICS_TOKEN>`.');
    const m = await readOperationalMetrics(c.get('db'));
    const samples: Sample[] = [
      ['reliquary_outbox_backlog', 'Notifications waiting to be sent.', 'gauge', m.outboxBacklog],
      ['reliquary_outbox_oldest_age_seconds', 'Age of the oldest notification waiting.', 'gauge', m.outboxOldestSeconds],
      ['reliquary_outbox_failed_last_hour', 'Notifications given up in the last hour.', 'gauge', m.outboxFailedLastHour],
      ['reliquary_webhook_backlog', 'Webhook deliveries waiting.', 'gauge', m.webhookBacklog],
      ['reliquary_webhook_failed_last_hour', 'Webhook deliveries given up in the last hour.', 'gauge', m.webhookFailedLastHour],
      ['reliquary_deadlines_overdue', 'Active matches past their deadline, not yet timed out.', 'gauge', m.deadlinesOverdue],
      ['reliquary_deadline_lateness_seconds', 'How late the latest overdue deadline is.', 'gauge', m.deadlineLatenessSeconds],
      ['reliquary_database_errors_total', 'Requests that found the database unavailable, since this process started.', 'counter', processCounters.databaseErrors],
      ['reliquary_internal_errors_total', 'Requests answered 500, since this process started.', 'counter', processCounters.internalErrors],
      ...[...processCounters.requests].map(([status, n]): Sample => ['reliquary_requests_total', 'Requests answered, by status class, since this process started.', 'counter', n, { status }]),
      ['reliquary_process_uptime_seconds', 'Seconds since this process (or isolate) started.', 'gauge', Math.round((Date.now() - processCounters.startedAt) / 1000)],
    ];
    c.header('Cache-Control', 'no-store');
    return c.text(exposition(samples), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
  });
