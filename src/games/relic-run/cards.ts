import { CARDS, HEROES, type DiscardEffect, type HeroCardId } from './data.js';
import { enemiesInReach, zoneEffect } from './board.js';
import { emit, type Ctx } from './context.js';
import { checkVictory, hitEnemy } from './combat.js';
import type { State } from './state.js';

/** Where a played card's effect goes: an enemy (`target`) and/or a hero (`onto`). */
export interface PlayChoice {
  target?: number;
  onto?: number;
}

/** Every legal way to play `card` now, ignoring AP and hand (checked separately). */
export function playChoices(s: State, seat: number, card: HeroCardId): PlayChoice[] {
  const hero = s.heroes[seat]!;
  if (hero.zone === null) return [];
  const effect = CARDS[card].play;
  switch (effect.kind) {
    case 'attack':
    case 'critStrike':
    case 'armorStrike':
      return enemiesInReach(s, hero).map((e) => ({ target: e.id }));
    case 'cleave':
      return enemiesInReach(s, hero).length > 0 ? [{}] : [];
    case 'block': {
      const onto: PlayChoice[] = [];
      s.heroes.forEach((h, i) => {
        if (h.zone === hero.zone) onto.push({ onto: i });
      });
      return onto;
    }
    case 'flatArmor':
    case 'critBuff':
      return [{}];
  }
}

/** Resolves a card's play effect; the card has already left the hand and AP is paid. */
export function resolvePlay(ctx: Ctx, seat: number, card: HeroCardId, choice: PlayChoice): void {
  const { s } = ctx;
  const hero = s.heroes[seat]!;
  const def = HEROES[hero.cls];
  const effect = CARDS[card].play;
  const isAttack = effect.kind === 'attack' || effect.kind === 'cleave' || effect.kind === 'critStrike' || effect.kind === 'armorStrike';
  const crit = isAttack && hero.critBuff;
  if (isAttack) hero.critBuff = false;
  const weaponHit = def.weapon.damage + (zoneEffect(s, hero.zone!).attackBonus ?? 0);
  switch (effect.kind) {
    case 'attack': {
      const target = choice.target!;
      for (let i = 0; i < effect.hits; i++) hitEnemy(ctx, target, weaponHit + effect.bonus, crit);
      if (effect.extraCrit > 0) hitEnemy(ctx, target, effect.extraCrit, true);
      if (effect.freeMoves > 0) hero.freeMoves += effect.freeMoves;
      break;
    }
    case 'cleave':
      for (const enemy of enemiesInReach(s, hero)) hitEnemy(ctx, enemy.id, weaponHit, crit);
      break;
    case 'critStrike':
      hitEnemy(ctx, choice.target!, effect.amount, true);
      break;
    case 'armorStrike':
      hitEnemy(ctx, choice.target!, hero.armor, crit);
      break;
    case 'block': {
      const ally = s.heroes[choice.onto!]!;
      const gained = def.armor.value * effect.times;
      ally.armor += gained;
      emit(ctx, 'armor-gained', { seat: choice.onto, armor: gained, total: ally.armor });
      break;
    }
    case 'flatArmor':
      hero.armor += effect.amount;
      emit(ctx, 'armor-gained', { seat, armor: effect.amount, total: hero.armor });
      break;
    case 'critBuff':
      hero.critBuff = true;
      break;
  }
  checkVictory(ctx);
}

export function resolveDiscard(ctx: Ctx, seat: number, effects: readonly DiscardEffect[]): void {
  const hero = ctx.s.heroes[seat]!;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'ap':
        hero.nextAp += effect.amount;
        break;
      case 'armor':
        hero.armor += effect.amount;
        break;
      case 'heal':
        hero.hp = Math.min(hero.maxHp, hero.hp + effect.amount);
        break;
      case 'freeMove':
        hero.freeMoves += effect.amount;
        break;
      case 'purge': {
        const i = hero.discard.indexOf('wound');
        if (i >= 0) {
          hero.discard.splice(i, 1);
          ctx.s.woundSupply++;
          emit(ctx, 'wound-purged', { seat });
        }
        break;
      }
    }
  }
}
