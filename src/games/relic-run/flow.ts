import { shuffle } from '../../engine/index.js';
import { activationBurns, ENEMIES, ENEMY_KINDS_IN_LINE_UP_ORDER, enteringHp, HAND_SIZE, wavesAfter, WOUND_DAMAGE, type HeroCardId } from './data.js';
import { rules, scenarioDef } from './versions.js';
import { zoneEffect } from './board.js';
import { emit, type Ctx } from './context.js';
import { endBattle, settleBurn } from './combat.js';
import { KINDS_BY_INITIATIVE, startEnemyPhase, stepEnemyPhase } from './enemy.js';

/**
 * Runs everything that needs no decision: starts round 1 once every hero is placed, starts the
 * enemy phase once every hero used DISCARD, resolves enemies, ends and starts rounds. Stops at
 * the first pending prompt, at the player phase, or at the end of the battle.
 */
export function advance(ctx: Ctx): void {
  const { s } = ctx;
  for (;;) {
    if (s.outcome !== null) return;
    if (s.prompts.length > 0) {
      if (settleBurn(ctx)) continue;
      return;
    }
    if (s.phase === 'placement') {
      if (s.heroes.some((h) => h.zone === null)) return;
      startRound(ctx);
    } else if (s.phase === 'player') {
      if (s.heroes.some((h) => !h.done)) return;
      startEnemyPhase(ctx);
    } else if (s.phase === 'enemy') {
      if (!stepEnemyPhase(ctx)) {
        endRound(ctx);
        if (s.outcome === null) startRound(ctx);
      }
    } else {
      return;
    }
  }
}

/** Phase 1: flip face-down enemies, zone Armor, draw 5 each, reveal activation cards. */
export function startRound(ctx: Ctx): void {
  const { s } = ctx;
  emit(ctx, 'round-started', { round: s.round });
  bringReinforcements(ctx);
  for (const e of s.enemies) {
    if (e.faceDown) {
      e.faceDown = false;
      emit(ctx, 'enemy-flipped', { enemy: e.id });
    }
  }
  for (const h of s.heroes) {
    const bonus = zoneEffect(s, h.zone!).roundStartArmor ?? 0;
    h.armor += bonus;
  }
  for (let seat = 0; seat < s.heroes.length; seat++) {
    drawHand(ctx, seat);
    if (s.outcome !== null) return;
  }
  s.activationDeck = shuffle(s.rng, s.activationDeck);
  s.revealed = [];
  for (const kind of KINDS_BY_INITIATIVE) {
    if (!s.enemies.some((e) => e.kind === kind)) continue;
    const value = s.activationDeck.shift();
    if (value === undefined) break;
    s.revealed.push({ kind, value });
  }
  emit(ctx, 'activation-revealed', { cards: s.revealed.map((r) => ({ ...r })) });
  s.phase = 'player';
}

/** The scenario's reinforcements due this round enter face down (step 1 then flips them). */
function bringReinforcements(ctx: Ctx): void {
  const { s } = ctx;
  const wave = wavesAfter(scenarioDef(s.scenario), s.round - 1, s.heroes.length).find((w) => w.round === s.round);
  if (wave === undefined) return;
  for (const kind of ENEMY_KINDS_IN_LINE_UP_ORDER) {
    for (let i = 0; i < wave.force[kind]; i++) {
      const id = s.nextEnemyId++;
      s.enemies.push({ id, kind, zone: ENEMIES[kind].zone, hp: enteringHp(scenarioDef(s.scenario), kind), faceDown: true, buff: null });
      emit(ctx, 'enemy-arrived', { enemy: id, kind, zone: ENEMIES[kind].zone });
    }
  }
}

/** Draws 5 (shuffling the discard pile into the deck first when it holds fewer); Wounds hurt. */
function drawHand(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const hero = s.heroes[seat]!;
  if (hero.deck.length < HAND_SIZE && hero.discard.length > 0) {
    hero.deck = shuffle(s.rng, hero.deck.concat(hero.discard));
    hero.discard = [];
    emit(ctx, 'deck-reshuffled', { seat });
  }
  const drawn = hero.deck.splice(0, HAND_SIZE);
  const cards: HeroCardId[] = [];
  let wounds = 0;
  for (const card of drawn) {
    if (card === 'wound') wounds++;
    else cards.push(card);
  }
  // A hand has no order: kept sorted, so the draw order (the deck's hidden order) never shows,
  // neither in this public event nor later when DISCARD lays the rest of the hand down.
  // (Rules version 1 kept the draw order, in the hand and in the event.)
  const sorted = rules().sortedHands;
  hero.hand = sorted ? sortCards([...hero.hand, ...cards]) : [...hero.hand, ...cards];
  emit(ctx, 'cards-drawn', { seat, cards: sorted ? sortCards(cards) : cards, wounds });
  s.woundSupply += wounds;
  for (let i = 0; i < wounds; i++) {
    hero.hp = Math.max(0, hero.hp - WOUND_DAMAGE);
    emit(ctx, 'wound-drawn', { seat, damage: WOUND_DAMAGE, hp: hero.hp });
    if (hero.hp === 0) {
      endBattle(ctx, { won: false, reason: 'hero-fell' });
      return;
    }
  }
}

/** The canonical order of a set of cards (the order the view shows hands in). */
export function sortCards(cards: readonly HeroCardId[]): HeroCardId[] {
  return [...cards].sort();
}

/** Phase 4: played area to discard, Armor to 0, next AP, expired buffs, burn activation cards. */
export function endRound(ctx: Ctx): void {
  const { s } = ctx;
  for (const h of s.heroes) {
    h.discard.push(...h.played);
    h.played = [];
    h.armor = 0;
    h.ap = h.nextAp;
    h.nextAp = 0;
    h.freeMoves = 0;
    h.critBuff = false;
    h.done = false;
  }
  for (const e of s.enemies) if (e.buff !== null && e.buff.round <= s.round) e.buff = null;
  for (const r of s.revealed) {
    if (activationBurns(r.value)) s.activationBurned.push(r.value);
    else s.activationDeck.push(r.value);
  }
  s.revealed = [];
  emit(ctx, 'round-ended', { round: s.round });
  if (s.round >= scenarioDef(s.scenario).maxRounds) {
    endBattle(ctx, { won: false, reason: 'time-limit' });
    return;
  }
  s.round++;
}
