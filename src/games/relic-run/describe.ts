import { capitalize, defineMessages, eventData, genericEvent, num, seatName, str, type GameEvent, type Locale, type SeatNames } from '../../engine/index.js';
import { CARDS, ENEMIES, type CardId, type EnemyKind, type HeroCardId, type Zone } from './data.js';
import type { Move } from './moves.js';
import { CARD_NAMES_FR } from './names.js';
import type { View } from './view.js';

/**
 * Moves and events in words, in English (the rulebook's language and names) and in French (our
 * names, names.ts). Move labels in French are infinitives, as on a French button; AP is PA
 * (points d'action), HP is PV (points de vie).
 */
const words = defineMessages({
  en: {
    wound: 'a Wound',
    onEnemy: ' on {enemy}',
    onYourself: ' on yourself',
    onAlly: ' on {hero}’s hero',
    enemyNamed: 'the {name} #{id}',
    enemyUnknown: 'enemy #{id}',
    place: 'Place your hero in {zone}',
    play: 'Play {card} ({cost} AP){on}',
    discard: 'Discard {card} for its discard effect',
    moveFree: 'Move to {zone} with a free move',
    moveGivingUp: 'Move to {zone}, giving up {card}',
    potion: 'Drink your Healing Potion',
    endPhase: 'Discard the rest of your hand and end your phase',
    guardNone: 'Let the hit through (no Armor)',
    guard: 'Intercept the hit with {armor} Armor',
    burn: 'Burn {card} from your discard pile',
    roundStarted: 'Round {round} begins.',
    roundEnded: 'Round {round} is over.',
    heroPlaced: '{who} placed their hero in {zone}.',
    cardPlayed: '{who} played {card}{on}.',
    onHero: ' on {hero}',
    cardDiscarded: '{who} discarded {card}.',
    heroMovedFree: '{who} moved from {from} to {to} with a free move.',
    heroMovedGivingUp: '{who} moved from {from} to {to}, giving up {card}.',
    potionDrunk: '{who} drank their Healing Potion ({hp} HP now).',
    heroDone: '{who} ended their phase.',
    guarded: '{who} guarded {target} with {armor} Armor.',
    armorGained: '{who} gained {armor} Armor ({total} in all).',
    woundPurged: '{who} purged a Wound.',
    absorbed: 'Armor absorbed {n}',
    hpLost: '{n} HP lost',
    heroHit: '{who} was hit: {parts} ({hp} HP left).',
    heroHitCrit: '{who} was hit critically: {parts} ({hp} HP left).',
    nothingToBurn: '{who} had no card left to burn.',
    burnedFromDeck: '{who} burned {card} from the top of their deck.',
    burnedFromDiscard: '{who} burned {card} from their discard pile.',
    woundPlaced: '{who} took a Wound card.',
    woundSupplyEmpty: 'No Wound card is left for {who}.',
    woundDrawn: '{who} drew a Wound and lost {damage} HP ({hp} HP left).',
    deckReshuffled: '{who} shuffled their discard pile into a new deck.',
    cardsDrawn: '{who} drew {cards}.',
    cardsDrawnWounds: '{who} drew {cards} and {wounds, plural, one {# Wound} other {# Wounds}}.',
    noCard: 'no card',
    enemyPhase: 'The enemies act (round {round}).',
    activationRevealed: 'Activation cards: {cards}.',
    enemyGroupOne: 'The {kind} acts with activation {value}.',
    enemyGroup: '{count} {kind}s act with activation {value}.',
    enemyFlipped: '{enemy} turned face up.',
    enemyArrived: 'Reinforcements: a {kind} #{id} entered {zone}.',
    enemySpawned: 'A new {kind} #{id} rose in {zone}.',
    enemyAttack: '{enemy} attacked {hero} for {damage} damage{wound}{bypass}.',
    andWound: ' and a Wound',
    bypass: ', past any guard',
    enemyHit: '{enemy} took {damage} damage: {hp} HP left.',
    enemyHitCrit: '{enemy} took {damage} damage (critical): {hp} HP left.',
    enemyDied: 'The {kind} #{id} died (+{xp} XP).',
    enemyHealed: '{enemy} healed {healed} HP ({hp} HP now).',
    enemyBuffed: '{enemy} grows stronger next round: +{damage} damage, +{reach} reach.',
    battleWon: 'The party won the battle in round {round}: {reason} ({xp} XP).',
    battleLost: 'The party lost the battle in round {round}: {reason}.',
    allDead: 'every enemy is dead',
    heroFell: 'a hero fell',
    timeLimit: 'time ran out',
  },
  fr: {
    wound: 'une Blessure',
    onEnemy: ' sur {enemy}',
    onYourself: ' sur vous-même',
    onAlly: ' sur le héros de {hero}',
    enemyNamed: '{kind, select, zombie {le Zombie} skeletalArcher {l’Archer squelette} other {l’ennemi}} #{id}',
    enemyUnknown: 'l’ennemi #{id}',
    place: 'Placer votre héros dans {zone}',
    play: 'Jouer {card} ({cost} PA){on}',
    discard: 'Défausser {card} pour son effet de défausse',
    moveFree: 'Se déplacer vers {zone} avec un déplacement gratuit',
    moveGivingUp: 'Se déplacer vers {zone} en sacrifiant {card}',
    potion: 'Boire votre Potion de soin',
    endPhase: 'Défausser le reste de votre main et terminer votre phase',
    guardNone: 'Laisser passer le coup (sans Armure)',
    guard: 'Intercepter le coup avec {armor} d’Armure',
    burn: 'Brûler {card} de votre défausse',
    roundStarted: 'La manche {round} commence.',
    roundEnded: 'La manche {round} est terminée.',
    heroPlaced: '{who} a placé son héros dans {zone}.',
    cardPlayed: '{who} a joué {card}{on}.',
    onHero: ' sur {hero}',
    cardDiscarded: '{who} a défaussé {card}.',
    heroMovedFree: '{who} s’est déplacé {from} vers {to} avec un déplacement gratuit.',
    heroMovedGivingUp: '{who} s’est déplacé {from} vers {to} en sacrifiant {card}.',
    potionDrunk: '{who} a bu sa Potion de soin ({hp} PV désormais).',
    heroDone: '{who} a terminé sa phase.',
    guarded: '{who} a protégé {target} avec {armor} d’Armure.',
    armorGained: '{who} a gagné {armor} d’Armure ({total} au total).',
    woundPurged: '{who} a purgé une Blessure.',
    absorbed: 'l’Armure a absorbé {n}',
    hpLost: '{n, plural, one {# PV perdu} other {# PV perdus}}',
    heroHit: '{who} a été touché : {parts} (il reste {hp} PV).',
    heroHitCrit: '{who} a subi un coup critique : {parts} (il reste {hp} PV).',
    nothingToBurn: '{who} n’avait plus de carte à brûler.',
    burnedFromDeck: '{who} a brûlé {card} du dessus de son paquet.',
    burnedFromDiscard: '{who} a brûlé {card} de sa défausse.',
    woundPlaced: '{who} a reçu une carte Blessure.',
    woundSupplyEmpty: 'Il ne reste aucune carte Blessure pour {who}.',
    woundDrawn: '{who} a pioché une Blessure et perdu {damage} PV (il reste {hp} PV).',
    deckReshuffled: '{who} a mélangé sa défausse pour former un nouveau paquet.',
    cardsDrawn: '{who} a pioché {cards}.',
    cardsDrawnWounds: '{who} a pioché {cards} et {wounds, plural, one {# Blessure} other {# Blessures}}.',
    noCard: 'aucune carte',
    enemyPhase: 'Les ennemis agissent (manche {round}).',
    activationRevealed: 'Cartes d’activation : {cards}.',
    enemyGroupOne: '{kind, select, zombie {Le Zombie agit} other {L’Archer squelette agit}} avec l’activation {value}.',
    enemyGroup: '{count} {kind, select, zombie {Zombies} other {Archers squelettes}} agissent avec l’activation {value}.',
    enemyFlipped: '{enemy} est retourné face visible.',
    enemyArrived: 'Renforts : un {name} #{id} est entré dans {zone}.',
    enemySpawned: '{kind, select, zombie {Un nouveau} other {Un nouvel}} {name} #{id} s’est levé dans {zone}.',
    enemyAttack: '{enemy} a attaqué {hero} : {damage, plural, one {# dégât} other {# dégâts}}{wound}{bypass}.',
    andWound: ' et une Blessure',
    bypass: ', malgré toute garde',
    enemyHit: '{enemy} a subi {damage, plural, one {# dégât} other {# dégâts}} : il lui reste {hp} PV.',
    enemyHitCrit: '{enemy} a subi {damage, plural, one {# dégât} other {# dégâts}} (critique) : il lui reste {hp} PV.',
    enemyDied: '{kind, select, zombie {Le Zombie} other {L’Archer squelette}} #{id} est mort (+{xp} XP).',
    enemyHealed: '{enemy} a récupéré {healed} PV ({hp} PV désormais).',
    enemyBuffed: '{enemy} sera plus fort à la prochaine manche : +{damage} de dégâts, +{reach} de portée.',
    battleWon: 'Le groupe a gagné la bataille à la manche {round} : {reason} ({xp} XP).',
    battleLost: 'Le groupe a perdu la bataille à la manche {round} : {reason}.',
    allDead: 'tous les ennemis sont morts',
    heroFell: 'un héros est tombé',
    timeLimit: 'le temps est écoulé',
  },
});

