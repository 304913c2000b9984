/**
 * Issue 18, item 7: "the heist never happens". The rules reward the heist (treasure beats an
 * early exit), and the greedy heister bot plays it: it takes artifacts, the Heart of Sol, and
 * gets out.
 */
import { describe, expect, it } from 'vitest';
import { spaceRelicsGreedyStrategy } from '../../../src/bots/greedy-space-relics.js';
import { randomStrategy, type Strategy } from '../../../src/bots/strategy.js';
import { underRulesOf } from '../../../src/engine/index.js';
import { HEART_OF_SOL } from '../../../src/games/space-relics/data.js';
import { spaceRelics } from '../../../src/games/space-relics/index.js';
import type { SpaceRelicsMove } from '../../../src/games/space-relics/moves.js';
import { copy, game, held, play, scenario, underTestRules, type State } from './helpers.js';

/** A whole match of the latest rules version, each seat's decision taken under its rules, as the platform does. */
function playOut(seed: string, strategies: Strategy[]): { s: State; lastDefense: boolean } {
  const latest = spaceRelics;
  let s = latest.setup({ players: strategies.length, options: {}, seed });
  let lastDefense = false;
  for (let n = 0; s.result === null; n++) {
    if (n > 20_000) throw new Error('no end');
    const seat = latest.activeSeats(s)[0]!;
    const view = latest.view(s, seat);
    const legalMoves = latest.legalMoves(s, seat);
    const move = underRulesOf(latest, () => strategies[seat]!.decide({ gameId: latest.id, seat, view, legalMoves })) as SpaceRelicsMove;
    const out = latest.apply(s, seat, move);
    if (out.events.some((e) => e.type === 'lastDefense')) lastDefense = true;
    s = out.state;
  }
  return { s, lastDefense };
}

describe('fleeing at once is not the best play', () => {
  it('"The player to make it out with the most treasure wins!": a later exit with an artifact beats an exit with nothing in round 1', () => {
    // Seat 0 stands next to an airlock with nothing; seat 1 holds the Salamander (6) and a platform from an exit.
    let s: State = scenario({
      platforms: [{ id: 0, x: 13, y: 9, rot: 0 }, { id: 1, x: 1, y: 5, rot: 0 }],
      pawns: [{ at: [1, 5] }, { at: [13, 9], artifacts: [1] }],
    });
    s = play(s, 0, { type: 'step', dir: 'W', distance: 1 });
    expect(s.players[0]!.status).toBe('escaped');
    expect(s.players[0]!.escapeRank).toBe(0);
    s = play(s, 1, { type: 'endTurn' });
    expect(s.round).toBe(2);
    s = play(s, 1, { type: 'step', dir: 'E', distance: 1 });
    expect(s.result?.scores).toEqual([0, 6]);
    expect(s.result?.winners).toEqual([1]);
  });
});

describe('the greedy heister (src/bots/greedy-space-relics.ts)', () => {
  it('against random play it takes artifacts in every game, gets out, and wins', () => {
    for (let i = 0; i < 4; i++) {
      const greedySeat = i % 2;
      const strategies = [0, 1].map((seat) => (seat === greedySeat ? spaceRelicsGreedyStrategy(`g${i}`) : randomStrategy(`r${i}`)));
      const { s } = playOut(`heist-test:${i}`, strategies);
      const me = s.players[greedySeat]!;
      expect(me.artifacts.length).toBeGreaterThanOrEqual(2);
      expect(me.status).toBe('escaped');
      expect(s.result?.winners).toEqual([greedySeat]);
    }
  });

  it('in self-play the Heart of Sol is taken and the Last Defense fires', () => {
    let heart = 0;
    let defense = 0;
    let artifacts = 0;
    for (let i = 0; i < 3; i++) {
      const { s, lastDefense } = playOut(`heist-self:${i}`, [spaceRelicsGreedyStrategy(`a${i}`), spaceRelicsGreedyStrategy(`b${i}`)]);
      if (s.players.some((p) => p.artifacts.includes(HEART_OF_SOL))) heart++;
      if (lastDefense) defense++;
      artifacts += s.players.reduce((n, p) => n + p.artifacts.length, 0);
    }
    expect(heart).toBeGreaterThanOrEqual(1);
    expect(defense).toBeGreaterThanOrEqual(1);
    expect(artifacts).toBeGreaterThanOrEqual(9);
  });

  it('decides from the view alone: hidden cards and deck orders do not change its choice', () => {
    let s: State = scenario({
      platforms: [{ id: 10, x: 6, y: 0, rot: 0 }, { id: 11, x: 6, y: 4, rot: 0 }],
      pawns: [{ at: [5, 0], hand: [held('o2'), held('tape')] }, { at: [9, 14], hand: [held('booster')] }],
    });
    let other = copy(s);
    // Seat 1's hand and the decks differ; seat 0 sees neither.
    other.players[1]!.hand = [held('keycard')];
    other.itemDeck = [...other.itemDeck].reverse();
    other.artifactDeck = [...other.artifactDeck].reverse();
    for (let n = 0; n < 4 && s.turn === 0; n++) {
      expect(game.view(other, 0)).toEqual(game.view(s, 0));
      const a = underTestRules(() => spaceRelicsGreedyStrategy('same').decide({ gameId: game.id, seat: 0, view: game.view(s, 0), legalMoves: game.legalMoves(s, 0) }));
      const b = underTestRules(() => spaceRelicsGreedyStrategy('same').decide({ gameId: game.id, seat: 0, view: game.view(other, 0), legalMoves: game.legalMoves(other, 0) }));
      expect(b).toEqual(a);
      s = play(s, 0, a as SpaceRelicsMove);
      other = play(other, 0, a as SpaceRelicsMove);
    }
  });
});
