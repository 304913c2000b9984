import { DISTANCE, DISTANCE_VERSION_1, ENEMIES, HEROES, linearDistance, zonesBetween, type EnemyZone, type PlayerZone, type Zone, type ZoneEffect } from './data.js';
import type { Enemy, Hero, State } from './state.js';
import { rules, scenarioDef } from './versions.js';

export function isPlayerZone(zone: Zone): zone is PlayerZone {
  return zone === 'playerFrontline' || zone === 'playerBackline' || zone === 'playerFlank';
}

export function zoneEffect(s: State, zone: Zone): ZoneEffect {
  return scenarioDef(s.scenario).zoneEffects[zone] ?? {};
}

/** A zone is occupied when a hero or a face-up enemy stands in it; face-down enemies do not count. */
export function isOccupied(s: State, zone: Zone): boolean {
  if (isPlayerZone(zone)) return s.heroes.some((h) => h.zone === zone);
  return s.enemies.some((e) => e.zone === zone && !e.faceDown);
}

/**
 * Distance between a player zone and an enemy zone (section 05): the shorter of the Base Distance
 * Table value and the linear chain shortened by the Empty Zone Rule, never below 1. "A zone
 * between the source and target" is a zone strictly between them on the vertical battlefield, so
 * only the linear chain has zones between; the Flank Bridge route keeps its table length (the
 * Enemy Flank, which no enemy type stands in, does not shorten it). This makes the rulebook's
 * "Starting State" example hold: the Skeletal Archer is 3 from the Player Backline, and the Archer
 * there reaches it only once the Zombies are dead (3 -> 2).
 */
export function distance(s: State, playerZone: PlayerZone, enemyZone: EnemyZone): number {
  if (rules().distance === 'routes') return distanceByRoutes(s, playerZone, enemyZone);
  const empty = zonesBetween(playerZone, enemyZone).filter((z) => !isOccupied(s, z)).length;
  return Math.max(1, Math.min(DISTANCE[playerZone][enemyZone], linearDistance(playerZone, enemyZone) - empty));
}

/** Rules version 1: the table value less 1 for every empty zone on the best route (DISTANCE_VERSION_1), never below 1. */
function distanceByRoutes(s: State, playerZone: PlayerZone, enemyZone: EnemyZone): number {
  const entry = DISTANCE_VERSION_1[playerZone][enemyZone];
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
