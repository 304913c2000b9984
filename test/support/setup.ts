import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client.js';
import type { LiveHub } from '../../src/live/hub.js';
import { startLiveHub } from '../../src/live/node.js';
import { TestClient, testApp } from './api.js';
import { openTestDatabase, type DriverName } from './databases.js';

/** Opens a fresh database for the enclosing `describe` and gives a client of an app on it. */
export function useApi(driver: DriverName, options: Parameters<typeof testApp>[1] & { listen?: boolean } = {}) {
  const ctx = {} as { database: Database; client: TestClient; live?: LiveHub };
  let stopListening: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ctx.database = await openTestDatabase(driver);
    // `listen`: the app gets the process hub fed by the database's LISTEN, as `npm start` does.
    const { listen, ...rest } = options;
    const live = listen ? await startLiveHub(ctx.database) : undefined;
    if (listen && !live) throw new Error(`the ${driver} driver cannot LISTEN`);
    stopListening = live?.stop;
    if (live) ctx.live = live.hub;
    ctx.client = new TestClient(testApp(ctx.database.db, { ...rest, ...(live ? { live: live.hub } : {}) }));
  });
  afterAll(async () => {
    await stopListening?.();
    await ctx.database?.close();
  });
  return ctx;
}

/** Opens a `race-to-ten` match for `players` guests, all seated; returns their clients. */
export async function startedRace(client: TestClient, players: number, options: Record<string, unknown> = {}) {
  const seated = await Promise.all(Array.from({ length: players }, (_, i) => client.guest(`P${i}`)));
  const created = await seated[0]!.client.post('/v1/matches', { gameId: 'race-to-ten', players, options, seed: 'fixed-seed' });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const id: string = created.body.id;
  for (const s of seated.slice(1)) {
    const joined = await s.client.post(`/v1/matches/${id}/join`);
    if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  }
  return { id, seated };
}
