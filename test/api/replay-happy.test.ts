import { describe, expect, it } from 'vitest';
import { loadMatch, loadMoveLog } from '../../src/db/queries.js';
import { replay } from '../../src/engine/index.js';
import { games } from '../../src/games/index.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';
import { replayAll, startMatch, stateAt, writeMoves } from './replay-support.js';

const sentence = /^[A-Z0-9][^{}"]+$/;

describe.each(testDrivers)('GET /v1/matches/{id}/replay (%s)', (driver) => {
  const api = useApi(driver);

  it.each(games.map((g) => [g.id, g] as const))('%s: a finished match steps from the deal to the end as each seat saw it', async (_id, game) => {
    const { id, clients } = await startMatch(api.client, game.id, 2, `replay-${game.id}`);
    const played = await writeMoves(api.database.db, game, id, 20_000, `replay-choices-${game.id}`);
    const match = (await clients[0]!.get(`/v1/matches/${id}`)).body;
    expect(match.status).toBe('finished');

    const seen = await replayAll(clients[0]!, id, '', 20);
    expect(seen).toMatchObject({ matchId: id, gameId: game.id, status: 'finished', seat: 0, lastVersion: played, result: match.result });
    expect(seen.steps.map((s: { version: number }) => s.version)).toEqual(Array.from({ length: played + 1 }, (_, v) => v));
    // Version 0 is the deal: no events, the first seats to act.
    const dealt = await stateAt(api.database.db, game, id, 0);
    expect(seen.steps[0]).toEqual({ version: 0, activeSeats: game.activeSeats(dealt), view: game.view(dealt, 0), events: [] });
    // Every version shows its own events, in words, as the match log gives them (same seat, same data).
    // The whole log, page by page.
    const log: { seq: number; seat: number; type: string; data?: unknown; text: string }[] = [];
    for (let after: number | null = 0; after !== null; ) {
      const page: { events: typeof log; next: number | null } = (await clients[0]!.get(`/v1/matches/${id}/events?limit=500&after=${after}`)).body;
      log.push(...page.events);
      after = page.next;
    }
    const stepEvents = seen.steps.flatMap((s: { events: { seq: number; seat: number; type: string; data?: unknown; text: string }[] }) => s.events);
    expect(stepEvents.map(({ text: _text, ...e }: { text: string }) => e)).toEqual(log.map(({ text: _text, ...e }) => e));
    for (const e of stepEvents) expect(e.text).toMatch(sentence);
    // The last version is the finished match as GET shows it, what the end reveals included.
    const last = seen.steps[played];
    expect(last.view).toEqual(match.view);
    expect(last.activeSeats).toEqual([]);
    // A version in the middle is that version's table.
    const middle = Math.floor(played / 2);
    const state = await stateAt(api.database.db, game, id, middle);
    expect(seen.steps[middle].view).toEqual(game.view(state, 0));
    expect(seen.steps[middle].activeSeats).toEqual(game.activeSeats(state));
  });

  it('a resigned match replays to its stored state, and its last version shows the resignation', async () => {
    const game = games.find((g) => g.id === 'reliques-co')!;
    const { id, clients } = await startMatch(api.client, game.id, 3, 'replay-resign');
    await writeMoves(api.database.db, game, id, 45, 'replay-resign-choices');
    const resigned = await clients[1]!.post(`/v1/matches/${id}/resign`, {});
    expect(resigned.status).toBe(200);
    const stored = await loadMatch(api.database.db, id);
    const log = await loadMoveLog(api.database.db, id);
    expect(log).toHaveLength(46);
    expect(replay(game, { players: 3, options: stored!.options, seed: stored!.seed }, log)).toEqual(stored!.state);

    const res = await clients[2]!.get(`/v1/matches/${id}/replay?version=45&count=2`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'finished', seat: 2, lastVersion: 46, result: { details: { forfeit: { seats: [1], reason: 'resign' } } } });
    const [before, end] = res.body.steps;
    expect(end.version).toBe(46);
    expect(end.events).toEqual([{ seq: 46, seat: 1, type: 'resigned', data: { seats: [1] }, text: 'P1 resigned.' }]);
    // The resignation changes nothing on the table: the same state, now with nobody to act.
    expect(end.view).toEqual((await clients[2]!.get(`/v1/matches/${id}`)).body.view);
    expect(end.view).toEqual(before.view);
    expect(before.activeSeats).toEqual(game.activeSeats(stored!.state));
    expect(end.activeSeats).toEqual([]);
  });

  it('serves any window of a long log the same, whichever versions were rebuilt before', async () => {
    const game = games.find((g) => g.id === 'relic-runners')!;
    const { id, clients } = await startMatch(api.client, game.id, 2, 'replay-long');
    expect(await writeMoves(api.database.db, game, id, 150, 'replay-long-choices')).toBe(150);
    const reader = clients[1]!;
    const single = async (v: number) => (await reader.get(`/v1/matches/${id}/replay?version=${v}`)).body.steps[0];
    // Cold: version 100 first, then 70 (before the states kept on the way), then a window across both.
    const at100 = await single(100);
    const at70 = await single(70);
    const window = (await reader.get(`/v1/matches/${id}/replay?version=63&count=20`)).body;
    expect(window.steps.map((s: { version: number }) => s.version)).toEqual(Array.from({ length: 20 }, (_, i) => 63 + i));
    expect(window.steps[7]).toEqual(at70);
    expect(await single(100)).toEqual(at100);
    expect(at100.view).toEqual(game.view(await stateAt(api.database.db, game, id, 100), 1));
    // The end of the log: a window is cut short, and the last version is the live table.
    const tail = (await reader.get(`/v1/matches/${id}/replay?version=145&count=20`)).body;
    expect(tail.steps.map((s: { version: number }) => s.version)).toEqual([145, 146, 147, 148, 149, 150]);
    expect(tail.steps[5].view).toEqual((await reader.get(`/v1/matches/${id}`)).body.view);
  });

  it('answers 304 to an unchanged ETag, and a new body once the match moved on', async () => {
    const game = games.find((g) => g.id === 'ruin-runner')!;
    const { id, clients } = await startMatch(api.client, game.id, 2, 'replay-etag');
    const first = await clients[0]!.get(`/v1/matches/${id}/replay`);
    expect(first.status).toBe(200);
    expect(first.body.lastVersion).toBe(0);
    const etag = first.headers.get('ETag')!;
    expect((await clients[0]!.get(`/v1/matches/${id}/replay`, { 'If-None-Match': etag })).status).toBe(304);
    // Another seat, or other versions, are other bodies.
    expect((await clients[1]!.get(`/v1/matches/${id}/replay`, { 'If-None-Match': etag })).status).toBe(200);
    expect((await clients[0]!.get(`/v1/matches/${id}/replay?count=2`, { 'If-None-Match': etag })).status).toBe(200);
    await writeMoves(api.database.db, game, id, 1, 'replay-etag-choices');
    const moved = await clients[0]!.get(`/v1/matches/${id}/replay`, { 'If-None-Match': etag });
    expect(moved.status).toBe(200);
    expect(moved.body.lastVersion).toBe(1);
  });
});
