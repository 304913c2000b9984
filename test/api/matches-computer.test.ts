import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rows } from '../support/lobby.js';
import { ComputerPlayers, thinkHere, type Think } from '../../src/bots/computer-players.js';
import { pendingComputerTurns } from '../../src/bots/computer.js';
import { games } from '../../src/games/index.js';
import { person, TestClient, testApp, testJwtSecret, type ApiResponse } from '../support/api.js';
import { testDrivers } from '../support/databases.js';
import { useApi } from '../support/setup.js';

// Issue 29: play against the computer.
describe.each(testDrivers)('computer players (%s)', (driver) => {
  const api = useApi(driver);
  const decisions: { gameId: string; level: string; seat: number; keys: string[] }[] = [];
  /** Reliques & Co's computers remember nothing; here each one counts its decisions in its memory. */
  const counted: { seat: number; memory: unknown }[] = [];
  const think: Think = async (job) => {
    decisions.push({ gameId: job.gameId, level: job.level, seat: job.decision.seat, keys: Object.keys(job.decision).sort() });
    const thought = await thinkHere(job);
    if (job.gameId !== 'reliques-co') return thought;
    counted.push({ seat: job.decision.seat, memory: job.memory });
    return { ...thought, memory: { decisions: ((job.memory as { decisions?: number } | undefined)?.decisions ?? 0) + 1 } };
  };
  let computers: ComputerPlayers;
  // Nothing of a test's computers may still be playing when the database closes.
  afterEach(() => computers?.settled());
  const client = () => {
    const app = testApp(api.database.db, { computers: { wake: (ids) => computers.wake(ids) } });
    computers = new ComputerPlayers({ fetch: async (request) => app.fetch(request), secret: testJwtSecret, think, log: (line) => console.error(line) });
    return new TestClient(app);
  };

  /** Waits (at most 20 s) until seat 0 must act or the match is over: the computers play on their own. */
  async function humanTurn(human: TestClient, id: string): Promise<ApiResponse> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      await computers.settled();
      const match = await human.get(`/v1/matches/${id}`);
      if (match.body.status !== 'active' || match.body.activeSeats.includes(0) || Date.now() > deadline) return match;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Plays seat 0's first legal move until its turn passes, then waits for the computers to give it
   * back. The seeded start may be a computer's; a move that loses a race with a computer acting at
   * the same time (a simultaneous phase) is a 409, and the human looks again.
   */
  async function playUntilComputersMoved(human: TestClient, id: string): Promise<ApiResponse> {
    let match = await humanTurn(human, id);
    for (let i = 0; i < 50 && match.body.status === 'active' && match.body.activeSeats.includes(0); i++) {
      const legal = await human.get(`/v1/matches/${id}/legal-moves`);
      const posted = await human.post(`/v1/matches/${id}/moves`, { expectedVersion: legal.body.version, move: legal.body.moves[0] });
      expect([200, 409]).toContain(posted.status);
      match = posted.status === 200 ? posted : await human.get(`/v1/matches/${id}`);
    }
    return humanTurn(human, id);
  }

  it('seats computers at once, starts the match, and the computer answers the human move', async () => {
    const { client: ada } = await client().guest('Ada');
    const created = await ada.post('/v1/matches', { gameId: 'reliques-co', players: 2, computer: [{ seat: 1, level: 'medium' }] });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
    expect(created.body.seats).toEqual([
      expect.objectContaining({ seat: 0, name: 'Ada', computer: false, level: null }),
      { seat: 1, userId: 'usr_cpu-medium-reliques-co', name: 'Computer (medium)', computer: true, level: 'medium', awayUntil: null },
    ]);
    const before = decisions.length;
    const after = await playUntilComputersMoved(ada, created.body.id);
    expect(decisions.length).toBeGreaterThan(before);
    expect(after.body.activeSeats).toEqual([0]);
    // The computer was asked with its seat's decision only: the game and its rules version, the seat, its view and its legal moves.
    for (const d of decisions.slice(before)) expect(d).toEqual({ gameId: 'reliques-co', level: 'medium', seat: 1, keys: ['gameId', 'legalMoves', 'rulesVersion', 'seat', 'view'] });
    // Its moves are in the log as its own.
    const log = await ada.get(`/v1/matches/${created.body.id}/events`);
    expect(log.status).toBe(200);
    expect(await pendingComputerTurns(api.database.db, games.map((g) => g.id))).not.toContain(created.body.id);
  });

  it('hands each decision of a computer seat what it remembered after the one before', async () => {
    const { client: ada } = await client().guest('Memory');
    const created = await ada.post('/v1/matches', { gameId: 'reliques-co', players: 2, computer: [{ seat: 1, level: 'medium' }] });
    const first = counted.length;
    let match = await playUntilComputersMoved(ada, created.body.id);
    for (let i = 0; i < 3 && match.body.status === 'active'; i++) match = await playUntilComputersMoved(ada, created.body.id);
    const seen = counted.slice(first);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.map((d) => d.memory)).toEqual(seen.map((_, i) => (i === 0 ? undefined : { decisions: i })));
  });

  it('plays every computer seat in turn, allies in Relic Run', async () => {
    const { client: ada } = await client().guest('Hero');
    const created = await ada.post('/v1/matches', { gameId: 'relic-run', players: 3, computer: [{ seat: 1, level: 'easy' }, { seat: 2, level: 'easy' }] });
    expect(created.status).toBe(201);
    expect(created.body.seats.map((s: { computer: boolean }) => s.computer)).toEqual([false, true, true]);
    await computers.settled();
    const after = await playUntilComputersMoved(ada, created.body.id);
    expect(['active', 'finished']).toContain(after.body.status);
    if (after.body.status === 'active') expect(after.body.activeSeats.some((s: number) => s === 0)).toBe(true);
  });

  it('fills an open seat of a waiting match with a computer', async () => {
    const c = client();
    const { client: ada } = await c.guest('Waiting Ada');
    const { client: stranger } = await c.guest('Stranger');
    const match = (await ada.post('/v1/matches', { gameId: 'ruin-runner', players: 3 })).body;
    expect((await stranger.post(`/v1/matches/${match.id}/computer`, { seat: 1, level: 'easy' })).status).toBe(403);
    const first = await ada.post(`/v1/matches/${match.id}/computer`, { seat: 1, level: 'hard' });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('waiting');
    expect(first.body.seats[1]).toMatchObject({ computer: true, level: 'hard', name: 'Computer (hard)' });
    expect((await ada.post(`/v1/matches/${match.id}/computer`, { seat: 1, level: 'easy' })).body.code).toBe('seat-taken');
    const full = await ada.post(`/v1/matches/${match.id}/computer`, { seat: 2, level: 'medium' });
    expect(full.status).toBe(200);
    expect(full.body.status).toBe('active');
    await computers.settled();
  });

  it('refuses computer seats that collide, and unknown levels', async () => {
    const { client: ada } = await client().guest('Careful');
    const refuse = async (body: Record<string, unknown>, path: string) => {
      const res = await ada.post('/v1/matches', { gameId: 'ruin-runner', players: 3, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    };
    await refuse({ computer: [{ seat: 0, level: 'easy' }] }, 'computer.0.seat');
    await refuse({ computer: [{ seat: 3, level: 'easy' }] }, 'computer.0.seat');
    await refuse({ computer: [{ seat: 1, level: 'easy' }, { seat: 1, level: 'hard' }] }, 'computer.1.seat');
    await refuse({ computer: [{ seat: 1, level: 'expert' }] }, 'computer.0.level');
  });

  it('rates a match against a computer only when the person asks, and lists the computer’s level apart on the leaderboard', async () => {
    const c = client();
    const signedIn = await person(c, api.database.db, 'Rated Ada');
    const casual = await signedIn.client.post('/v1/matches', { gameId: 'ruin-runner', players: 2, computer: [{ seat: 1, level: 'easy' }] });
    expect(casual.body.rated).toBe(false);
    await signedIn.client.post(`/v1/matches/${casual.body.id}/resign`, {});
    const { client: guest } = await c.guest('Rated guest');
    expect((await guest.post('/v1/matches', { gameId: 'ruin-runner', players: 2, computer: [{ seat: 1, level: 'easy' }], rated: true })).status).toBe(403);

    const created = await signedIn.client.post('/v1/matches', { gameId: 'ruin-runner', players: 2, computer: [{ seat: 1, level: 'easy' }], rated: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ rated: true, status: 'active' });
    let match = await playUntilComputersMoved(signedIn.client, created.body.id);
    for (let i = 0; i < 300 && match.body.status === 'active'; i++) match = await playUntilComputersMoved(signedIn.client, created.body.id);
    expect(match.body.status).toBe('finished');
    const ratings = await rows<{ user_id: string; games: number }>(api.database.db, sql`select user_id, games from ratings where game_id = 'ruin-runner' and user_id in (${signedIn.user.id}, 'usr_cpu-easy-ruin-runner')`);
    expect(ratings.map((r) => [r.user_id, r.games]).sort()).toEqual([[signedIn.user.id, 1], ['usr_cpu-easy-ruin-runner', 1]].sort());

    const board = await c.as(undefined).get('/v1/games/ruin-runner/leaderboard?provisional=true');
    expect(board.status).toBe(200);
    expect(board.body.entries.map((e: { user: { id: string } }) => e.user.id)).toContain(signedIn.user.id);
    expect(board.body.entries.map((e: { user: { id: string } }) => e.user.id)).not.toContain('usr_cpu-easy-ruin-runner');
    expect(board.body.computers).toEqual([
      { level: 'easy', user: { id: 'usr_cpu-easy-ruin-runner', name: 'Computer (easy)', kind: 'bot' }, rating: expect.objectContaining({ gameId: 'ruin-runner', games: 1, provisional: true }) },
    ]);
  }, 120_000);

  it('gives computers no inbox: their turn events are never stored', async () => {
    const { client: ada } = await client().guest('Inbox');
    const created = await ada.post('/v1/matches', { gameId: 'reliques-co', players: 2, computer: [{ seat: 1, level: 'easy' }] });
    await playUntilComputersMoved(ada, created.body.id);
    expect(await rows(api.database.db, sql`select 1 from events where user_id like 'usr_cpu-%'`)).toEqual([]);
  });

  it('lets the people at a table of computers abort it before the first move', async () => {
    // No computer plays here (nothing wakes them), so none can move before the vote.
    const { client: ada } = await new TestClient(testApp(api.database.db)).guest('Changed mind');
    const created = await ada.post('/v1/matches', { gameId: 'ruin-runner', players: 3, computer: [{ seat: 1, level: 'easy' }, { seat: 2, level: 'hard' }] });
    expect(created.body.status).toBe('active');
    const aborted = await ada.post(`/v1/matches/${created.body.id}/abort`);
    expect(aborted.status).toBe(200);
    expect(aborted.body.status).toBe('aborted');
  });
});
