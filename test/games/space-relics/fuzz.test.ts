import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../../src/engine/index.js';
import { spaceRelics } from '../../../src/games/space-relics/index.js';
import type { SpaceRelicsState } from '../../../src/games/space-relics/state.js';
import { checkInvariants } from './invariants.js';

const GAMES = 1000;

describe('seeded random games', () => {
  for (const players of [2, 3, 4]) {
    it(`${GAMES} random ${players}-player games all finish with the invariants holding after every move`, () => {
      let escaped = 0;
      let heart = 0;
      let maxLegal = 0;
      for (let g = 0; g < GAMES; g++) {
        const out = randomPlayout(spaceRelics, {
          players,
          seed: `fuzz-${players}-${g}`,
          maxMoves: 20_000,
          onMove: (state) => checkInvariants(state as SpaceRelicsState),
        });
        expect(out.finished).toBe(true);
        const s = out.state as SpaceRelicsState;
        escaped += s.players.filter((p) => p.status === 'escaped').length;
        if (s.heartTaker !== null) heart++;
        expect(s.result?.scores.length).toBe(players);
        if (g % 50 === 0) maxLegal = Math.max(maxLegal, spaceRelics.legalMoves(spaceRelics.setup({ players, options: {}, seed: `m${g}` }), players - 1).length);
      }
      expect(maxLegal).toBeLessThan(600);
      console.log(`${players}p: ${escaped} escapes, ${heart} games with the Heart taken`);
    });
  }
});
