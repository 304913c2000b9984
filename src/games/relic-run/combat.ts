import { randomInt } from '../../engine/index.js';
import { ENEMIES, wavesAfter, type HeroCardId } from './data.js';
import { scenarioDef } from './versions.js';
import { bulwark, distance } from './board.js';
import { emit, type Ctx } from './context.js';
import type { Enemy, Outcome } from './state.js';

export function endBattle(ctx: Ctx, outcome: Outcome): void {
  const { s } = ctx;
  if (s.outcome !== null) return;
  s.outcome = outcome;
  s.phase = 'over';
  s.prompts = [];
  s.enemyPhase = null;
  emit(ctx, outcome.won ? 'battle-won' : 'battle-lost', { reason: outcome.reason, round: s.round, xp: s.xp });
}

/** "All enemies are dead -> scenario won", once no reinforcement of the scenario is still to come. */
export function checkVictory(ctx: Ctx): void {
  const { s } = ctx;
  if (s.outcome !== null || s.enemies.length > 0) return;
  if (wavesAfter(scenarioDef(s.scenario), s.round, s.heroes.length).length > 0) return;
  endBattle(ctx, { won: true, reason: 'all-enemies-dead' });
}

/**
 * One hit on an enemy: normal damage is reduced by Bulwark (min 0), Crit is not. Enemies have no
 * Armor pool. At 0 HP the enemy is removed, grants XP and fires its death trigger.
 */
export function hitEnemy(ctx: Ctx, enemyId: number, amount: number, crit: boolean): void {
  const { s } = ctx;
  const enemy = s.enemies.find((e) => e.id === enemyId);
  if (enemy === undefined || s.outcome !== null) return;
  const dealt = crit ? amount : Math.max(0, amount - bulwark(s, enemy));
  enemy.hp -= dealt;
  emit(ctx, 'enemy-hit', { enemy: enemy.id, damage: dealt, crit, hp: Math.max(0, enemy.hp) });
  if (enemy.hp <= 0) killEnemy(ctx, enemy);
}

function killEnemy(ctx: Ctx, enemy: Enemy): void {
  const { s } = ctx;
  const def = ENEMIES[enemy.kind];
  s.enemies = s.enemies.filter((e) => e.id !== enemy.id);
  s.xp += def.xp;
  emit(ctx, 'enemy-died', { enemy: enemy.id, kind: enemy.kind, xp: def.xp });
  if (def.deathBlast !== null) {
    const blast = def.deathBlast;
    for (let seat = 0; seat < s.heroes.length && s.outcome === null; seat++) {
      const zone = s.heroes[seat]!.zone;
      if (zone !== null && distance(s, zone, enemy.zone) <= blast.reach) damageHero(ctx, seat, 0, blast.crit, false);
    }
  }
}

/**
 * The end of a hit on a hero (after Guard): normal damage goes to Armor then HP, Crit straight
 * to HP. HP damage burns one card and may place a Wound; 0 HP loses the battle at once.
 */
export function damageHero(ctx: Ctx, seat: number, normal: number, crit: number, wound: boolean): void {
  const { s } = ctx;
  const hero = s.heroes[seat]!;
  const absorbed = Math.min(hero.armor, normal);
  hero.armor -= absorbed;
  const hpDamage = normal - absorbed + crit;
  hero.hp = Math.max(0, hero.hp - hpDamage);
  emit(ctx, 'hero-hit', { seat, absorbed, hpDamage, crit, hp: hero.hp });
  if (hero.hp === 0) {
    endBattle(ctx, { won: false, reason: 'hero-fell' });
    return;
  }
  if (hpDamage > 0) burnOnHit(ctx, seat, wound);
}

/**
 * Card burn on hit: queued as a decision; `settleBurn` resolves it automatically when there is
 * nothing to choose. Options are computed when the decision comes up, not when it is queued, so
 * two burns in a row never offer a card the first one took.
 */
function burnOnHit(ctx: Ctx, seat: number, woundAfter: boolean): void {
  ctx.s.prompts = [...ctx.s.prompts, { kind: 'burn', seat, options: [], woundAfter }];
}

/**
 * Looks at the first pending prompt: a burn with two or more distinct burnable cards in the
 * discard pile becomes a real decision (returns false); with one card it burns that card, with
 * none a random card of the deck (returns true: resolved, look again).
 */
export function settleBurn(ctx: Ctx): boolean {
  const { s } = ctx;
  const prompt = s.prompts[0];
  if (prompt === undefined || prompt.kind !== 'burn') return false;
  const options = burnOptions(s.heroes[prompt.seat]!.discard);
  if (options.length > 1) {
    s.prompts = [{ ...prompt, options }, ...s.prompts.slice(1)];
    return false;
  }
  s.prompts = s.prompts.slice(1);
  if (options.length === 1) burnFromDiscard(ctx, prompt.seat, options[0]!);
  else burnRandomFromDeck(ctx, prompt.seat);
  if (prompt.woundAfter) placeWound(ctx, prompt.seat);
  return true;
}

/** Distinct burnable cards of a discard pile, in a fixed order. */
export function burnOptions(discard: readonly string[]): HeroCardId[] {
  const seen: HeroCardId[] = [];
  for (const c of discard) if (c !== 'wound' && !seen.includes(c as HeroCardId)) seen.push(c as HeroCardId);
  return seen.sort();
}

export function burnFromDiscard(ctx: Ctx, seat: number, card: HeroCardId): void {
  const hero = ctx.s.heroes[seat]!;
  hero.discard.splice(hero.discard.indexOf(card), 1);
  hero.burned.push(card);
  emit(ctx, 'card-burned', { seat, card, from: 'discard' });
}

function burnRandomFromDeck(ctx: Ctx, seat: number): void {
  const hero = ctx.s.heroes[seat]!;
  const burnable: number[] = [];
  hero.deck.forEach((c, i) => {
    if (c !== 'wound') burnable.push(i);
  });
  if (burnable.length === 0) {
    emit(ctx, 'card-burned', { seat, card: null, from: 'nothing-to-burn' });
    return;
  }
  const index = burnable[randomInt(ctx.s.rng, burnable.length)]!;
  const card = hero.deck[index] as HeroCardId;
  hero.deck.splice(index, 1);
  hero.burned.push(card);
  emit(ctx, 'card-burned', { seat, card, from: 'deck' });
}

export function placeWound(ctx: Ctx, seat: number): void {
  if (ctx.s.woundSupply === 0) {
    emit(ctx, 'wound-supply-empty', { seat });
    return;
  }
  ctx.s.woundSupply--;
  ctx.s.heroes[seat]!.discard.push('wound');
  emit(ctx, 'wound-placed', { seat });
}
