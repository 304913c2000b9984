import { shuffle } from '../../engine/index.js';
import { ENEMIES, ENEMY_KINDS, HEROES, type EnemyAction, type EnemyKind } from './data.js';
import { scenarioDef } from './versions.js';
import { distance, enemyBuff, enemyReach, zoneEffect } from './board.js';
import { emit, type Ctx } from './context.js';
import { damageHero } from './combat.js';
import type { Enemy, PendingHit, State } from './state.js';

/** Enemy kinds by initiative, lowest (acting first) first. */
export const KINDS_BY_INITIATIVE: readonly EnemyKind[] = [...ENEMY_KINDS].sort((a, b) => ENEMIES[a].initiative - ENEMIES[b].initiative);

export function actionFor(kind: EnemyKind, value: number): EnemyAction {
  return ENEMIES[kind].activation[value]!;
}

export function startEnemyPhase(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'enemy';
  const kinds = KINDS_BY_INITIATIVE.filter((k) => s.revealed.some((r) => r.kind === k));
  s.enemyPhase = { kinds, queue: [], value: 0, kind: null };
  emit(ctx, 'enemy-phase', { round: s.round });
}

/**
 * Chooses the target of one enemy: heroes in reach, then the priority rule, then higher weapon
 * damage, then the group's random tie order. null when no hero is in reach (fallback).
 */
export function chooseTarget(s: State, enemy: Enemy, action: EnemyAction & { kind: 'attack' }, tieOrder: readonly number[]): number | null {
  const reach = enemyReach(s, enemy, action.reach);
  let best: number | null = null;
  const key = (seat: number): number => {
    const h = s.heroes[seat]!;
    return action.target === 'lowestHp' ? -h.hp : action.target === 'highestHp' ? h.hp : -h.armor;
  };
  for (const seat of tieOrder) {
    const zone = s.heroes[seat]!.zone;
    if (zone === null || distance(s, zone, enemy.zone) > reach) continue;
    if (best === null) {
      best = seat;
      continue;
    }
    const diff = key(seat) - key(best);
    const weaponDiff = HEROES[s.heroes[seat]!.cls].weapon.damage - HEROES[s.heroes[best]!.cls].weapon.damage;
    if (diff > 0 || (diff === 0 && weaponDiff > 0)) best = seat;
  }
  return best;
}

function startGroup(ctx: Ctx, kind: EnemyKind): void {
  const { s } = ctx;
  const phase = s.enemyPhase!;
  const value = s.revealed.find((r) => r.kind === kind)!.value;
  const action = actionFor(kind, value);
  const members = s.enemies.filter((e) => e.kind === kind && !e.faceDown);
  const tieOrder = shuffle(
    s.rng,
    s.heroes.map((_, i) => i),
  );
  phase.kind = kind;
  phase.value = value;
  phase.queue = members.map((e) => ({ enemy: e.id, target: action.kind === 'attack' ? chooseTarget(s, e, action, tieOrder) : null }));
  emit(ctx, 'enemy-group', { kind, value, count: members.length });
}

/** Resolves the next enemy activation, or moves to the next group; returns false when the phase is over. */
export function stepEnemyPhase(ctx: Ctx): boolean {
  const { s } = ctx;
  const phase = s.enemyPhase!;
  if (phase.queue.length === 0) {
    const next = phase.kinds.shift();
    if (next === undefined) {
      s.enemyPhase = null;
      return false;
    }
    startGroup(ctx, next);
    return true;
  }
  const { enemy: id, target } = phase.queue.shift()!;
  const enemy = s.enemies.find((e) => e.id === id);
  if (enemy === undefined) return true;
  activate(ctx, enemy, actionFor(enemy.kind, phase.value), target);
  return true;
}

function activate(ctx: Ctx, enemy: Enemy, action: EnemyAction, target: number | null): void {
  const { s } = ctx;
  if (action.kind === 'spawn') {
    const scenario = scenarioDef(s.scenario);
    const sameKind = s.enemies.filter((e) => e.kind === enemy.kind).length;
    if (sameKind < scenario.spawnLimit) {
      const id = s.nextEnemyId++;
      s.enemies.push({ id, kind: enemy.kind, zone: enemy.zone, hp: ENEMIES[enemy.kind].hp, faceDown: true, buff: null });
      emit(ctx, 'enemy-spawned', { by: enemy.id, enemy: id, kind: enemy.kind, zone: enemy.zone });
    } else {
      heal(ctx, enemy, action.healIfBlocked);
    }
    return;
  }
  if (target === null) {
    fallback(ctx, enemy);
    return;
  }
  const hero = s.heroes[target]!;
  const damage = action.damage + enemyBuff(s, enemy).damage + (zoneEffect(s, hero.zone!).incomingDamage ?? 0);
  emit(ctx, 'enemy-attack', { enemy: enemy.id, target, damage, bypassGuard: action.bypassGuard, wound: action.wound });
  const hit: PendingHit = { source: enemy.id, target, damage, wound: action.wound };
  const guardians = action.bypassGuard ? [] : guardiansFor(s, target);
  if (guardians.length > 0) askGuard(ctx, hit, guardians);
  else damageHero(ctx, target, damage, 0, action.wound);
}

/** Guard: only for a Backline target, by Frontline heroes with Armor > 0, in seat order. */
export function guardiansFor(s: State, target: number): number[] {
  if (s.heroes[target]!.zone !== 'playerBackline') return [];
  const seats: number[] = [];
  s.heroes.forEach((h, seat) => {
    if (seat !== target && h.zone === 'playerFrontline' && h.armor > 0) seats.push(seat);
  });
  return seats;
}

export function askGuard(ctx: Ctx, hit: PendingHit, guardians: readonly number[]): void {
  const { s } = ctx;
  const rest = guardians.filter((g) => s.heroes[g]!.armor > 0);
  const seat = rest[0];
  if (seat === undefined || hit.damage === 0) {
    damageHero(ctx, hit.target, hit.damage, 0, hit.wound);
    return;
  }
  const max = Math.min(s.heroes[seat]!.armor, hit.damage);
  s.prompts = [{ kind: 'guard', seat, hit, max, nextGuardians: rest.slice(1) }, ...s.prompts];
}

function heal(ctx: Ctx, enemy: Enemy, amount: number): void {
  const before = enemy.hp;
  enemy.hp = Math.min(ENEMIES[enemy.kind].maxHp, enemy.hp + amount);
  emit(ctx, 'enemy-healed', { enemy: enemy.id, healed: enemy.hp - before, hp: enemy.hp });
}

export function fallback(ctx: Ctx, enemy: Enemy): void {
  const fb = ENEMIES[enemy.kind].fallback;
  if (fb.kind === 'heal') {
    heal(ctx, enemy, fb.amount);
    return;
  }
  enemy.buff = { damage: fb.damage, reach: fb.reach, round: ctx.s.round + 1 };
  emit(ctx, 'enemy-buffed', { enemy: enemy.id, damage: fb.damage, reach: fb.reach, round: ctx.s.round + 1 });
}
