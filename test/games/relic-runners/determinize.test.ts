import { describe, expect, it } from 'vitest';
import { randomPlayout, seedRng } from '../../../src/engine/index.js';
import { TILES, tile } from '../../../src/games/relic-runners/data.js';
import { act, fresh, ivoryTile, movedTo, G } from './helpers.js';
import type { State } from './helpers.js';
import { checkInvariants } from './invariants.js';

const sample = (s: State, seat: number, seed: string): State => G.determinize(G.view(s, seat), seat, seedRng(seed));

/** Every `every`-th state of a seeded random game, and its last one. */
function statesOf(players: number, seed: string, every: number, setup: 'first' | 'standard' | 'random' = 'standard'): State[] {
  const out: State[] = [];
  let n = 0;
  const end = randomPlayout(G, { players, seed, options: { setup }, onMove: (s) => n++ % every === 0 && out.push(s as State) });
  out.push(end.state as State);
  return out;
}

const idsOf = (color: string, level: number): number[] => TILES.filter((t) => t.color === color && t.level === level).map((t) => t.id);

/** Face-down tiles of the sample: temple stacks under any face-up top. */
const faceDown = (s: State): number[] => s.stacks.flatMap((stack, site) => stack.filter((id, i) => id >= 0 && !(i === stack.length - 1 && s.topRevealed[site])));

