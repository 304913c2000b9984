import { capitalize, count, eventData, genericEvent, num, seatName, str, type GameEvent, type SeatNames } from '../../engine/index.js';
import { CARDS, ENEMIES, type CardId, type EnemyKind, type Zone } from './data.js';
import type { Move } from './moves.js';
import type { View } from './view.js';

const ZONE_WORDS: Record<Zone, string> = {
  playerFrontline: 'the Frontline',
  playerBackline: 'the Backline',
  playerFlank: 'the Flank',
  enemyFrontline: 'the enemy Frontline',
  enemyBackline: 'the enemy Backline',
  enemyFlank: 'the enemy Flank',
};

const zone = (z: unknown) => ZONE_WORDS[z as Zone] ?? str(z);
const card = (id: unknown) => (id === 'wound' ? 'a Wound' : (CARDS[id as Exclude<CardId, 'wound'>]?.name ?? str(id)));
const kindName = (kind: unknown) => ENEMIES[kind as EnemyKind]?.name ?? str(kind);

/** "the Zombie #2" while it is on the board (everything in Relic Run is public), else "enemy #2". */
function enemy(view: View, id: unknown): string {
  const e = view.enemies.find((x) => x.id === id);
  return e ? `the ${e.name} #${e.id}` : `enemy #${num(id)}`;
}

const Enemy = (view: View, id: unknown) => capitalize(enemy(view, id));

/** A hero by seat: "Seat 1" or the player's name. */
const hero = (seat: unknown, names?: SeatNames) => seatName(num(seat), names);

const BATTLE_END: Record<string, string> = {
  'all-enemies-dead': 'every enemy is dead',
  'hero-fell': 'a hero fell',
  'time-limit': 'time ran out',
};

export function describeMove(move: Move, view: View, names?: SeatNames): string {
  switch (move.type) {
    case 'place':
      return `Place your hero in ${zone(move.zone)}`;
    case 'play': {
      const def = CARDS[move.card];
      const on =
        move.target !== undefined
          ? ` on ${enemy(view, move.target)}`
          : move.onto !== undefined
            ? move.onto === view.you
              ? ' on yourself'
              : ` on ${hero(move.onto, names)}’s hero`
            : '';
      return `Play ${def.name} (${def.cost} AP)${on}`;
    }
    case 'discard':
      return `Discard ${card(move.card)} for its discard effect`;
    case 'move':
      return `Move to ${zone(move.to)}${move.card === null ? ' with a free move' : `, giving up ${card(move.card)}`}`;
    case 'potion':
      return 'Drink your Healing Potion';
    case 'end-phase':
      return 'Discard the rest of your hand and end your phase';
    case 'guard':
      return move.armor === 0 ? 'Let the hit through (no Armor)' : `Intercept the hit with ${move.armor} Armor`;
    case 'burn':
      return `Burn ${card(move.card)} from your discard pile`;
  }
}

