import { describe, expect, it } from 'vitest';
import { levelStrategy } from '../../src/bots/levels.js';
import { SPACE_RELICS_PLANNER_POLICIES, spaceRelicsPlannerStrategy } from '../../src/bots/planner-space-relics.js';
import { spaceRelics, type SpaceRelicsMove, type SpaceRelicsState } from '../../src/games/space-relics/index.js';

const input = (state: SpaceRelicsState, seat: number) => ({
  gameId: spaceRelics.id,
  seat,
  view: spaceRelics.view(state, seat),
  legalMoves: spaceRelics.legalMoves(state, seat),
});

/** A match some way in, both seats played by the medium level, at a decision with a choice. */
async function midGame(seed: string, decisions: number): Promise<{ state: SpaceRelicsState; seat: number }> {
  let state = spaceRelics.setup({ players: 2, options: spaceRelics.options.parse({}), seed });
  const bots = [0, 1].map((s) => levelStrategy('space-relics', 'medium', { seed: `${seed}:${s}` }));
  let made = 0;
  for (;;) {
    const seat = spaceRelics.activeSeats(state)[0]!;
    const legalMoves = spaceRelics.legalMoves(state, seat);
    if (legalMoves.length > 1 && made++ >= decisions) return { state, seat };
    const move = (await bots[seat]!.decide(input(state, seat))) as SpaceRelicsMove;
    state = spaceRelics.apply(state, seat, move).state;
  }
}

describe('the Space Relics rollout planner (the hard level)', () => {
  it('chooses among several ways to play the heist, the greedy heister first', () => {
    expect(SPACE_RELICS_PLANNER_POLICIES.length).toBeGreaterThan(1);
    expect(SPACE_RELICS_PLANNER_POLICIES[0]).toEqual({ heartBonus: 10, safety: 0.7 });
  });

  it('keeps to its budget: a fixed number of samples replays exactly; a clock ends the sampling', async () => {
    const { state, seat } = await midGame('planner-space-relics', 12);
    const play = (seed: string) => spaceRelicsPlannerStrategy({ seed, samples: 1 }).decide(input(state, seat));
    expect(play('same')).toEqual(play('same'));
    const started = Date.now();
    const move = spaceRelicsPlannerStrategy({ seed: 'clock', thinkMs: 50 }).decide(input(state, seat));
    expect(spaceRelics.legalMoves(state, seat)).toContainEqual(move);
    // One sample at least, then the clock: far below a few seconds here.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('plays a whole match against the medium level to its end, every move legal', async () => {
    let state = spaceRelics.setup({ players: 2, options: spaceRelics.options.parse({}), seed: 'planner-space-relics:match' });
    const bots = [
      levelStrategy('space-relics', 'hard', { seed: 'h', samples: 1 }),
      levelStrategy('space-relics', 'medium', { seed: 'm' }),
    ];
    for (let n = 0; n < 2000 && spaceRelics.result(state) === null; n++) {
      const seat = spaceRelics.activeSeats(state)[0]!;
      const move = (await bots[seat]!.decide(input(state, seat))) as SpaceRelicsMove;
      expect(spaceRelics.legalMoves(state, seat)).toContainEqual(move);
      state = spaceRelics.apply(state, seat, move).state;
    }
    expect(spaceRelics.result(state)).not.toBeNull();
    // About a minute on rules version 4's 19 x 19 board (twice the placements to weigh of the 15 x 15).
  }, 240_000);

  it('hands what it played last to a fresh planner (the server makes one per decision), and forgets what it cannot read', async () => {
    const { state, seat } = await midGame('planner-space-relics:memory', 6);
    const first = levelStrategy('space-relics', 'hard', { seed: 'm', samples: 1 });
    await first.decide(input(state, seat));
    const kept = first.remember?.();
    expect(kept).toEqual({ policy: expect.any(Number), memory: expect.any(Object) });
    expect(JSON.parse(JSON.stringify(kept))).toEqual(kept);
    const next = levelStrategy('space-relics', 'hard', { seed: 'm', samples: 1 });
    expect(next.remember?.()).toBeUndefined();
    next.recall?.(JSON.parse(JSON.stringify(kept)));
    expect(next.remember?.()).toEqual(kept);
    for (const junk of [{ policy: SPACE_RELICS_PLANNER_POLICIES.length }, { policy: '0' }, 'plan', null]) {
      const fresh = levelStrategy('space-relics', 'hard', { seed: 'm', samples: 1 });
      fresh.recall?.(junk);
      expect(fresh.remember?.()).toBeUndefined();
    }
  });
});
