/**
 * The server under test in bench/live.ts: the Node app on PostgreSQL, with the push hub
 * (`push`, as `npm start` runs) or without it (`poll`: the polling path streams fall back to).
 * Prints `{"port": N}` once listening; answers `mem` over IPC with its memory after a full GC,
 * the hub's listeners, the long polls waiting right now and the queries it has sent so far.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../src/api/app.js';
import { appConfig } from '../src/config.js';
import { openNodeDatabase } from '../src/db/node.js';
import { games } from '../src/games/index.js';
import { Doorbell } from '../src/live/doorbell.js';
import { startLiveHub } from '../src/live/node.js';

const mode = process.argv[2];
if (mode !== 'push' && mode !== 'poll') throw new Error('usage: live-server.ts push|poll');
// Every query of this process goes through a pg Client (the pool's and the LISTEN connection's).
let queries = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
const database = await openNodeDatabase({ url: process.env.DATABASE_URL });
const live = mode === 'push' ? await startLiveHub(database) : undefined;
const config = appConfig({ ...process.env, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0', LIMIT_STREAMS_PER_CLIENT: '0' }, { allowSeededMatches: true });
const app = createApp({ config, games, ...(live ? { live: live.hub } : {}), openDb: async () => ({ db: database.db, release: () => {} }) });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })));
process.on('message', (message) => {
  if (message === 'count') {
    process.send?.({ listeners: live?.hub.listenerCount ?? 0, waiting: Doorbell.waiting, queries });
    return;
  }
  if (message !== 'mem') return;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ rss, heapUsed, external, arrayBuffers, listeners: live?.hub.listenerCount ?? 0, queries });
});
