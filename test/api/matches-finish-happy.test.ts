import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { replay } from '../../src/engine/index.js';
import { relicRun } from '../../src/games/relic-run/index.js';
import { raceToTen } from '../support/fixture-game.js';
import { testDrivers } from '../support/databases.js';
import { inboxTypes, playRaceOut, rows } from '../support/lobby.js';
import { startedRace, useApi } from '../support/setup.js';

describe.each(testDrivers)('leaving, resigning, aborting and rematches (%s)', (driver) => {
  const api = useApi(driver);

  it('leave frees the seat of a waiting match; the last one out aborts it and the invited are told', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const cy = await api.client.guest('Cy');
    const m = (await ada.client.post('/v1/matches', { gameId: 'race-to-ten', players: 3, invite: [{ seat: 2, userId: cy.user.id }] })).body;
    await bob.client.post(`/v1/matches/${m.id}/join`);
    const left = await bob.client.post(`/v1/matches/${m.id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body.status).toBe('waiting');
    expect(left.body.seats[1]).toEqual({ seat: 1, userId: null, name: null, computer: false, level: null, awayUntil: null });
    expect(left.body.version).toBe(m.version + 2);
    const listed = (await api.client.get(`/v1/matches?player=${ada.user.id}`)).body.matches[0];
    expect(listed.openSeats).toEqual([1]);

    const last = await ada.client.post(`/v1/matches/${m.id}/leave`);
    expect(last.status).toBe(200);
    expect(last.body.status).toBe('aborted');
    expect(await inboxTypes(cy.client, m.id)).toEqual(['invitation', 'match.aborted']);
    const invitation = await rows<{ status: string }>(api.database.db, sql`select status from invitations where match_id = ${m.id}`);
    expect(invitation).toEqual([{ status: 'withdrawn' }]);
    expect((await cy.client.post(`/v1/matches/${m.id}/join`)).body.code).toBe('match-not-waiting');
  });

  it('resign ends the match: the resigning seat loses, the others win, and the log replays to the stored state', async () => {
    const { id, seated } = await startedRace(api.client, 3);
    const clients = seated.map((s) => s.client);
    await clients[0]!.post(`/v1/matches/${id}/moves`, { expectedVersion: 1, move: { type: 'add', amount: 2 } });
    const resigned = await clients[1]!.post(`/v1/matches/${id}/resign`);
    expect(resigned.status).toBe(200);
    expect(resigned.body.status).toBe('finished');
    expect(resigned.body.activeSeats).toEqual([]);
    expect(resigned.body.result).toEqual({ winners: [0, 2], scores: [0, 0, 0], details: { forfeit: { seats: [1], reason: 'resign' } } });
    const log = (await clients[2]!.get(`/v1/matches/${id}/events`)).body.events;
    expect(log.at(-1)).toMatchObject({ seat: 1, type: 'resigned', data: { seats: [1] } });
    for (const c of clients) expect((await inboxTypes(c, id)).at(-1)).toBe('match.finished');

    const [stored] = await rows<{ state: unknown; seed: string; options: Record<string, unknown> }>(api.database.db, sql`select state, seed, options from matches where id = ${id}`);
    const moves = await rows<{ seat: number; move: unknown; actor_id: string }>(api.database.db, sql`select seat, move, actor_id from moves where match_id = ${id} order by seq`);
    expect(moves.at(-1)).toEqual({ seat: 1, move: { type: '$resign', seats: [1] }, actor_id: seated[1]!.user.id });
    expect(replay(raceToTen, { players: 3, options: stored!.options, seed: stored!.seed }, moves)).toEqual(stored!.state);
  });

  it('in co-operative Relic Run a resignation loses for the whole party', async () => {
    const ada = await api.client.guest('Hero');
    const m = (await ada.client.post('/v1/matches', { gameId: 'relic-run', players: 2 })).body;
    await ada.client.post(`/v1/matches/${m.id}/join`, { seat: 1 });
    const res = await ada.client.post(`/v1/matches/${m.id}/resign`, { seat: 0 });
    expect(res.status).toBe(200);
    expect(res.body.result.winners).toEqual([]);
    expect(res.body.result.details.forfeit).toEqual({ seats: [0], reason: 'resign' });
    const [stored] = await rows<{ state: unknown; seed: string; options: Record<string, unknown> }>(api.database.db, sql`select state, seed, options from matches where id = ${m.id}`);
    const moves = await rows<{ seat: number; move: unknown }>(api.database.db, sql`select seat, move from moves where match_id = ${m.id} order by seq`);
    expect(replay(relicRun, { players: 2, options: stored!.options, seed: stored!.seed }, moves)).toEqual(stored!.state);
  });

  it('abort before the first move is a vote: recorded, shown to everyone, and the match aborts when every seat agrees', async () => {
    const { id, seated } = await startedRace(api.client, 3);
    const [a, b, c] = seated;
    const v = (await a!.client.get(`/v1/matches/${id}`)).body.version as number;
    expect((await a!.client.get(`/v1/matches/${id}`)).body).toMatchObject({ status: 'active', abortVotes: [] });

    const first = await b!.client.post(`/v1/matches/${id}/abort`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'active', version: v + 1, seat: 1, abortVotes: [1], abortWaitingFor: [0, 2] });
    // The other players see the vote in the match, anyone else too.
    expect((await a!.client.get(`/v1/matches/${id}`)).body).toMatchObject({ status: 'active', version: v + 1, abortVotes: [1] });
    expect((await api.client.as(undefined).get(`/v1/matches/${id}`)).body.abortVotes).toEqual([1]);
    // Agreeing twice changes nothing.
    const again = await b!.client.post(`/v1/matches/${id}/abort`);
    expect(again.body).toMatchObject({ status: 'active', version: v + 1, abortVotes: [1], abortWaitingFor: [0, 2] });
    for (const s of seated) expect(await inboxTypes(s.client, id)).not.toContain('match.aborted');

    const second = await c!.client.post(`/v1/matches/${id}/abort`);
    expect(second.body).toMatchObject({ status: 'active', version: v + 2, abortVotes: [1, 2], abortWaitingFor: [0] });
    const last = await a!.client.post(`/v1/matches/${id}/abort`);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ status: 'aborted', version: v + 3, activeSeats: [], result: null, deadlineAt: null, abortVotes: null, abortWaitingFor: [] });
    for (const s of seated) expect((await inboxTypes(s.client, id)).filter((t) => t === 'match.aborted')).toHaveLength(1);
    const move = await a!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: v + 3, move: { type: 'add', amount: 1 } });
    expect(move.body.code).toBe('match-not-active');
    const [stored] = await rows<{ status: string; rated: boolean }>(api.database.db, sql`select status, rated from matches where id = ${id}`);
    expect(stored).toEqual({ status: 'aborted', rated: false });
  });

  it('a player holding every seat aborts at once', async () => {
    const ada = await api.client.guest('Solo');
    const m = (await ada.client.post('/v1/matches', { gameId: 'relic-run', players: 2 })).body;
    await ada.client.post(`/v1/matches/${m.id}/join`, { seat: 1 });
    const res = await ada.client.post(`/v1/matches/${m.id}/abort`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'aborted', abortWaitingFor: [] });
    expect((await inboxTypes(ada.client, m.id)).filter((t) => t === 'match.aborted')).toHaveLength(1);
  });

  it('the first move closes the vote: the votes disappear and abort is too late', async () => {
    const { id, seated } = await startedRace(api.client, 2);
    const voted = (await seated[1]!.client.post(`/v1/matches/${id}/abort`)).body;
    expect(voted.abortVotes).toEqual([1]);
    const moved = await seated[0]!.client.post(`/v1/matches/${id}/moves`, { expectedVersion: voted.version, move: { type: 'add', amount: 1 } });
    expect(moved.status).toBe(200);
    expect(moved.body.abortVotes).toBeNull();
    expect((await seated[1]!.client.get(`/v1/matches/${id}`)).body.abortVotes).toBeNull();
    const late = await seated[0]!.client.post(`/v1/matches/${id}/abort`);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('abort-too-late');
    expect((await seated[0]!.client.get(`/v1/matches/${id}`)).body).toMatchObject({ status: 'active', version: moved.body.version });
  });

  it('rematch opens the same match with the seats rotated and invites everyone else', async () => {
    const { id, seated } = await startedRace(api.client, 3, { target: 5 });
    await playRaceOut(seated.map((s) => s.client), id);
    const res = await seated[2]!.client.post(`/v1/matches/${id}/rematch`);
    expect(res.status).toBe(201);
    expect(res.headers.get('Location')).toBe(`/v1/matches/${res.body.id}`);
    expect(res.body).toMatchObject({ gameId: 'race-to-ten', players: 3, options: { target: 5 }, status: 'waiting', seat: 0 });
    // Seat 2 moves to 0; seats 0 and 1 move to 1 and 2, reserved for their players.
    expect(res.body.seats.map((s: { userId: string | null }) => s.userId)).toEqual([seated[2]!.user.id, null, null]);
    for (const [old, next] of [
      [0, 1],
      [1, 2],
    ] as const) {
      const inbox = (await seated[old]!.client.get('/v1/me/events?after=0')).body.events;
      const invitation = inbox.find((e: { type: string; matchId: string }) => e.type === 'invitation' && e.matchId === res.body.id);
      expect(invitation.data).toMatchObject({ seat: next, invitedBy: seated[2]!.user.id });
      expect((await seated[old]!.client.post(`/v1/matches/${res.body.id}/join`)).body.seat).toBe(next);
    }
    expect((await seated[0]!.client.get(`/v1/matches/${res.body.id}`)).body.status).toBe('active');
  });
});
