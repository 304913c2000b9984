import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/index.js';
import { board, galleryChar } from '../../../src/games/space-relics/board.js';
import { CARDS, ITEMS, PLATFORM_TILES, moveSpaces } from '../../../src/games/space-relics/data.js';
import { game, held, legal, me, play, scenario, started, underTestRules, type State } from './helpers.js';

const museum = underTestRules(() => board());

describe('setup', () => {
  for (const players of [2, 3, 4]) {
    it(`steps 1-14 with ${players} players`, () => {
      const s = game.setup({ players, options: game.options.parse({}), seed: `setup-${players}` });
      // Step 2: the wall-less gallery in the centre with the yellow marker on B.
      expect(s.galleries[4]).toBe(0);
      // Step 3: the other eight of the rules version (version 3's shell galleries, tiles 9-16).
      expect([...s.galleries].sort((a, b) => a - b)).toEqual([0, 9, 10, 11, 12, 13, 14, 15, 16]);
      expect(s.artifactMarkers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      // Steps 4-5: 8 + 4 = 12 item markers, the extra ones on side galleries.
      expect(s.itemMarkers).toHaveLength(12);
      const perArea = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((a) => s.itemMarkers.filter((c) => museum.areaOfCell[c] === a).length);
      expect(perArea).toEqual([1, 2, 1, 2, 0, 2, 1, 2, 1]);
      expect(underTestRules(() => s.itemMarkers.every((c) => ['I', 'J'].includes(galleryChar(s.galleries, c))))).toBe(true);
      // Step 6: 16 of the 20 platforms, unrotated; 4 face down.
      expect(s.platforms).toHaveLength(16);
      expect(s.platforms.every((p) => p.rot === 0)).toBe(true);
      expect(s.platformPile).toHaveLength(4);
      // Steps 7-9: Heart of Sol aside, 9 artifact cards and 22 item cards face down.
      expect([...s.artifactDeck].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(s.itemDeck).toHaveLength(22);
      // Steps 10-11: one blaster or shield each, 2 charges.
      for (const p of s.players) {
        expect(['blaster', 'shield']).toContain(CARDS[p.starter!.card]);
        expect(p.starter!.charges).toBe(2);
        expect(p.ap).toBe(12);
      }
      expect(s.startersAway).toHaveLength(8 - players);
      expect(s.chargeSupply).toBe(30 - 2 * players);
      // Step 12: airlocks in reverse seat order.
      expect(game.activeSeats(s)).toEqual([players - 1]);
      // Two guns in each version-3 gallery (one guarding its artifact, one in its back wall).
      expect(s.guns).toHaveLength(16);
    });
  }

  it('component counts: 20 platforms of 1 and 2 move spaces, 22 item cards over 15 kinds, 4 blasters and 4 shields', () => {
    expect(PLATFORM_TILES).toHaveLength(20);
    expect(new Set(PLATFORM_TILES.map(moveSpaces))).toEqual(new Set([1, 2]));
    expect(CARDS.slice(0, 22)).toHaveLength(22);
    expect(new Set(CARDS.slice(0, 22)).size).toBe(15);
    expect(CARDS.filter((k) => k === 'blaster')).toHaveLength(4);
    expect(CARDS.filter((k) => k === 'shield')).toHaveLength(4);
    expect(Object.keys(ITEMS)).toHaveLength(17);
  });

  it('"Starting with the last player and in reverse order, each player selects an airlock"; airlocks are distinct', () => {
    let s = game.setup({ players: 3, options: {}, seed: 'air' });
    expect(() => play(s, 0, { type: 'chooseAirlock', airlock: 0 })).toThrow(RuleError);
    s = play(s, 2, { type: 'chooseAirlock', airlock: 3 });
    expect(legal(s, 1)).toHaveLength(7);
    expect(() => play(s, 1, { type: 'chooseAirlock', airlock: 3 })).toThrow(RuleError);
    s = play(s, 1, { type: 'chooseAirlock', airlock: 0 });
    s = play(s, 0, { type: 'chooseAirlock', airlock: 5 });
    expect(s.phase).toBe('play');
    expect(me(s, 2).pos).toBe(museum.airlockCells[3]);
    expect(game.activeSeats(s)).toEqual([0]);
  });
});

describe('rounds and AP', () => {
  it('"Set the marker at 12 for the first round, 11 for the second round, etc."', () => {
    let s = started(2);
    const seen: number[] = [];
    for (let round = 1; round <= 5; round++) {
      seen.push(me(s).ap);
      s = play(s, 0, { type: 'endTurn' });
      s = play(s, 1, { type: 'endTurn' });
    }
    expect(seen).toEqual([12, 11, 10, 9, 8]);
    expect(s.round).toBe(6);
  });

  it('air runs out after round 12: everybody still inside is captured and scores nothing', () => {
    let s = scenario({ round: 12, pawns: [{ at: [0, 5], artifacts: [3] }, { at: [14, 5] }] });
    s = play(s, 0, { type: 'endTurn' });
    expect(me(s).ap).toBe(0);
    s = play(s, 1, { type: 'endTurn' });
    expect(s.result).not.toBeNull();
    expect(s.players.map((p) => p.status)).toEqual(['captured', 'captured']);
    expect(s.result?.scores).toEqual([0, 0]);
    expect(s.result?.winners).toEqual([]);
    expect(game.activeSeats(s)).toEqual([]);
  });
});

function escapeFrom13x9(s: State, seat: number): State {
  return play(s, seat, { type: 'step', dir: 'E', distance: 1 });
}

describe('escape and scoring', () => {
  it('"Players can escape from any exit"; items other than blasters and shields score 1 each; the turn passes', () => {
    let s = scenario({
      platforms: [{ id: 0, x: 13, y: 9, rot: 0 }],
      pawns: [{ at: [13, 9], artifacts: [3, 7], hand: [held('o2', 0), held('tape', 0)], starter: held('blaster') }, { at: [0, 5] }],
    });
    s = escapeFrom13x9(s, 0);
    expect(me(s).status).toBe('escaped');
    expect(me(s).escapeRank).toBe(0);
    expect(s.turn).toBe(1);
    s = play(s, 1, { type: 'endTurn' });
    expect(s.turn).toBe(1); // seat 0 is out: seat 1 plays on
    expect(s.round).toBe(2);
  });

  it('"the game ends when every player has escaped"; "Tie goes to the first player out with the most points"', () => {
    let s = scenario({
      platforms: [{ id: 0, x: 13, y: 9, rot: 0 }, { id: 1, x: 1, y: 5, rot: 0 }],
      pawns: [{ at: [13, 9], artifacts: [2] }, { at: [1, 5], artifacts: [3], hand: [held('o2', 0)] }],
    });
    // Seat 0 ends a turn first so seat 1 leaves first.
    s = play(s, 0, { type: 'endTurn' });
    s = play(s, 1, { type: 'step', dir: 'W', distance: 1 });
    s = escapeFrom13x9(s, 0);
    expect(s.result).not.toBeNull();
    // Seat 0: Dragonfly 7; seat 1: Sickle 8 + 1 item = 9.
    expect(s.result?.scores).toEqual([7, 9]);
    expect(s.result?.winners).toEqual([1]);
    let t = scenario({
      platforms: [{ id: 0, x: 13, y: 9, rot: 0 }, { id: 1, x: 1, y: 5, rot: 0 }],
      pawns: [{ at: [13, 9], artifacts: [4] }, { at: [1, 5], artifacts: [3] }],
    });
    t = play(t, 0, { type: 'endTurn' });
    t = play(t, 1, { type: 'step', dir: 'W', distance: 1 });
    t = escapeFrom13x9(t, 0);
    expect(t.result?.scores).toEqual([8, 8]);
    expect(t.result?.winners).toEqual([1]);
  });
});

describe('the Heart of Sol and the Last Defense', () => {
  /** Seat 0 on B; two empty single platforms and seat 1 standing on a third. */
  function heartTable(extra: Partial<State['players'][number]> = {}): State {
    return scenario({
      platforms: [{ id: 0, x: 1, y: 4, rot: 0 }, { id: 1, x: 2, y: 4, rot: 0 }, { id: 10, x: 9, y: 5, rot: 0 }],
      pawns: [{ at: [7, 7], ...extra }, { at: [10, 5] }],
    });
  }

  it('"The artifact in the center is the Heart of Sol and is worth 12 points" and its holder "starts each round with 1 less AP"', () => {
    let s = play(heartTable(), 0, { type: 'pickUpArtifact', keycard: false });
    expect(me(s).artifacts).toEqual([0]);
    expect(s.heartTaker).toBe(0);
    s = play(s, 0, { type: 'endTurn' });
    expect(me(s).ap).toBe(10);
  });

  it('a shield can "block one round of radiation"', () => {
    let s = heartTable({ starter: held('shield') });
    s = play(s, 0, { type: 'activateShield' });
    s = play(s, 0, { type: 'pickUpArtifact', keycard: false });
    s = play(s, 0, { type: 'endTurn' });
    expect(me(s).ap).toBe(11);
    expect(me(s).shieldActive).toBe(false);
  });

  it('"each player removes one platform permanently ... Once all of the empty platforms have been removed, each player takes one last turn"; those left are captured', () => {
    let s = play(heartTable(), 0, { type: 'pickUpArtifact', keycard: false });
    s = play(s, 0, { type: 'endTurn' });
    s = play(s, 1, { type: 'endTurn' });
    // Start of the taker's next turn: the Last Defense.
    expect(s.pending).toEqual({ kind: 'lastDefense', queue: [0, 1], nextTurn: 0 });
    expect(game.activeSeats(s)).toEqual([0]);
    // Seat 1 stands on platform 10: it cannot be removed.
    expect(legal(s, 0)).toEqual([{ type: 'removePlatform', platform: 0 }, { type: 'removePlatform', platform: 1 }]);
    s = play(s, 0, { type: 'removePlatform', platform: 0 });
    expect(game.activeSeats(s)).toEqual([1]);
    s = play(s, 1, { type: 'removePlatform', platform: 1 });
    expect(s.removedPlatforms).toEqual([0, 1]);
    expect(s.finalTurns).toEqual([0, 1]);
    expect(s.turn).toBe(0);
    s = play(s, 0, { type: 'endTurn' });
    expect(s.turn).toBe(1);
    s = play(s, 1, { type: 'endTurn' });
    expect(s.result).not.toBeNull();
    expect(s.players.map((p) => p.status)).toEqual(['captured', 'captured']);
  });

  it('with empty platforms left after a removal round, play goes on and the Last Defense repeats next turn', () => {
    let s = heartTable();
    s.platforms.push({ id: 2, x: 3, y: 4, rot: 0 }, { id: 3, x: 4, y: 4, rot: 0 });
    s.platformPile = s.platformPile.filter((id) => id !== 2 && id !== 3);
    s = play(s, 0, { type: 'pickUpArtifact', keycard: false });
    s = play(s, 0, { type: 'endTurn' });
    s = play(s, 1, { type: 'endTurn' });
    s = play(s, 0, { type: 'removePlatform', platform: 0 });
    s = play(s, 1, { type: 'removePlatform', platform: 1 });
    expect(s.pending).toBeNull();
    expect(s.finalTurns).toBeNull();
    expect(s.turn).toBe(0);
    s = play(s, 0, { type: 'endTurn' });
    s = play(s, 1, { type: 'endTurn' });
    expect(s.pending?.kind).toBe('lastDefense');
    s = play(s, 0, { type: 'removePlatform', platform: 2 });
    expect(s.finalTurns).toBeNull();
    s = play(s, 1, { type: 'removePlatform', platform: 3 });
    // The last empty platform is gone: the last turns begin with the taker.
    expect(s.finalTurns).toEqual([0, 1]);
    expect(s.turn).toBe(0);
  });

  it('the removals stop as soon as no empty platform is left, even mid-round', () => {
    let s = heartTable();
    s.platforms = s.platforms.filter((p) => p.id !== 1);
    s.platformPile.push(1);
    s = play(s, 0, { type: 'pickUpArtifact', keycard: false });
    s = play(s, 0, { type: 'endTurn' });
    s = play(s, 1, { type: 'endTurn' });
    expect(s.pending).toEqual({ kind: 'lastDefense', queue: [0, 1], nextTurn: 0 });
    s = play(s, 0, { type: 'removePlatform', platform: 0 });
    expect(s.pending).toBeNull();
    expect(s.finalTurns).toEqual([0, 1]);
  });

  it('the Last Defense goes on at the taker\'s turn slot after the taker has escaped', () => {
    let s = scenario({
      platforms: [{ id: 0, x: 13, y: 9, rot: 0 }, { id: 1, x: 1, y: 4, rot: 0 }, { id: 2, x: 2, y: 4, rot: 0 }, { id: 3, x: 3, y: 4, rot: 0 }],
      pawns: [{ at: [13, 9], artifacts: [0] }, { at: [0, 5] }, { at: [14, 5] }],
      players: 3,
    });
    s.heartTaker = 0;
    s.artifactMarkers = s.artifactMarkers.filter((a) => a !== 4);
    s = play(s, 0, { type: 'step', dir: 'E', distance: 1 });
    expect(me(s).status).toBe('escaped');
    s = play(s, 1, { type: 'endTurn' });
    s = play(s, 2, { type: 'endTurn' });
    // Seat 0's slot: seats 1 and 2 remove platforms, then seat 1 plays.
    expect(s.pending).toEqual({ kind: 'lastDefense', queue: [1, 2], nextTurn: 0 });
    s = play(s, 1, { type: 'removePlatform', platform: 1 });
    s = play(s, 2, { type: 'removePlatform', platform: 2 });
    expect(s.pending).toBeNull();
    expect(s.turn).toBe(1);
    expect(s.round).toBe(2);
  });
});