export function describeEvent(event: GameEvent, view: View, names?: SeatNames): string {
  const d = eventData(event);
  const who = hero(d.seat, names);
  switch (event.type) {
    case 'round-started':
      return `Round ${num(d.round)} begins.`;
    case 'round-ended':
      return `Round ${num(d.round)} is over.`;
    case 'hero-placed':
      return `${who} placed their hero in ${zone(d.zone)}.`;
    case 'card-played': {
      const on = d.target !== undefined ? ` on ${enemy(view, d.target)}` : d.onto !== undefined ? ` on ${hero(d.onto, names)}` : '';
      return `${who} played ${card(d.card)}${on}.`;
    }
    case 'card-discarded':
      return `${who} discarded ${card(d.card)}.`;
    case 'hero-moved':
      return `${who} moved from ${zone(d.from)} to ${zone(d.to)}${d.card === null ? ' with a free move' : `, giving up ${card(d.card)}`}.`;
    case 'potion-drunk':
      return `${who} drank their Healing Potion (${num(d.hp)} HP now).`;
    case 'hero-done':
      return `${who} ended their phase.`;
    case 'guarded':
      return `${who} guarded ${hero(d.target, names)} with ${num(d.armor)} Armor.`;
    case 'armor-gained':
      return `${who} gained ${num(d.armor)} Armor (${num(d.total)} in all).`;
    case 'wound-purged':
      return `${who} purged a Wound.`;
    case 'hero-hit': {
      const parts = [...(num(d.absorbed) > 0 ? [`Armor absorbed ${num(d.absorbed)}`] : []), `${num(d.hpDamage)} HP lost`];
      return `${who} was hit${d.crit === true ? ' critically' : ''}: ${parts.join(', ')} (${num(d.hp)} HP left).`;
    }
    case 'card-burned':
      if (d.from === 'nothing-to-burn') return `${who} had no card left to burn.`;
      return `${who} burned ${card(d.card)} from ${d.from === 'deck' ? 'the top of their deck' : 'their discard pile'}.`;
    case 'wound-placed':
      return `${who} took a Wound card.`;
    case 'wound-supply-empty':
      return `No Wound card is left for ${who}.`;
    case 'wound-drawn':
      return `${who} drew a Wound and lost ${num(d.damage)} HP (${num(d.hp)} HP left).`;
    case 'deck-reshuffled':
      return `${who} shuffled their discard pile into a new deck.`;
    case 'cards-drawn': {
      const cards = Array.isArray(d.cards) ? d.cards.map(card) : [];
      const wounds = num(d.wounds);
      return `${who} drew ${cards.length ? cards.join(', ') : 'no card'}${wounds > 0 ? ` and ${count(wounds, 'Wound')}` : ''}.`;
    }
    case 'enemy-phase':
      return `The enemies act (round ${num(d.round)}).`;
    case 'activation-revealed': {
      const cards = Array.isArray(d.cards) ? (d.cards as { kind: string; value: number }[]) : [];
      return `Activation cards: ${cards.map((c) => `${kindName(c.kind)} ${c.value}`).join(', ')}.`;
    }
    case 'enemy-group':
      return num(d.count) === 1
        ? `The ${kindName(d.kind)} acts with activation ${num(d.value)}.`
        : `${num(d.count)} ${kindName(d.kind)}s act with activation ${num(d.value)}.`;
    case 'enemy-flipped':
      return `${Enemy(view, d.enemy)} turned face up.`;
    case 'enemy-arrived':
      return `Reinforcements: a ${kindName(d.kind)} #${num(d.enemy)} entered ${zone(d.zone)}.`;
    case 'enemy-spawned':
      return `A new ${kindName(d.kind)} #${num(d.enemy)} rose in ${zone(d.zone)}.`;
    case 'enemy-attack':
      return `${Enemy(view, d.enemy)} attacked ${hero(d.target, names)} for ${num(d.damage)} damage${d.wound === true ? ' and a Wound' : ''}${
        d.bypassGuard === true ? ', past any guard' : ''
      }.`;
    case 'enemy-hit':
      return `${Enemy(view, d.enemy)} took ${num(d.damage)} damage${d.crit === true ? ' (critical)' : ''}: ${num(d.hp)} HP left.`;
    case 'enemy-died':
      return `The ${kindName(d.kind)} #${num(d.enemy)} died (+${num(d.xp)} XP).`;
    case 'enemy-healed':
      return `${Enemy(view, d.enemy)} healed ${num(d.healed)} HP (${num(d.hp)} HP now).`;
    case 'enemy-buffed':
      return `${Enemy(view, d.enemy)} grows stronger next round: +${num(d.damage)} damage, +${num(d.reach)} reach.`;
    case 'battle-won':
      return `The party won the battle in round ${num(d.round)}: ${BATTLE_END[str(d.reason)] ?? str(d.reason)} (${num(d.xp)} XP).`;
    case 'battle-lost':
      return `The party lost the battle in round ${num(d.round)}: ${BATTLE_END[str(d.reason)] ?? str(d.reason)}.`;
    default:
      return genericEvent(event, names);
  }
}
