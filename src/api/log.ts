/**
 * The server's log: one JSON object per line, so a log service (Workers Logs with
 * `[observability]`, or any collector reading Node's stdout) can filter and count by field.
 * Never log what a client sent (bodies, tokens, query parameters): ids and outcomes only.
 */
export type LogLevel = 'info' | 'warn' | 'error';

/** Where log lines go: the console unless the runtime's entry point sets another (Node: log-node.ts). */
export type LogSink = (level: LogLevel, line: string) => void;

export const consoleSink: LogSink = (level, line) => {
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};
let sink: LogSink = consoleSink;

export function setLogSink(next: LogSink): void {
  sink = next;
}

export function logLine(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  sink(level, JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
}

/** What this process (Node) or isolate (Workers) has counted since it started, for GET /v1/admin/metrics. */
export const processCounters = {
  startedAt: Date.now(),
  requests: new Map<string, number>(),
  databaseErrors: 0,
  internalErrors: 0,
};

export function countRequest(status: number): void {
  const kind = `${Math.floor(status / 100)}xx`;
  processCounters.requests.set(kind, (processCounters.requests.get(kind) ?? 0) + 1);
}
