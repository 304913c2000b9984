import { describe, expect, it } from 'vitest';
import { canSee, randomPlayout, type GameEvent } from '../../../src/engine/index.js';
import { TILES, TRAILS_AT, otherEnd, tile } from '../../../src/games/relic-runners/data.js';
import { act, actEvents, blueTile, fresh, ivoryTile, movedTo, G } from './helpers.js';
import type { State } from './helpers.js';

const clone = (s: State): State => JSON.parse(JSON.stringify(s)) as State;
const seen = (events: GameEvent[], seat: number | null) => events.filter((e) => canSee(e.audience, seat));

/** Another tile of the same colour and size (what an opponent cannot tell apart). */
function lookalike(id: number, salt: number, avoid: readonly number[] = []): number {
  const t = tile(id);
  const same = TILES.filter((x) => x.color === t.color && x.level === t.level && x.id !== id && !avoid.includes(x.id));
  return same[salt % same.length]!.id;
}

/** Changes everything `viewer` may not know: others' coins and blue tiles, face-down temple tiles it has not peeked at, the generator. */
function perturb(s: State, viewer: number | null, salt: number, keepSites: readonly number[] = []): State {
  const x = clone(s);
  x.rng = [salt, salt + 1, salt + 2, salt + 3];
  x.players.forEach((p, seat) => {
    if (seat === viewer) return;
    p.coins += 7 + salt;
    // (a blue tile taken this turn may still be revealed by doubling: that one is left alone)
    const doublable = seat === x.turn.seat ? x.turn.blueThisTurn : [];
    p.blue = p.blue.map((b, i) => (b.revealed || doublable.includes(b.tile) ? b : { ...b, tile: lookalike(b.tile, salt + i) }));
  });
  const peeking = x.pending[0]?.kind === 'pickTile' && x.turn.seat === viewer ? x.pending[0].site : -1;
  const known = viewer === null ? [] : x.peeked[viewer]!;
  x.stacks = x.stacks.map((stack, site) => {
    if (site === peeking || keepSites.includes(site)) return stack;
    return stack.map((id, i) => {
      if (id < 0) return id;
      const faceUpTop = i === stack.length - 1 && x.topRevealed[site];
      return faceUpTop || known.includes(id) ? id : lookalike(id, salt + site + i, known);
    });
  });
  return x;
}

