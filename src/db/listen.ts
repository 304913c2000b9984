/** Receives NOTIFY messages; `onReconnect` runs when messages may have been lost meanwhile. */
export interface NotificationHandlers {
  onNotification(channel: string, payload: string | undefined): void;
  onReconnect(): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

const firstRetryMs = 500;
const lastRetryMs = 30_000;

/**
 * One dedicated node-postgres connection (outside the pool) that LISTENs on `channels`. When it
 * drops, it reconnects with backoff and then calls `onReconnect`, since notifications sent in
 * between are gone. It holds its connection whether or not anyone listens, and never polls.
 */
export async function listenPostgres(url: string, channels: readonly string[], handlers: NotificationHandlers): Promise<StopListening> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let current: InstanceType<typeof pg.Client> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = firstRetryMs;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'reliquary-listen' });
    client.on('notification', (m) => handlers.onNotification(m.channel, m.payload));
    client.on('error', (err) => console.warn(`listen connection failed: ${err.message}`));
    client.on('end', () => {
      if (current === client) current = undefined;
      if (!stopped) reconnectLater();
    });
    await client.connect();
    for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    if (stopped) await client.end();
    else current = client;
  };
  const reconnectLater = () => {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          delay = firstRetryMs;
          handlers.onReconnect();
        },
        () => {
          delay = Math.min(delay * 2, lastRetryMs);
          reconnectLater();
        },
      );
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}
