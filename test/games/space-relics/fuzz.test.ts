import { describe, expect, it } from 'vitest';
import { pick, randomInt, randomPlayout, seedRng } from '../../../src/engine/index.js';
import { spaceRelics } from '../../../src/games/space-relics/index.js';
import type { SpaceRelicsState } from '../../../src/games/space-relics/state.js';
import { at, copy, game, play } from './helpers.js';
import { checkInvariants } from './invariants.js';
import { fuzzCount, fuzzTimeoutMs } from '../../support/budget.js';

const GAMES = fuzzCount(1000);

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
    }, fuzzTimeoutMs);
  }
});

describe('seeded games around the Heart of Sol', () => {
  for (const players of [2, 3, 4]) {
    it(`200 ${players}-player games with seat 0 starting on the Heart's space reach the end through the Last Defense`, () => {
      let lastTurns = 0;
      let longest = 0;
      for (let g = 0; g < 200; g++) {
        let s = game.setup({ players, options: {}, seed: `heart-${players}-${g}` });
        for (let seat = players - 1; seat >= 0; seat--) s = play(s, seat, { type: 'chooseAirlock', airlock: seat });
        s = copy(s);
        s.players[0]!.pos = at(7, 7);
        const chooser = seedRng(`heart-choice-${players}-${g}`);
        let sawFinal = false;
        for (let n = 0; s.result === null; n++) {
          if (n > 20_000) throw new Error('game did not end');
          const active = game.activeSeats(s);
          const seat = active[randomInt(chooser, active.length)]!;
          const moves = game.legalMoves(s, seat);
          longest = Math.max(longest, moves.length);
          const grab = moves.find((m) => m.type === 'pickUpArtifact');
          s = play(s, seat, grab ?? pick(chooser, moves));
          checkInvariants(s, game);
          if (s.finalTurns !== null) sawFinal = true;
        }
        expect(s.heartTaker).toBe(0);
        if (sawFinal) lastTurns++;
      }
      expect(lastTurns).toBeGreaterThan(0);
      // Every list stays at a few hundred moves at most (the placement prompt is the largest).
      expect(longest).toBeLessThan(500);
      console.log(`${players}p: ${lastTurns}/200 reached the last turns of the Last Defense; longest legal list ${longest}`);
    });
  }
});