/** Zones as sentences name them: "the Frontline" / "la Ligne de front", and with "from" in French ("du Flanc"). */
const ZONE_WORDS: Record<Locale, Record<Zone, string>> = {
  en: {
    playerFrontline: 'the Frontline',
    playerBackline: 'the Backline',
    playerFlank: 'the Flank',
    enemyFrontline: 'the enemy Frontline',
    enemyBackline: 'the enemy Backline',
    enemyFlank: 'the enemy Flank',
  },
  fr: {
    playerFrontline: 'la Ligne de front',
    playerBackline: 'la Ligne arrière',
    playerFlank: 'le Flanc',
    enemyFrontline: 'la Ligne de front ennemie',
    enemyBackline: 'la Ligne arrière ennemie',
    enemyFlank: 'le Flanc ennemi',
  },
};
const ZONE_FROM_FR: Record<Zone, string> = {
  playerFrontline: 'de la Ligne de front',
  playerBackline: 'de la Ligne arrière',
  playerFlank: 'du Flanc',
  enemyFrontline: 'de la Ligne de front ennemie',
  enemyBackline: 'de la Ligne arrière ennemie',
  enemyFlank: 'du Flanc ennemi',
};

const ENEMY_FR: Record<EnemyKind, string> = { zombie: 'Zombie', skeletalArcher: 'Archer squelette' };

