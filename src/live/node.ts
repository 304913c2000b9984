import type { Database } from '../db/client.js';
import { inboxChannel, LiveHub, matchChannel, publishNotification } from './hub.js';

/**
 * The Node process's hub, fed by one LISTEN on the database (migrations/0007 NOTIFYs on commit).
 * Undefined for a driver that cannot listen: readers then fall back to polling.
 */
export async function startLiveHub(database: Database): Promise<{ hub: LiveHub; stop(): Promise<void> } | undefined> {
  if (!database.listen) return undefined;
  const hub = new LiveHub(database.db);
  const stop = await database.listen([inboxChannel, matchChannel], {
    onNotification: (channel, payload) => publishNotification(hub, channel, payload),
    onReconnect: () => hub.resync(),
  });
  return { hub, stop };
}
