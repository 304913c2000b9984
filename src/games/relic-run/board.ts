import { DISTANCE, ENEMIES, HEROES, SCENARIOS, type EnemyZone, type PlayerZone, type Zone, type ZoneEffect } from './data.js';
import type { Enemy, Hero, State } from './state.js';

export function isPlayerZone(zone: Zone): zone is PlayerZone {
  return zone === 'playerFrontline' || zone === 'playerBackline' || zone === 'playerFlank';
}

export function zoneEffect(s: State, zone: Zone): ZoneEffect {
  return SCENARIOS[s.scenario].zoneEffects[zone] ?? {};
}

/** A zone is occupied when a hero or a face-up enemy stands in it; face-down enemies do not count. */
export function isOccupied(s: State, zone: Zone): boolean {
  if (isPlayerZone(zone)) return s.heroes.some((h) => h.zone === zone);
  return s.enemies.some((e) => e.zone === zone && !e.faceDown);
}

/**
 * Distance between a player zone and an enemy zone: the Base Distance Table, minus 1 for every
 * empty zone between them on the best route (Empty Zone Rule).
 */
export function distance(s: State, playerZone: PlayerZone, enemyZone: EnemyZone): number {
  const entry = DISTANCE[playerZone][enemyZone];
  let best = entry.base;
  for (const route of entry.routes) {
    let d = entry.base;
    for (const between of route) if (!isOccupied(s, between)) d--;
    if (d < best) best = d;
  }
  return Math.max(1, best);
}

export function heroReach(s: State, hero: Hero): number {
  return HEROES[hero.cls].weapon.reach + (hero.zone === null ? 0 : (zoneEffect(s, hero.zone).reach ?? 0));
}

export function enemyBuff(s: State, enemy: Enemy): { damage: number; reach: number } {
  return enemy.buff !== null && enemy.buff.round === s.round ? enemy.buff : { damage: 0, reach: 0 };
}

/** Reach of an enemy action: printed reach + zone bonus + active fallback buff. */
export function enemyReach(s: State, enemy: Enemy, actionReach: number): number {
  return actionReach + (zoneEffect(s, enemy.zone).reach ?? 0) + enemyBuff(s, enemy).reach;
}

export function bulwark(s: State, enemy: Enemy): number {
  return zoneEffect(s, enemy.zone).bulwark ?? 0;
}

/** Face-up enemies the hero's weapon reaches from where it stands. */
export function enemiesInReach(s: State, hero: Hero): Enemy[] {
  if (hero.zone === null) return [];
  const zone = hero.zone;
  const reach = heroReach(s, hero);
  return s.enemies.filter((e) => !e.faceDown && distance(s, zone, e.zone) <= reach);
}

export function enemyDef(enemy: Enemy) {
  return ENEMIES[enemy.kind];
}