function reader(locale: Locale = 'en') {
  const t = words(locale);
  const fr = locale === 'fr';
  const zone = (z: unknown) => ZONE_WORDS[locale][z as Zone] ?? str(z);
  const fromZone = (z: unknown) => (fr ? (ZONE_FROM_FR[z as Zone] ?? str(z)) : zone(z));
  const card = (id: unknown) => {
    if (id === 'wound') return t('wound');
    const def = CARDS[id as HeroCardId];
    if (!def) return str(id);
    return fr ? CARD_NAMES_FR[id as CardId] : def.name;
  };
  const kindName = (kind: unknown) => (fr ? ENEMY_FR[kind as EnemyKind] : ENEMIES[kind as EnemyKind]?.name) ?? str(kind);
  /** "the Zombie #2" while it is on the board (everything in Relic Run is public), else "enemy #2". */
  const enemy = (view: View, id: unknown) => {
    const e = view.enemies.find((x) => x.id === id);
    return e ? t('enemyNamed', { name: e.name, kind: e.kind, id: String(e.id) }) : t('enemyUnknown', { id: String(num(id)) });
  };
  const Enemy = (view: View, id: unknown) => capitalize(enemy(view, id));
  return { t, zone, fromZone, card, kindName, enemy, Enemy };
}

/** A hero by seat: "Seat 1" or the player's name. */
const hero = (seat: unknown, names: SeatNames | undefined, locale: Locale) => seatName(num(seat), names, locale);

