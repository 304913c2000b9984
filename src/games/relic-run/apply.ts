import { RuleError, type ApplyOutcome } from '../../engine/index.js';
import { CARDS, HEROES, PLAYER_ADJACENT, type HeroCardId } from './data.js';
import { burnFromDiscard, placeWound } from './combat.js';
import { cloneState, emit, type Ctx } from './context.js';
import { playChoices, resolveDiscard, resolvePlay } from './cards.js';
import { askGuard } from './enemy.js';
import { advance } from './flow.js';
import type { Move } from './moves.js';
import type { Prompt, State } from './state.js';

export function applyMove(state: State, seat: number, move: Move): ApplyOutcome<State> {
  if (state.outcome !== null) throw new RuleError('game-over', 'The battle is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.heroes.length) throw new RuleError('no-such-seat', `There is no hero at seat ${seat}.`);
  const ctx: Ctx = { s: cloneState(state), events: [] };
  const prompt = state.prompts[0];
  if (prompt !== undefined) answerPrompt(ctx, seat, prompt, move);
  else if (state.phase === 'placement') place(ctx, seat, move);
  else playerAction(ctx, seat, move);
  advance(ctx);
  return { state: ctx.s, events: ctx.events };
}

function answerPrompt(ctx: Ctx, seat: number, prompt: Prompt, move: Move): void {
  const { s } = ctx;
  if (prompt.seat !== seat) throw new RuleError('waiting-for-decision', `Everyone waits for seat ${prompt.seat} to answer a ${prompt.kind} decision.`);
  s.prompts = s.prompts.slice(1);
  if (prompt.kind === 'guard') {
    if (move.type !== 'guard') throw new RuleError('guard-decision-pending', 'Answer the Guard decision first: how much Armor intercepts the hit.');
    if (move.armor > prompt.max) throw new RuleError('guard-too-much', `Guard spends 0 to ${prompt.max} Armor (your Armor, capped at the damage).`);
    const guardian = s.heroes[seat]!;
    guardian.armor -= move.armor;
    const hit = { ...prompt.hit, damage: prompt.hit.damage - move.armor };
    emit(ctx, 'guarded', { seat, target: hit.target, armor: move.armor });
    askGuard(ctx, hit, prompt.nextGuardians);
    return;
  }
  if (move.type !== 'burn') throw new RuleError('burn-decision-pending', 'Answer the card burn first: choose a card of your discard pile.');
  if (!prompt.options.includes(move.card)) throw new RuleError('not-burnable', 'Burn a card from your discard pile (Wounds cannot burn).');
  burnFromDiscard(ctx, seat, move.card);
  if (prompt.woundAfter) placeWound(ctx, seat);
}

function place(ctx: Ctx, seat: number, move: Move): void {
  if (move.type !== 'place') throw new RuleError('placement-phase', 'Phase 0: place your hero in a player zone first.');
  const hero = ctx.s.heroes[seat]!;
  if (hero.zone !== null) throw new RuleError('already-placed', 'Your hero is already placed; wait for the others.');
  hero.zone = move.zone;
  emit(ctx, 'hero-placed', { seat, zone: move.zone });
}

function takeFromHand(hand: HeroCardId[], card: HeroCardId): void {
  const i = hand.indexOf(card);
  if (i < 0) throw new RuleError('card-not-in-hand', `${CARDS[card].name} is not in your hand.`);
  hand.splice(i, 1);
}

/** Why a play's target / onto does not fit the card. */
function badChoice(card: HeroCardId): RuleError {
  const def = CARDS[card];
  switch (def.play.kind) {
    case 'block':
      return new RuleError('bad-block-target', `${def.name} blocks onto yourself or an ally in your zone (give \`onto\`, no \`target\`).`);
    case 'flatArmor':
    case 'critBuff':
      return new RuleError('no-target-needed', `${def.name} takes no target.`);
    case 'cleave':
      return new RuleError('target-out-of-reach', `${def.name} needs a face-up enemy within your weapon reach and takes no target.`);
    default:
      return new RuleError('target-out-of-reach', `${def.name} needs a \`target\`: a face-up enemy within your weapon reach.`);
  }
}

function playerAction(ctx: Ctx, seat: number, move: Move): void {
  const { s } = ctx;
  const hero = s.heroes[seat]!;
  if (s.phase !== 'player' || hero.done) throw new RuleError('not-in-player-phase', 'Your hero has used DISCARD and waits for the enemy phase.');
  switch (move.type) {
    case 'play': {
      const def = CARDS[move.card];
      if (!hero.hand.includes(move.card)) throw new RuleError('card-not-in-hand', `${def.name} is not in your hand.`);
      if (!def.zones.includes(hero.zone!)) throw new RuleError('wrong-zone', `${def.name} can only be played from ${def.zones.join(' or ')}.`);
      if (def.cost > hero.ap) throw new RuleError('not-enough-ap', `${def.name} costs ${def.cost} AP; you have ${hero.ap}.`);
      const choice = playChoices(s, seat, move.card).find((c) => c.target === move.target && c.onto === move.onto);
      if (choice === undefined) throw badChoice(move.card);
      takeFromHand(hero.hand, move.card);
      hero.ap -= def.cost;
      if (def.burnsWhenPlayed) hero.burned.push(move.card);
      else hero.played.push(move.card);
      emit(ctx, 'card-played', { seat, card: move.card, ...choice });
      resolvePlay(ctx, seat, move.card, choice);
      return;
    }
    case 'discard':
      takeFromHand(hero.hand, move.card);
      hero.discard.push(move.card);
      emit(ctx, 'card-discarded', { seat, card: move.card });
      resolveDiscard(ctx, seat, CARDS[move.card].discard);
      return;
    case 'move': {
      if (!PLAYER_ADJACENT[hero.zone!].includes(move.to)) throw new RuleError('not-adjacent', 'Move one boundary at a time, between adjacent player zones (Frontline-Backline-Flank).');
      if (move.card === null) {
        if (hero.freeMoves === 0) throw new RuleError('no-free-move', 'You have no free move left this round; sacrifice a card.');
        hero.freeMoves--;
      } else {
        takeFromHand(hero.hand, move.card);
        hero.played.push(move.card);
      }
      emit(ctx, 'hero-moved', { seat, from: hero.zone, to: move.to, card: move.card });
      hero.zone = move.to;
      return;
    }
    case 'potion': {
      if (!hero.potion) throw new RuleError('potion-used', 'The Healing Potion is one-use and already drunk.');
      if (hero.hp >= hero.maxHp) throw new RuleError('full-health', 'Your hero is at full HP.');
      hero.potion = false;
      hero.hp = Math.min(hero.maxHp, hero.hp + HEROES[hero.cls].trinket.heal);
      emit(ctx, 'potion-drunk', { seat, hp: hero.hp });
      return;
    }
    case 'end-phase': {
      const rest = hero.hand;
      hero.hand = [];
      for (const card of rest) {
        hero.discard.push(card);
        emit(ctx, 'card-discarded', { seat, card });
        resolveDiscard(ctx, seat, CARDS[card].discard);
      }
      hero.done = true;
      emit(ctx, 'hero-done', { seat });
      return;
    }
    case 'place':
      throw new RuleError('already-placed', 'Heroes are placed only in Phase 0.');
    case 'guard':
    case 'burn':
      throw new RuleError('no-decision-pending', 'No Guard or burn decision is pending.');
  }
}

