import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { loadMatch, loadMoveLog } from '../../src/db/queries.js';
import { matches, moves } from '../../src/db/schema.js';
import { pick, playMove, randomInt, replay, seedRng, type AnyGame, type GameEvent } from '../../src/engine/index.js';
import type { TestClient } from '../support/api.js';

/** Who reads a view: a seat, or `public` for a spectator. */
export type Reader = number | 'public';

/** A seeded match of `gameId` with one guest per seat (P0, P1...), all seated, so it has started. */
export async function startMatch(client: TestClient, gameId: string, players: number, seed: string, extra: Record<string, unknown> = {}) {
  const guests = await Promise.all(Array.from({ length: players }, (_, i) => client.guest(`P${i}`)));
  const created = await guests[0]!.client.post('/v1/matches', { gameId, players, seed, ...extra });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  for (const g of guests.slice(1)) {
    const joined = await g.client.post(`/v1/matches/${id}/join`);
    if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  }
  return { id, clients: guests.map((g) => g.client), users: guests.map((g) => g.user) };
}

/**
 * Plays up to `count` moves over HTTP (a seeded choice of active seat and legal move) and records,
 * at the start and after every move, the view each seat and a spectator got from
 * `GET /v1/matches/{id}`: `seen[version][reader]`, version 0 being the start.
 */
export async function playLive(anonymous: TestClient, clients: TestClient[], id: string, count: number, choiceSeed: string) {
  const chooser = seedRng(choiceSeed);
  const seen: Record<Reader, unknown>[] = [];
  const record = async () => {
    const views: Record<Reader, unknown> = { public: (await anonymous.get(`/v1/matches/${id}`)).body.view };
    for (const [seat, c] of clients.entries()) views[seat] = (await c.get(`/v1/matches/${id}`)).body.view;
    seen.push(views);
  };
  await record();
  for (let i = 0; i < count; i++) {
    const match = (await anonymous.get(`/v1/matches/${id}`)).body;
    if (match.status !== 'active') break;
    const seat = match.activeSeats[randomInt(chooser, match.activeSeats.length)] as number;
    const legal = (await clients[seat]!.get(`/v1/matches/${id}/legal-moves`)).body;
    const res = await clients[seat]!.post(`/v1/matches/${id}/moves`, { expectedVersion: legal.version, move: pick(chooser, legal.moves) });
    if (res.status !== 200) throw new Error(`move failed: ${JSON.stringify(res.body)}`);
    await record();
  }
  return seen;
}

/**
 * Plays on in-process (seeded random choices) from the stored state for at most `count` moves or
 * to the game's end, and writes those moves, their events and the resulting match row straight
 * to the database as the move route would. Whole games over HTTP take minutes here; the replay
 * route only reads what this writes.
 */
export async function writeMoves(db: Db, game: AnyGame, id: string, count: number, choiceSeed: string): Promise<number> {
  const match = await loadMatch(db, id);
  if (!match) throw new Error(`no match ${id}`);
  const chooser = seedRng(choiceSeed);
  const first = (await loadMoveLog(db, id)).length + 1;
  let state = match.state;
  const rows: (typeof moves.$inferInsert)[] = [];
  while (rows.length < count && game.result(state) === null) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(chooser, active.length)] as number;
    const move = pick(chooser, game.legalMoves(state, seat));
    const outcome = playMove(game, state, seat, move);
    const actorId = match.seats.find((s) => s.seat === seat)?.userId ?? null;
    rows.push({ matchId: id, seq: first + rows.length, seat, move, events: outcome.events as GameEvent[], actorId });
    state = outcome.state;
  }
  if (rows.length === 0) return 0;
  for (let i = 0; i < rows.length; i += 500) await db.insert(moves).values(rows.slice(i, i + 500));
  const result = game.result(state);
  await db
    .update(matches)
    .set({
      state,
      version: match.version + rows.length,
      status: result ? 'finished' : 'active',
      result,
      activeSeats: result ? [] : game.activeSeats(state),
    })
    .where(eq(matches.id, id));
  return rows.length;
}

/** The state after the first `version` entries of the stored log, rebuilt in-process. */
export async function stateAt(db: Db, game: AnyGame, id: string, version: number): Promise<unknown> {
  const match = await loadMatch(db, id);
  const log = await loadMoveLog(db, id);
  return replay(game, { players: match!.players, options: match!.options, seed: match!.seed }, log.slice(0, version));
}

/** Steps of the replay from `version` on, fetched in windows of `window` versions. */
export async function replayAll(client: TestClient, id: string, query = '', window = 20) {
  const steps: { version: number; activeSeats: number[]; view: unknown; events: { seq: number; seat: number; type: string; data?: unknown; text: string }[] }[] = [];
  let body: any;
  for (let from = 0; ; from += window) {
    const res = await client.get(`/v1/matches/${id}/replay?version=${from}&count=${window}${query}`);
    if (res.status !== 200) throw new Error(`replay failed: ${res.status} ${JSON.stringify(res.body)}`);
    body = res.body;
    steps.push(...res.body.steps);
    if (from + window > res.body.lastVersion) break;
  }
  return { ...body, steps };
}