describe('relic-runners determinize', () => {
  it('keeps every drawn tile in play exactly once (4 of each colour and size), so samples play on like real games', () => {
    for (const players of [2, 3, 5]) {
      for (const setup of ['first', 'random'] as const) {
        for (const truth of statesOf(players, `conserve-${players}-${setup}`, 37, setup)) {
          for (let seat = 0; seat < players; seat++) {
            const s = sample(truth, seat, `c-${seat}`);
            expect(() => checkInvariants(s)).not.toThrow();
            expect(G.view(s, seat)).toEqual(G.view(truth, seat));
          }
        }
      }
    }
  });

  it('draws the face-down tiles uniformly from the unseen ones of their colour and size', () => {
    const truth = fresh(3, 'standard', 'uniform');
    const counts = new Map<number, number>();
    const runs = 300;
    for (let i = 0; i < runs; i++) for (const id of faceDown(sample(truth, 0, `u-${i}`))) counts.set(id, (counts.get(id) ?? 0) + 1);
    // 4 of the 6 blue tiles of a size are in play: each one in about 2/3 of the samples.
    for (const id of idsOf('blue', 1)) expect((counts.get(id) ?? 0) / runs).toBeGreaterThan(0.55);
    for (const id of idsOf('blue', 1)) expect((counts.get(id) ?? 0) / runs).toBeLessThan(0.78);
    // 4 of the 8 purple level-2 tiles: each in about half of them.
    for (const id of idsOf('purple', 2)) expect((counts.get(id) ?? 0) / runs).toBeGreaterThan(0.38);
    // The face-up purple tops are never drawn again for a face-down place.
    const tops = truth.stacks.filter((_, site) => truth.topRevealed[site]).map((stack) => stack[stack.length - 1]!);
    for (const id of tops) expect(counts.get(id) ?? 0).toBe(0);
  });

  it('hides what it must: face-down tiles and other players\' blue tiles vary with the generator', () => {
    const truth = statesOf(3, 'vary', 1).find((s) => s.players[1]!.blue.some((b) => !b.revealed) && s.turnNumber > 20)!;
    const a = sample(truth, 0, 'one');
    const b = sample(truth, 0, 'two');
    expect(faceDown(a)).not.toEqual(faceDown(b));
    const blues = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(sample(truth, 0, `b-${i}`).players[1]!.blue)));
    expect(blues.size).toBeGreaterThan(1);
    expect(a.rng).not.toEqual(truth.rng);
  });

  it('keeps what the seat knows: its own blue tiles and coins, the pending choices, its whole turn when on turn', () => {
    for (const truth of statesOf(4, 'own', 53)) {
      for (let seat = 0; seat < 4; seat++) {
        const s = sample(truth, seat, `own-${seat}`);
        expect(s.players[seat]!.blue.map((b) => b.tile)).toEqual(truth.players[seat]!.blue.map((b) => b.tile));
        expect(s.players[seat]!.coins).toBe(truth.players[seat]!.coins);
        expect(s.pending).toEqual(truth.pending);
        expect(s.turn.blueThisTurn).toHaveLength(truth.turn.blueThisTurn.length);
        if (truth.turn.seat === seat) expect(s.turn).toEqual(truth.turn);
      }
    }
  });

  it('gives every other player as many coins as the seat has itself (unknown otherwise), and the real totals once the game is over', () => {
    const states = statesOf(3, 'coins', 41);
    const running = states.find((s) => s.players[1]!.coins > 0 && s.players[2]!.coins !== s.players[1]!.coins)!;
    expect(sample(running, 1, 'x').players.map((p) => p.coins)).toEqual([1, 1, 1].map(() => running.players[1]!.coins));
    const end = states[states.length - 1]!;
    expect(end.over).toBe(true);
    const s = sample(end, 1, 'x');
    expect(s.players.map((p) => p.coins)).toEqual(end.players.map((p) => p.coins));
    expect(G.result(s)).toEqual(G.result(end));
  });

  it('depends on the view only: two truths with the same view give the same sample for the same generator', () => {
    for (const truth of statesOf(3, 'same-view', 61)) {
      for (let seat = 0; seat < 3; seat++) {
        // Another truth the seat cannot tell apart: a sample of this one, with other hidden parts.
        const other = sample(truth, seat, `other-${seat}`);
        expect(G.view(other, seat)).toEqual(G.view(truth, seat));
        expect(JSON.stringify(sample(other, seat, 'same'))).toBe(JSON.stringify(sample(truth, seat, 'same')));
      }
    }
  });

  it('never puts back a tile that left play face up (the public discard pile)', () => {
    const truth = statesOf(3, 'discards', 1).find((s) => s.discards.length >= 6 && !s.over)!;
    for (let i = 0; i < 30; i++) {
      const s = sample(truth, 1, `d-${i}`);
      const inPlay = new Set([...s.stacks.flat(), ...s.players.flatMap((p) => [...p.ivory, ...p.blue.map((b) => b.tile)])]);
      for (const id of truth.discards) expect(inPlay.has(id)).toBe(false);
    }
  });

  it('the blue tile the player on turn just took stays doublable: drawn for the others, it is the one Shovel 3 reveals', () => {
    const ready = fresh(3, 'standard', 'blue-turn');
    const site = ready.templeColor.indexOf('blue');
    Object.assign(ready.players[0]!.chart, { bottom: 0, shovel: [0, 0, 1] });
    const truth = act(movedTo(ready, site), { type: 'explore' });
    expect(truth.turn.blueThisTurn).toHaveLength(1);
    const taken = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const s = sample(truth, 1, `bt-${i}`);
      const id = s.players[0]!.blue[0]!.tile;
      expect(s.turn.blueThisTurn).toEqual([id]);
      expect(tile(id).level).toBe(tile(truth.players[0]!.blue[0]!.tile).level);
      const doubled = act(s, { type: 'useToolbox', branch: 'shovel', level: 3 });
      expect(G.view(doubled, 1).explorers[0]!.revealedBlue.map((f) => f.tile)).toEqual([id]);
      taken.add(id);
    }
    expect(taken.size).toBeGreaterThan(1);
  });

  it('a purple tile still being resolved hides the next one, which is drawn from the unseen tiles', () => {
    const truth = statesOf(3, 'reveal', 1).find((s) => s.pending.some((p) => p.kind === 'reveal'))!;
    const site = (truth.pending.find((p) => p.kind === 'reveal') as { site: number }).site;
    expect(G.view(truth, 1).sites[site]!.top).toBeNull();
    const tops = new Set(Array.from({ length: 20 }, (_, i) => sample(truth, 1, `r-${i}`).stacks[site]!.at(-1)));
    expect(tops.size).toBeGreaterThan(1);
  });

  describe('the ivory peek', () => {
    /** Seat 0 on a full blue temple, holding the peek tile as if taken from the temple where it was drawn. */
    function peekReady(): { s: State; site: number } {
      const peek = ivoryTile(2, 'peek');
      let s = fresh(3, 'standard', 'peek-0');
      for (let i = 1; !s.stacks.some((stack) => stack.includes(peek)); i++) s = fresh(3, 'standard', `peek-${i}`);
      const holder = s.stacks.findIndex((stack) => stack.includes(peek));
      s.stacks[holder] = s.stacks[holder]!.filter((id) => id !== peek);
      s.players[0]!.ivory[1] = peek;
      const site = s.templeColor.indexOf('blue');
      return { s: movedTo(s, site), site };
    }

    it('the tiles seen and left in the temple stay known to the peeker, and to the peeker only', () => {
      const { s: ready, site } = peekReady();
      const truth = act(act(ready, { type: 'explore', peek: true }), { type: 'pickTile', position: 1 });
      expect(truth.stacks[site]).toHaveLength(2);
      expect(G.view(truth, 0).you!.peeked.map((p) => p.tile.tile)).toEqual([...truth.stacks[site]!].reverse());
      expect(G.view(truth, 1).you!.peeked).toEqual([]);
      for (let i = 0; i < 10; i++) expect(sample(truth, 0, `p-${i}`).stacks[site]).toEqual(truth.stacks[site]);
      const others = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(sample(truth, 1, `p-${i}`).stacks[site])));
      expect(others.size).toBeGreaterThan(1);
      expect(() => checkInvariants(sample(truth, 0, 'p'))).not.toThrow();
    });

    it('while the peeker chooses, its sample holds the tiles it sees, in their order', () => {
      const { s: ready, site } = peekReady();
      const truth = act(ready, { type: 'explore', peek: true });
      const s = sample(truth, 0, 'choosing');
      expect(s.stacks[site]).toEqual(truth.stacks[site]);
      expect(G.legalMoves(s, 0)).toEqual(G.legalMoves(truth, 0));
      expect(tile(s.stacks[site]![0]!).level).toBe(1);
    });
  });
});
