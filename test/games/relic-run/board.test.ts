import { describe, expect, it } from 'vitest';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { distance, enemiesInReach, enemyReach } from '../../../src/games/relic-run/board.js';
import { DISTANCE, ENEMY_ZONES, PLAYER_ZONES, linearDistance, type EnemyZone, type PlayerZone } from '../../../src/games/relic-run/data.js';
import { actionFor } from '../../../src/games/relic-run/enemy.js';
import { edit, enemy, started, type State } from './helpers.js';

/** A battle where all six zones are occupied: heroes in all three player zones, enemies in all three enemy zones. */
function allZonesOccupied(): State {
  const s = started(['barbarian', 'archer', 'archer'], ['playerFrontline', 'playerBackline', 'playerFlank']);
  return edit(s, (c) => {
    c.enemies = [enemy(0, 'zombie'), enemy(1, 'skeletalArcher'), enemy(2, 'zombie', 3, 'enemyFlank')];
  });
}

describe('distance table', () => {
  it('"Base Distance Table": every printed value, with all zones occupied', () => {
    const printed: Record<PlayerZone, Record<EnemyZone, number>> = {
      playerFrontline: { enemyFrontline: 1, enemyBackline: 2, enemyFlank: 3 },
      playerBackline: { enemyFrontline: 2, enemyBackline: 3, enemyFlank: 3 },
      playerFlank: { enemyFrontline: 3, enemyBackline: 2, enemyFlank: 1 },
    };
    const s = allZonesOccupied();
    for (const p of PLAYER_ZONES) for (const e of ENEMY_ZONES) {
      expect(DISTANCE[p][e].base).toBe(printed[p][e]);
      expect(distance(s, p, e)).toBe(printed[p][e]);
    }
  });

  it('without the bridge: distance along the linear chain is the number of boundaries crossed', () => {
    const linear: Record<PlayerZone, number[]> = {
      playerFrontline: [1, 2, 3],
      playerBackline: [2, 3, 4],
      playerFlank: [3, 4, 5],
    };
    for (const p of PLAYER_ZONES) expect(ENEMY_ZONES.map((e) => linearDistance(p, e))).toEqual(linear[p]);
  });

  it('"Distance from Player Flank (with Flank Bridge)": linear 3/4/5, bridge -/2/1, effective 3 (tie)/2/1', () => {
    const s = allZonesOccupied();
    expect(ENEMY_ZONES.map((e) => linearDistance('playerFlank', e))).toEqual([3, 4, 5]);
    expect(ENEMY_ZONES.map((e) => distance(s, 'playerFlank', e))).toEqual([3, 2, 1]);
  });

  it('"Face-down (inactive) enemies do NOT count as occupying a zone"', () => {
    const s = allZonesOccupied();
    const faceDown = edit(s, (c) => {
      c.enemies = c.enemies.map((e) => (e.zone === 'enemyFrontline' ? { ...e, faceDown: true } : e));
    });
    expect(distance(s, 'playerFrontline', 'enemyBackline')).toBe(2);
    expect(distance(faceDown, 'playerFrontline', 'enemyBackline')).toBe(1);
  });

  it('each empty zone between source and target reduces the distance by 1, never below 1', () => {
    // Lone Barbarian in the Frontline, only an enemy in the Enemy Flank: Enemy Frontline and Backline are empty.
    const s = edit(started(['barbarian'], ['playerFrontline']), (c) => {
      c.enemies = [enemy(0, 'zombie', 3, 'enemyFlank')];
    });
    expect(distance(s, 'playerFrontline', 'enemyFlank')).toBe(1);
    expect(distance(s, 'playerFrontline', 'enemyFrontline')).toBe(1);
  });
});

describe('reach examples', () => {
  it('all zones occupied: "Barbarian (Reach 1) in Player Frontline -> Enemy Frontline: distance 1"', () => {
    const s = allZonesOccupied();
    expect(distance(s, 'playerFrontline', 'enemyFrontline')).toBe(1);
    expect(enemiesInReach(s, s.heroes[0]!).map((e) => e.zone)).toEqual(['enemyFrontline']);
  });

  it('all zones occupied: "Archer (Reach 2) in Player Backline -> Enemy Frontline: distance 2"', () => {
    const s = allZonesOccupied();
    expect(distance(s, 'playerBackline', 'enemyFrontline')).toBe(2);
    expect(enemiesInReach(s, s.heroes[1]!).map((e) => e.zone)).toEqual(['enemyFrontline']);
  });

  it('all zones occupied: "Skel. Archer (Reach 2 + 1 zone = 3) in Enemy Backline -> Player Backline: distance 3"', () => {
    const s = allZonesOccupied();
    const skeleton = s.enemies.find((e) => e.kind === 'skeletalArcher')!;
    expect(enemyReach(s, skeleton, (actionFor('skeletalArcher', 1) as { reach: number }).reach)).toBe(3);
    expect(distance(s, 'playerBackline', 'enemyBackline')).toBe(3);
  });

  it('Enemy Frontline empty: "Barbarian (Reach 1) in Player Frontline -> Enemy Backline: 2 -> 1. Can now reach!"', () => {
    const s = edit(allZonesOccupied(), (c) => {
      c.enemies = c.enemies.filter((e) => e.zone !== 'enemyFrontline');
    });
    expect(distance(s, 'playerFrontline', 'enemyBackline')).toBe(1);
    expect(enemiesInReach(s, s.heroes[0]!).map((e) => e.zone)).toContain('enemyBackline');
  });

  it('Enemy Frontline empty: "Archer (Reach 2) in Player Backline -> Enemy Backline: 3 -> 2. Can now reach!"', () => {
    const s = edit(allZonesOccupied(), (c) => {
      c.enemies = c.enemies.filter((e) => e.zone !== 'enemyFrontline');
    });
    expect(distance(s, 'playerBackline', 'enemyBackline')).toBe(2);
    expect(enemiesInReach(s, s.heroes[1]!).map((e) => e.zone)).toContain('enemyBackline');
  });
});
