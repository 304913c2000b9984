import { afterEach, describe, expect, it } from 'vitest';
import type { ThinkJob } from '../../src/bots/computer-players.js';
import { startThinkPool, type ThinkPool } from '../../src/bots/think-pool-node.js';
import type { AnyGame } from '../../src/engine/index.js';
import { games } from '../../src/games/index.js';

/** A decision at the start of a two-player Ruin Runner match, as its first seat sees it. */
function job(level: ThinkJob['level'], thinkMs: number): ThinkJob {
  const game = games.find((g) => g.id === 'ruin-runner') as AnyGame;
  const state = game.setup({ players: 2, options: game.options.parse({}), seed: 'pool' });
  const seat = game.activeSeats(state)[0]!;
  return { gameId: game.id, level, seed: `pool:${level}`, thinkMs, decision: { gameId: game.id, seat, view: game.view(state, seat), legalMoves: game.legalMoves(state, seat) } };
}

let pool: ThinkPool | undefined;
afterEach(async () => {
  await pool?.stop();
  pool = undefined;
});

describe("Node's think pool", () => {
  it('decides an easy or medium move at once while every search thread is busy and more searches wait', async () => {
    pool = startThinkPool({ deep: 1, quick: 1 });
    const finished: string[] = [];
    const track = (name: string, decision: ReturnType<ThinkPool['think']>) => decision.then(({ move }) => (finished.push(name), move));
    // Two hard searches of 1.5 s each: one thinks, one waits behind it.
    const searches = [track('hard 1', pool.think(job('hard', 1500))), track('hard 2', pool.think(job('hard', 1500)))];
    const quick = [track('easy', pool.think(job('easy', 0))), track('medium', pool.think(job('medium', 0)))];
    const moves = await Promise.all([...searches, ...quick]);
    expect(finished.slice(0, 2).sort()).toEqual(['easy', 'medium']);
    expect(finished.slice(2)).toEqual(['hard 1', 'hard 2']);
    // Every answer is one of the position's legal moves.
    const legal = job('easy', 0).decision.legalMoves.map((m) => JSON.stringify(m));
    for (const move of moves) expect(legal).toContain(JSON.stringify(move));
  });
});