export function describeMove(move: Move, view: View, names?: SeatNames, locale: Locale = 'en'): string {
  const w = reader(locale);
  const { t } = w;
  switch (move.type) {
    case 'place':
      return t('place', { zone: w.zone(move.zone) });
    case 'play': {
      const def = CARDS[move.card];
      const on =
        move.target !== undefined
          ? t('onEnemy', { enemy: w.enemy(view, move.target) })
          : move.onto !== undefined
            ? move.onto === view.you
              ? t('onYourself')
              : t('onAlly', { hero: hero(move.onto, names, locale) })
            : '';
      return t('play', { card: w.card(move.card), cost: String(def.cost), on });
    }
    case 'discard':
      return t('discard', { card: w.card(move.card) });
    case 'move':
      return move.card === null ? t('moveFree', { zone: w.zone(move.to) }) : t('moveGivingUp', { zone: w.zone(move.to), card: w.card(move.card) });
    case 'potion':
      return t('potion');
    case 'end-phase':
      return t('endPhase');
    case 'guard':
      return move.armor === 0 ? t('guardNone') : t('guard', { armor: String(move.armor) });
    case 'burn':
      return t('burn', { card: w.card(move.card) });
  }
}

export function describeEvent(event: GameEvent, view: View, names?: SeatNames, locale: Locale = 'en'): string {
  const w = reader(locale);
  const { t } = w;
  const d = eventData(event);
  const who = hero(d.seat, names, locale);
  const n = (value: unknown) => String(num(value));
  const reason = (r: unknown) => {
    switch (str(r)) {
      case 'all-enemies-dead':
        return t('allDead');
      case 'hero-fell':
        return t('heroFell');
      case 'time-limit':
        return t('timeLimit');
      default:
        return str(r);
    }
  };
  switch (event.type) {
    case 'round-started':
      return t('roundStarted', { round: n(d.round) });
    case 'round-ended':
      return t('roundEnded', { round: n(d.round) });
    case 'hero-placed':
      return t('heroPlaced', { who, zone: w.zone(d.zone) });
    case 'card-played': {
      const on = d.target !== undefined ? t('onEnemy', { enemy: w.enemy(view, d.target) }) : d.onto !== undefined ? t('onHero', { hero: hero(d.onto, names, locale) }) : '';
      return t('cardPlayed', { who, card: w.card(d.card), on });
    }
    case 'card-discarded':
      return t('cardDiscarded', { who, card: w.card(d.card) });
    case 'hero-moved':
      return d.card === null
        ? t('heroMovedFree', { who, from: w.fromZone(d.from), to: w.zone(d.to) })
        : t('heroMovedGivingUp', { who, from: w.fromZone(d.from), to: w.zone(d.to), card: w.card(d.card) });
    case 'potion-drunk':
      return t('potionDrunk', { who, hp: n(d.hp) });
    case 'hero-done':
      return t('heroDone', { who });
    case 'guarded':
      return t('guarded', { who, target: hero(d.target, names, locale), armor: n(d.armor) });
    case 'armor-gained':
      return t('armorGained', { who, armor: n(d.armor), total: n(d.total) });
    case 'wound-purged':
      return t('woundPurged', { who });
    case 'hero-hit': {
      const parts = [...(num(d.absorbed) > 0 ? [t('absorbed', { n: n(d.absorbed) })] : []), t('hpLost', { n: locale === 'fr' ? num(d.hpDamage) : n(d.hpDamage) })];
      return t(d.crit === true ? 'heroHitCrit' : 'heroHit', { who, parts: parts.join(', '), hp: n(d.hp) });
    }
    case 'card-burned':
      if (d.from === 'nothing-to-burn') return t('nothingToBurn', { who });
      return t(d.from === 'deck' ? 'burnedFromDeck' : 'burnedFromDiscard', { who, card: w.card(d.card) });
    case 'wound-placed':
      return t('woundPlaced', { who });
    case 'wound-supply-empty':
      return t('woundSupplyEmpty', { who });
    case 'wound-drawn':
      return t('woundDrawn', { who, damage: n(d.damage), hp: n(d.hp) });
    case 'deck-reshuffled':
      return t('deckReshuffled', { who });
    case 'cards-drawn': {
      const drawn = Array.isArray(d.cards) ? d.cards.map(w.card) : [];
      const cards = drawn.length ? drawn.join(', ') : t('noCard');
      const wounds = num(d.wounds);
      return wounds > 0 ? t('cardsDrawnWounds', { who, cards, wounds }) : t('cardsDrawn', { who, cards });
    }
    case 'enemy-phase':
      return t('enemyPhase', { round: n(d.round) });
    case 'activation-revealed': {
      const cards = Array.isArray(d.cards) ? (d.cards as { kind: string; value: number }[]) : [];
      return t('activationRevealed', { cards: cards.map((c) => `${w.kindName(c.kind)} ${c.value}`).join(', ') });
    }
    case 'enemy-group':
      return num(d.count) === 1
        ? t('enemyGroupOne', { kind: locale === 'fr' ? str(d.kind) : w.kindName(d.kind), value: n(d.value) })
        : t('enemyGroup', { count: n(d.count), kind: locale === 'fr' ? str(d.kind) : w.kindName(d.kind), value: n(d.value) });
    case 'enemy-flipped':
      return t('enemyFlipped', { enemy: w.Enemy(view, d.enemy) });
    case 'enemy-arrived':
      return t('enemyArrived', { kind: w.kindName(d.kind), name: w.kindName(d.kind), id: n(d.enemy), zone: w.zone(d.zone) });
    case 'enemy-spawned':
      return t('enemySpawned', { kind: locale === 'fr' ? str(d.kind) : w.kindName(d.kind), name: w.kindName(d.kind), id: n(d.enemy), zone: w.zone(d.zone) });
    case 'enemy-attack':
      return t('enemyAttack', {
        enemy: w.Enemy(view, d.enemy),
        hero: hero(d.target, names, locale),
        damage: locale === 'fr' ? num(d.damage) : n(d.damage),
        wound: d.wound === true ? t('andWound') : '',
        bypass: d.bypassGuard === true ? t('bypass') : '',
      });
    case 'enemy-hit':
      return t(d.crit === true ? 'enemyHitCrit' : 'enemyHit', { enemy: w.Enemy(view, d.enemy), damage: locale === 'fr' ? num(d.damage) : n(d.damage), hp: n(d.hp) });
    case 'enemy-died':
      return t('enemyDied', { kind: locale === 'fr' ? str(d.kind) : w.kindName(d.kind), id: n(d.enemy), xp: n(d.xp) });
    case 'enemy-healed':
      return t('enemyHealed', { enemy: w.Enemy(view, d.enemy), healed: n(d.healed), hp: n(d.hp) });
    case 'enemy-buffed':
      return t('enemyBuffed', { enemy: w.Enemy(view, d.enemy), damage: n(d.damage), reach: n(d.reach) });
    case 'battle-won':
      return t('battleWon', { round: n(d.round), reason: reason(d.reason), xp: n(d.xp) });
    case 'battle-lost':
      return t('battleLost', { round: n(d.round), reason: reason(d.reason) });
    default:
      return genericEvent(event, names, locale);
  }
}
