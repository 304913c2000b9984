import { describe, expect, it } from 'vitest';
import { spaceRelicsGreedyStrategy, spaceRelicsPlan } from '../../src/bots/greedy-space-relics.js';
import { spaceRelics, type SpaceRelicsMove, type SpaceRelicsState } from '../../src/games/space-relics/index.js';

/** The cost of a seat's way out after a removal (a way that is gone counts as 100). */
const wayOut = (s: SpaceRelicsState, seat: number) => Math.min(100, spaceRelicsPlan(s, seat, 'escape').phi);

interface Removal {
  chosen: SpaceRelicsMove;
  /** Per legal removal: the remover's own way out after it, and the other seats' still inside, summed. */
  options: { move: SpaceRelicsMove; own: number; rivals: number }[];
}

/** Every Last Defense removal greedy heisters make in seeded games, with what each choice would have cost. */
async function removals(players: number, games: number): Promise<Removal[]> {
  const out: Removal[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `greedy-removal:${players}:${g}`;
    let s = spaceRelics.setup({ players, options: spaceRelics.options.parse({}), seed });
    const bots = Array.from({ length: players }, (_, seat) => spaceRelicsGreedyStrategy(`${seed}:${seat}`));
    for (let n = 0; n < 20_000 && spaceRelics.result(s) === null; n++) {
      const seat = spaceRelics.activeSeats(s)[0]!;
      const legalMoves = spaceRelics.legalMoves(s, seat);
      const chosen = (await bots[seat]!.decide({ gameId: spaceRelics.id, seat, view: spaceRelics.view(s, seat), legalMoves })) as SpaceRelicsMove;
      if (chosen.type === 'removePlatform' && legalMoves.length > 1) {
        out.push({
          chosen,
          options: legalMoves.map((move) => {
            const after = spaceRelics.apply(s, seat, move).state;
            const rivals = after.players.reduce((sum, q, other) => sum + (other !== seat && q.status === 'museum' ? wayOut(after, other) : 0), 0);
            return { move, own: wayOut(after, seat), rivals };
          }),
        });
      }
      s = spaceRelics.apply(s, seat, chosen).state;
    }
  }
  return out;
}

describe('the greedy Space Relics heister', () => {
  it('in the Last Defense keeps its own way out, then removes the platform the others still inside miss most', async () => {
    // "At the start of each of the following turns of the player who took the Heart of Sol, each
    // player removes one platform permanently from the game." Which one is the player's choice.
    const seen = [...(await removals(2, 6)), ...(await removals(4, 4))];
    expect(seen.length).toBeGreaterThan(10);
    let rivalDecided = 0;
    for (const { chosen, options } of seen) {
      const mine = options.find((o) => JSON.stringify(o.move) === JSON.stringify(chosen))!;
      const bestOwn = Math.min(...options.map((o) => o.own));
      expect(mine.own).toBeCloseTo(bestOwn, 6);
      const keepingMine = options.filter((o) => o.own <= bestOwn + 1e-9);
      expect(mine.rivals).toBeCloseTo(Math.max(...keepingMine.map((o) => o.rivals)), 6);
      if (keepingMine.some((o) => o.rivals < mine.rivals - 1e-9)) rivalDecided++;
    }
    // Not a tie-break that never matters: the others' ways out decided some removals.
    expect(rivalDecided).toBeGreaterThan(0);
  }, 120_000);
});
