import { describe, expect, it } from 'vitest';
import { ismctsStrategy } from '../../src/bots/ismcts.js';
import { playLocalMatch, randomStrategy } from '../../src/bots/strategy.js';
import { seedRng, type RngState, type Seat } from '../../src/engine/index.js';
import { raceToTen } from '../support/fixture-game.js';

describe('the ISMCTS search (fixture game)', () => {
  it('beats the random bot in at least 90% of 100 two-player matches, half of them moving second', async () => {
    let wins = 0;
    for (let m = 0; m < 100; m++) {
      const ismcts = ismctsStrategy({ games: [raceToTen], iterations: 200, seed: `ismcts:${m}` });
      const random = randomStrategy(`random:${m}`);
      const ismctsSeat = m % 2;
      const strategies = ismctsSeat === 0 ? [ismcts, random] : [random, ismcts];
      const { result } = await playLocalMatch(raceToTen, { players: 2, options: { target: 10 }, seed: `match:${m}`, strategies });
      if (result.winners.includes(ismctsSeat)) wins += 1;
    }
    expect(wins).toBeGreaterThanOrEqual(90);
  });

  it('decides from the view alone: hidden information never changes its move', () => {
    const state = raceToTen.setup({ players: 2, options: { target: 10 }, seed: 'hidden' });
    const moved = raceToTen.apply(state, 0, { type: 'add', amount: 2 }).state;
    const otherSecret = { ...moved, secrets: [moved.secrets[0] as number, (moved.secrets[1] as number) + 7], rng: seedRng('another generator') };
    const seen: unknown[] = [];
    const spied = { ...raceToTen, determinize: (view: unknown, seat: Seat, rng: RngState) => (seen.push(view), raceToTen.determinize!(view, seat, rng)) };
    const decide = (s: typeof moved, seat: Seat) =>
      ismctsStrategy({ games: [spied], iterations: 300, seed: 'same' }).decide({
        gameId: raceToTen.id,
        seat,
        view: raceToTen.view(s, seat),
        legalMoves: raceToTen.legalMoves(s, seat),
      });
    // Seat 1 decides twice: once as dealt, once with seat 0's secret and the generator changed.
    const a = decide(moved, 1);
    const b = decide({ ...moved, secrets: [(moved.secrets[0] as number) + 5, moved.secrets[1] as number], rng: seedRng('x') }, 1);
    expect(a).toEqual(b);
    expect(decide(otherSecret, 0)).toEqual(decide({ ...otherSecret, secrets: [otherSecret.secrets[0] as number, 1] }, 0));
    // Every determinization started from the seat's view, which shows no other secret.
    expect(seen.length).toBeGreaterThan(0);
    for (const v of seen) expect(Object.keys(v as object).sort()).toEqual(['counter', 'mySecret', 'players', 'target', 'turn']);
    // Counter at 2, seat 1 to move: 2 -> 4 leaves the opponent on a losing count (10 - 4 = 6, a multiple of 3).
    expect(a).toEqual({ type: 'add', amount: 2 });
  });
});
