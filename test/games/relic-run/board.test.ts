import { describe, expect, it } from 'vitest';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { distance, enemiesInReach, enemyReach } from '../../../src/games/relic-run/board.js';
import { DISTANCE, ENEMY_ZONES, PLAYER_ZONES, linearDistance, type EnemyZone, type PlayerZone } from '../../../src/games/relic-run/data.js';
import { actionFor } from '../../../src/games/relic-run/enemy.js';
import { edit, enemy, started, type State } from './helpers.js';

/**
 * The rulebook's "Starting State" (section 05, "All Zones Occupied (Starting State)"): Barbarian in the
 * Player Frontline, Archer in the Player Backline, the Crypt Gate's two Zombies in the Enemy Frontline
 * and Skeletal Archer in the Enemy Backline. Both flanks are empty: no enemy type stands in the Enemy
 * Flank, and the heroes stand where the examples put them.
 */
function startingState(): State {
  return started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline']);
}

/** Every zone really occupied, the Enemy Flank included (a hand-built line-up no scenario ships). */
function allSixOccupied(): State {
  const s = started(['barbarian', 'archer', 'archer'], ['playerFrontline', 'playerBackline', 'playerFlank']);
  return edit(s, (c) => {
    c.enemies = [enemy(0, 'zombie'), enemy(1, 'skeletalArcher'), enemy(2, 'zombie', 3, 'enemyFlank')];
  });
}

const zombiesDead = (s: State) => edit(s, (c) => {
  c.enemies = c.enemies.filter((e) => e.kind !== 'zombie');
});

describe('distance table', () => {
  it('"Base Distance Table": every printed value holds with all six zones occupied', () => {
    const printed: Record<PlayerZone, Record<EnemyZone, number>> = {
      playerFrontline: { enemyFrontline: 1, enemyBackline: 2, enemyFlank: 3 },
      playerBackline: { enemyFrontline: 2, enemyBackline: 3, enemyFlank: 3 },
      playerFlank: { enemyFrontline: 3, enemyBackline: 2, enemyFlank: 1 },
    };
    const s = allSixOccupied();
    for (const p of PLAYER_ZONES) for (const e of ENEMY_ZONES) {
      expect(DISTANCE[p][e]).toBe(printed[p][e]);
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
    const s = allSixOccupied();
    expect(ENEMY_ZONES.map((e) => linearDistance('playerFlank', e))).toEqual([3, 4, 5]);
    expect(ENEMY_ZONES.map((e) => distance(s, 'playerFlank', e))).toEqual([3, 2, 1]);
  });

  it('"Face-down (inactive) enemies do NOT count as occupying a zone"', () => {
    const s = startingState();
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

  it('"a zone between the source and target" lies between them on the battlefield: the empty flanks never shorten the bridge route (issue 18 item 3)', () => {
    const s = startingState();
    // Both flanks are empty; through the bridge the Player Backline is 3 from the Enemy Backline
    // (Backline -> Flank -> bridge -> Enemy Flank -> Enemy Backline), and stays 3.
    expect(s.heroes.some((h) => h.zone === 'playerFlank')).toBe(false);
    expect(s.enemies.some((e) => e.zone === 'enemyFlank')).toBe(false);
    expect(distance(s, 'playerBackline', 'enemyBackline')).toBe(3);
    expect(distance(s, 'playerFrontline', 'enemyBackline')).toBe(2);
    // An empty Player Backline lies between the Player Flank and the Enemy Frontline (linear route).
    const flanker = edit(s, (c) => {
      c.heroes[1]!.zone = 'playerFlank';
    });
    expect(distance(flanker, 'playerFlank', 'enemyFrontline')).toBe(2);
  });
});

describe('reach examples (section 05), on the real starting state', () => {
  it('Starting State: "Barbarian (Reach 1) in Player Frontline -> Enemy Frontline: distance 1"', () => {
    const s = startingState();
    expect(distance(s, 'playerFrontline', 'enemyFrontline')).toBe(1);
    expect(enemiesInReach(s, s.heroes[0]!).map((e) => e.zone)).toEqual(['enemyFrontline', 'enemyFrontline']);
  });

  it('Starting State: "Archer (Reach 2) in Player Backline -> Enemy Frontline: distance 2"; the Skeletal Archer is out of her reach', () => {
    const s = startingState();
    expect(distance(s, 'playerBackline', 'enemyFrontline')).toBe(2);
    expect(enemiesInReach(s, s.heroes[1]!).map((e) => e.kind)).toEqual(['zombie', 'zombie']);
  });

  it('Starting State: "Skel. Archer (Reach 2 + 1 zone = 3) in Enemy Backline -> Player Backline: distance 3"', () => {
    const s = startingState();
    const skeleton = s.enemies.find((e) => e.kind === 'skeletalArcher')!;
    expect(enemyReach(s, skeleton, (actionFor('skeletalArcher', 1) as { reach: number }).reach)).toBe(3);
    expect(distance(s, 'playerBackline', 'enemyBackline')).toBe(3);
    // Without the Enemy Backline's +1 Reach it could not hit the Archer: the zone bonus matters.
    expect(distance(s, 'playerBackline', 'enemyBackline')).toBeGreaterThan((actionFor('skeletalArcher', 1) as { reach: number }).reach);
  });

  it('Zombies dead: "Barbarian (Reach 1) in Player Frontline -> Enemy Backline: 2 -> 1. Can now reach!"', () => {
    const s = startingState();
    expect(enemiesInReach(s, s.heroes[0]!).map((e) => e.zone)).not.toContain('enemyBackline');
    const after = zombiesDead(s);
    expect(distance(after, 'playerFrontline', 'enemyBackline')).toBe(1);
    expect(enemiesInReach(after, after.heroes[0]!).map((e) => e.zone)).toContain('enemyBackline');
  });

  it('Zombies dead: "Archer (Reach 2) in Player Backline -> Enemy Backline: 3 -> 2. Can now reach!"', () => {
    const s = startingState();
    expect(enemiesInReach(s, s.heroes[1]!).map((e) => e.zone)).not.toContain('enemyBackline');
    const after = zombiesDead(s);
    expect(distance(after, 'playerBackline', 'enemyBackline')).toBe(2);
    expect(enemiesInReach(after, after.heroes[1]!).map((e) => e.zone)).toContain('enemyBackline');
  });

  it('Flank positioning: from the Player Flank the Archer reaches the Skeletal Archer over the bridge (distance 2) while the Zombies live', () => {
    const s = edit(startingState(), (c) => {
      c.heroes[1]!.zone = 'playerFlank';
    });
    expect(distance(s, 'playerFlank', 'enemyBackline')).toBe(2);
    expect(enemiesInReach(s, s.heroes[1]!).map((e) => e.kind)).toContain('skeletalArcher');
  });
});

