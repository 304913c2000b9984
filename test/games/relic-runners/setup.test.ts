import { describe, expect, it } from 'vitest';
import {
  CAMP, FIRST_GAME_COLORS, LOCATIONS, RUIN_SITES, TEMPLE_SITES, TILES, TOKEN_COUNT, TRAILS, TRAILS_AT, otherEnd, tile,
} from '../../../src/games/relic-runners/data.js';
import { fresh, G } from './helpers.js';

describe('board map (designed data)', () => {
  it('has Base Camp, 8 Ruin sites, 12 Temple sites and 10 River trails with one Toolbox token each', () => {
    expect(LOCATIONS.filter((l) => l.kind === 'camp').map((l) => l.id)).toEqual([CAMP]);
    expect(RUIN_SITES).toHaveLength(8);
    expect(TEMPLE_SITES).toHaveLength(12);
    expect(TRAILS.filter((t) => t.kind === 'river')).toHaveLength(10);
    expect(TOKEN_COUNT).toBe(10);
    expect(new Set(TRAILS.filter((t) => t.kind === 'river').map((t) => t.token))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });

  it('every location is reachable without passing through Base Camp, and there are loops', () => {
    const seen = new Set([1]);
    const queue = [1];
    while (queue.length) {
      const at = queue.shift()!;
      for (const t of TRAILS_AT[at]!) {
        const to = otherEnd(t, at);
        if (!seen.has(to)) {
          seen.add(to);
          if (to !== CAMP) queue.push(to);
        }
      }
    }
    expect(seen.size).toBe(LOCATIONS.length);
    // trails - locations + 1 = independent loops of the (connected) map
    expect(TRAILS.length - LOCATIONS.length + 1).toBeGreaterThanOrEqual(10);
    for (const l of LOCATIONS) expect(TRAILS_AT[l.id]!.length).toBeGreaterThanOrEqual(2);
  });

  it('the 8 ruins form one ring, each next to two other ruins (one-trail Relic Expeditions for green relics)', () => {
    const ruins = LOCATIONS.filter((l) => l.kind === 'ruin').map((l) => l.id);
    expect(ruins).toHaveLength(8);
    const ruinNeighbours = (r: number) => TRAILS_AT[r]!.map((t) => otherEnd(t, r)).filter((x) => ruins.includes(x));
    for (const r of ruins) expect(ruinNeighbours(r)).toHaveLength(2);
    // One ring, not two smaller ones: walking it from the first ruin visits all 8.
    const ring = [ruins[0]!];
    for (let prev = -1, at = ruins[0]!; ring.length < 9; ) {
      const next = ruinNeighbours(at).find((x) => x !== prev)!;
      [prev, at] = [at, next];
      ring.push(at);
    }
    expect(new Set(ring).size).toBe(8);
    expect(ring[8]).toBe(ruins[0]);
  });

  it('the outer ruin q4 is next to its own temples q3, q5 and to all three temples of the next quadrant: every pair of temples in neighbouring quadrants lies at most 2 trails apart but those with q2 (3)', () => {
    const next = (a: number) => TRAILS_AT[a]!.map((t) => otherEnd(t, a));
    // Trails between two sites, never through Base Camp (a Move may not pass it).
    const distance = (from: number, to: number) => {
      const dist = new Map([[from, 0]]);
      const queue = [from];
      while (queue.length) {
        const at = queue.shift()!;
        if (at === CAMP) continue;
        for (const n of next(at)) if (!dist.has(n)) (dist.set(n, dist.get(at)! + 1), queue.push(n));
      }
      return dist.get(to);
    };
    const temples = (quadrant: number) => TEMPLE_SITES.filter((s) => LOCATIONS[s]!.quadrant === quadrant);
    const counts = [0, 0, 0, 0];
    for (let q = 0; q < 4; q++) {
      const ruin = LOCATIONS.find((l) => l.quadrant === q && l.name.endsWith('4'))!;
      expect(ruin.kind).toBe('ruin');
      const own = temples(q).filter((t) => next(ruin.id).includes(t)).map((t) => LOCATIONS[t]!.name.slice(1));
      expect(own).toEqual(['3', '5']);
      for (const t of temples((q + 1) % 4)) expect(next(ruin.id)).toContain(t);
      // "standard" ("randomly trying to place approximately 1 Temple of each color in each quadrant")
      // deals the colours of a quadrant in any order: every pair counts.
      for (const a of temples(q)) for (const b of temples((q + 1) % 4)) counts[distance(a, b)!]! += 1;
    }
    expect(counts).toEqual([0, 4, 20, 12]); // q5-q5' are next to each other (the outer ring)
  });

  it('each quadrant holds 2 ruins and 3 temple sites; the first-game layout has one temple of each colour per quadrant', () => {
    for (let q = 0; q < 4; q++) {
      const inQ = LOCATIONS.filter((l) => l.quadrant === q);
      expect(inQ.filter((l) => l.kind === 'ruin')).toHaveLength(2);
      const temples = inQ.filter((l) => l.kind === 'temple');
      expect(temples).toHaveLength(3);
      expect(new Set(temples.map((t) => FIRST_GAME_COLORS[t.id]))).toEqual(new Set(['ivory', 'blue', 'purple']));
    }
  });

  it('tiles: 6 ivory and 6 blue per level, 8 purple per level; blue worth +2..+5, larger tiles more', () => {
    for (const level of [1, 2, 3]) {
      expect(TILES.filter((t) => t.color === 'ivory' && t.level === level)).toHaveLength(6);
      expect(TILES.filter((t) => t.color === 'blue' && t.level === level)).toHaveLength(6);
      expect(TILES.filter((t) => t.color === 'purple' && t.level === level)).toHaveLength(8);
    }
    const sum = (level: number) => TILES.reduce((a, t) => a + (t.color === 'blue' && t.level === level ? t.value : 0), 0);
    expect(sum(1)).toBeGreaterThan(sum(2));
    expect(sum(2)).toBeGreaterThan(sum(3));
    for (const t of TILES) if (t.color === 'blue') expect(t.value >= 2 && t.value <= 5).toBe(true);
  });
});

describe('setup', () => {
  it.each([3, 4, 5])('%i players: ruin stacks of 3, temples of 3 tiles (large, medium, small)', (players) => {
    const s = fresh(players, 'standard', `p${players}`);
    for (const r of RUIN_SITES) expect(s.stacks[r]).toHaveLength(3);
    for (const t of TEMPLE_SITES) {
      expect(s.stacks[t]!.map((id) => tile(id).level)).toEqual([1, 2, 3]);
      expect(s.stacks[t]!.every((id) => tile(id).color === s.templeColor[t])).toBe(true);
    }
  });

  it('"In a two-player game, stack 2 Ruin Tiles in each spot" and "place all the small Temple Tiles away"', () => {
    const s = fresh(2, 'standard', 'two');
    for (const r of RUIN_SITES) expect(s.stacks[r]).toHaveLength(2);
    for (const t of TEMPLE_SITES) expect(s.stacks[t]!.map((id) => tile(id).level)).toEqual([1, 2]);
    expect(s.campRations).toBe(4);
  });

  it('draws 4 tiles of each size and colour at random: different seeds give different temples', () => {
    const a = fresh(4, 'standard', 'a');
    const b = fresh(4, 'standard', 'b');
    expect(JSON.stringify(a.stacks)).not.toBe(JSON.stringify(b.stacks));
    for (const color of ['ivory', 'blue', 'purple']) {
      const used = a.stacks.flat().filter((id) => id >= 0 && tile(id).color === color);
      expect(used).toHaveLength(12);
      expect(new Set(used).size).toBe(12);
    }
  });

  it('first game: fixed placement and no red-gem ivory or purple tiles', () => {
    for (const seed of ['1', '2', '3', '4', '5']) {
      const s = fresh(4, 'first', seed);
      for (const t of TEMPLE_SITES) expect(s.templeColor[t]).toBe(FIRST_GAME_COLORS[t]);
      expect(s.stacks.flat().filter((id) => id >= 0).some((id) => tile(id).redGem)).toBe(false);
    }
  });

  it('standard: one temple of each colour in each quadrant; random: 4 of each colour anywhere', () => {
    let sameQuadrantTwice = false;
    for (let i = 0; i < 20; i++) {
      const std = fresh(3, 'standard', `std${i}`);
      for (let q = 0; q < 4; q++) {
        const colours = TEMPLE_SITES.filter((t) => LOCATIONS[t]!.quadrant === q).map((t) => std.templeColor[t]);
        expect(new Set(colours).size).toBe(3);
      }
      const rnd = fresh(3, 'random', `rnd${i}`);
      for (const c of ['ivory', 'blue', 'purple']) expect(rnd.templeColor.filter((x) => x === c)).toHaveLength(4);
      for (let q = 0; q < 4; q++) {
        const colours = TEMPLE_SITES.filter((t) => LOCATIONS[t]!.quadrant === q).map((t) => rnd.templeColor[t]);
        if (new Set(colours).size < 3) sameQuadrantTwice = true;
      }
    }
    expect(sameQuadrantTwice).toBe(true);
  });

  it('explorers start in Base Camp with 3 rations, 10 pathways, one toolbox at the bottom, two in reserve; 2 rations per player in camp; tokens up; purple tops revealed', () => {
    const s = fresh(5, 'standard', 'start');
    for (const p of s.players) {
      expect(p.location).toBe(CAMP);
      expect(p.rations).toBe(3);
      expect(p.pathwaysInReserve).toBe(10);
      expect(p.chart).toEqual({ reserve: 2, bottom: 1, machete: [0, 0, 0], compass: [0, 0, 0], shovel: [0, 0, 0] });
      expect(p.coins).toBe(0);
    }
    expect(s.campRations).toBe(10);
    expect(s.tokens.every(Boolean)).toBe(true);
    for (const t of TEMPLE_SITES) expect(s.topRevealed[t]).toBe(s.templeColor[t] === 'purple');
    const v = G.view(s, null);
    for (const site of v.sites) {
      if (site.color === 'purple') expect(site.top?.color).toBe('purple');
      else expect(site.top).toBeNull();
    }
    expect(G.activeSeats(s)).toEqual([0]);
    expect(G.result(s)).toBeNull();
  });

  it('options default to the standard setup', () => {
    expect(G.options.parse({})).toEqual({ setup: 'standard' });
  });
});