describe('hidden information', () => {
  it('victory coins: an opponent or spectator never sees another player\'s running total', () => {
    const a = fresh(3);
    const b = clone(a);
    b.players[1]!.coins = 42;
    expect(G.view(b, 0)).toEqual(G.view(a, 0));
    expect(G.view(b, null)).toEqual(G.view(a, null));
    expect(G.view(b, 1).you?.coins).toBe(42);
  });

  it('blue tile values stay secret from the others, in views and in events', () => {
    const a = movedTo(fresh(3), 3);
    a.stacks[3] = [blueTile(1, 5), blueTile(2, 4), blueTile(3, 3)];
    const b = clone(a);
    b.stacks[3] = [blueTile(1, 4), blueTile(2, 2), blueTile(3, 2)];
    const ra = actEvents(a, { type: 'explore' });
    const rb = actEvents(b, { type: 'explore' });
    for (const viewer of [1, 2, null]) {
      expect(G.view(rb.state, viewer)).toEqual(G.view(ra.state, viewer));
      expect(seen(rb.events, viewer)).toEqual(seen(ra.events, viewer));
    }
    expect(G.view(ra.state, 0).you?.blueTiles).toEqual([{ tile: blueTile(3, 3), color: 'blue', level: 3, value: 3 }]);
    expect(seen(ra.events, 0)).not.toEqual(seen(rb.events, 0));
  });

  it('face-down temple tiles are unknown to everyone, the player on turn included', () => {
    const a = fresh(4, 'standard', 'hidden');
    for (const viewer of [0, 1, 2, 3, null]) {
      const b = perturb(a, viewer, 3);
      expect(JSON.stringify(b.stacks)).not.toBe(JSON.stringify(a.stacks));
      expect(G.view(b, viewer)).toEqual(G.view(a, viewer));
    }
  });

  it('the ivory "look at the remaining levels" shows them to that player only, in the view and in events', () => {
    const a = movedTo(fresh(3), 2);
    a.players[0]!.ivory[1] = ivoryTile(2, 'peek');
    a.stacks[2] = [ivoryTile(1, 'pointsPerRation'), ivoryTile(2, 'replenish'), ivoryTile(3, 'pathwayPoint')];
    const b = clone(a);
    b.stacks[2] = [ivoryTile(1, 'pointsPerPathway'), ivoryTile(2, 'doublePathway'), ivoryTile(3, 'firstExplorer')];
    const ra = actEvents(a, { type: 'explore', peek: true });
    const rb = actEvents(b, { type: 'explore', peek: true });
    for (const viewer of [1, 2, null]) {
      expect(G.view(rb.state, viewer)).toEqual(G.view(ra.state, viewer));
      expect(seen(rb.events, viewer)).toEqual(seen(ra.events, viewer));
    }
    expect(G.view(ra.state, 0)).not.toEqual(G.view(rb.state, 0));
    // the legal moves (and so the move log) name positions, not tiles
    expect(G.legalMoves(ra.state, 0)).toEqual(G.legalMoves(rb.state, 0));
  });

  it('a doubled blue tile is revealed to all (Shovel level 3)', () => {
    let s = movedTo(fresh(3), 3);
    Object.assign(s.players[0]!.chart, { bottom: 0, shovel: [0, 0, 1] });
    s = act(s, { type: 'explore' });
    s = act(s, { type: 'useToolbox', branch: 'shovel', level: 3 });
    expect(G.view(s, 1).explorers[0]!.revealedBlue).toHaveLength(1);
  });

  it('views never carry the generator state; the result stays null until the end, then everything is shown', () => {
    const out = randomPlayout(G, { players: 3, seed: 'reveal' });
    const end = out.state as State;
    const running = G.setup({ players: 3, options: G.options.parse({}), seed: 'reveal' });
    for (const s of [running, end]) {
      for (const viewer of [0, 1, 2, null]) {
        const text = JSON.stringify(G.view(s, viewer));
        expect(text).not.toContain('rng');
        expect(text).not.toContain(JSON.stringify(s.rng).slice(1, -1));
        expect(G.view({ ...s, rng: [1, 2, 3, 4] }, viewer)).toEqual(G.view(s, viewer));
      }
    }
    expect(G.result(running)).toBeNull();
    expect(G.view(running, 0).final).toBeNull();
    const final = G.view(end, 1).final!;
    expect(final.map((f) => f.total)).toEqual(G.result(end)!.scores);
    expect(G.view(end, 1).explorers[0]!.revealedBlue).toHaveLength(end.players[0]!.blue.length);
  });

  it('throughout random games, what a seat sees never changes when only what it may not know changes', () => {
    for (const players of [2, 3, 4, 5]) {
      let checked = 0;
      randomPlayout(G, {
        players,
        seed: `leak-${players}`,
        onMove: (state, _seat, _move) => {
          const s = state as State;
          if (s.over) return;
          checked++;
          if (checked % 7 !== 0) return;
          for (const viewer of [...s.players.map((_, i) => i), null]) {
            expect(G.view(perturb(s, viewer, checked), viewer)).toEqual(G.view(s, viewer));
          }
        },
      });
      expect(checked).toBeGreaterThan(50);
    }
  });

  it('throughout random games, the events a seat may read do not change with what it may not know', () => {
    for (const players of [2, 4]) {
      const out = randomPlayout(G, { players, seed: `events-${players}`, maxMoves: 1500 });
      let s = G.setup({ players, options: G.options.parse({}), seed: `events-${players}` });
      out.moves.forEach(({ seat, move }, i) => {
        const real = G.apply(s, seat, move as never);
        // The move that ends the game reveals every score sheet, as the rulebook does ("Victory
        // Points (on Coins and Blue Temple Tiles in front of the players) are then revealed").
        if (i % 3 === 0 && !real.state.over) {
          for (let viewer = 0; viewer < players; viewer++) {
            if (viewer === seat) continue;
            // Tiles the move itself turns face up (here or next door) are left alone.
            const at = s.players[seat]!.location;
            const near = [at, ...TRAILS_AT[at]!.map((t) => otherEnd(t, at))];
            const other = G.apply(perturb(s, viewer, i, near), seat, move as never);
            expect(seen(other.events, viewer)).toEqual(seen(real.events, viewer));
          }
        }
        s = real.state;
      });
    }
  });
});
