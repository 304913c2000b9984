import type { EnemyKind, HeroCardId, HeroClass, PlayerZone, ScenarioId, Zone, ZoneEffect } from '../../../../src/games/relic-run/data.ts';
import { CARD_NAMES_FR, ENEMY_NAMES_FR, HERO_NAMES_FR, SCENARIO_NAMES_FR, TIER_NAMES, ZONE_NAMES } from '../../../../src/games/relic-run/names.ts';
import { currentLocale, words } from '../../i18n.ts';

/**
 * The words printed on Relic Run's components, for drawing them. The browser never runs the
 * engine, so this is a copy of the rulebook's tables; test/web/relic-run-board.test.ts checks it
 * against the engine's data (names, costs, zones, effects). French readers read the French of
 * each table (the names: src/games/relic-run/names.ts, shared with the server's words).
 */

const french = () => currentLocale.get() === 'fr';

export interface CardText {
  name: string;
  cost: number;
  zones: readonly PlayerZone[];
  play: string;
  discard: string;
  /** Goes to the burn pile when played. */
  burns: boolean;
}

const FRONT: readonly PlayerZone[] = ['playerFrontline'];
const BACK: readonly PlayerZone[] = ['playerBackline'];
const FLANK: readonly PlayerZone[] = ['playerFlank'];
const FRONT_BACK: readonly PlayerZone[] = ['playerFrontline', 'playerBackline'];
const ANY: readonly PlayerZone[] = ['playerFrontline', 'playerBackline', 'playerFlank'];

export const CARD_TEXT: Record<HeroCardId, CardText> = {
  boldSwing: { name: 'Bold Swing', cost: 1, zones: FRONT, play: 'Attack 1× + 1 Crit', discard: '+1 Armor, +1 AP', burns: false },
  cleave: { name: 'Cleave', cost: 1, zones: FRONT, play: 'Attack ALL enemies in reach', discard: '+1 AP', burns: false },
  devastatingBlow: { name: 'Devastating Blow', cost: 1, zones: FRONT, play: 'Deal 4 Crit (unblockable)', discard: '+1 AP', burns: true },
  brace: { name: 'Brace', cost: 1, zones: ANY, play: 'Block 1× (you or a same-zone ally)', discard: '+1 AP', burns: false },
  rampage: { name: 'Rampage', cost: 0, zones: FRONT, play: 'Deal damage = your Armor (keeps Armor)', discard: 'Purge (destroy 1 Wound)', burns: false },
  ultimate: { name: 'Ultimate', cost: 1, zones: FRONT, play: 'Attack 2×', discard: 'Heal 1, +1 AP', burns: false },
  hunkerDown: { name: 'Hunker Down', cost: 2, zones: FRONT, play: 'Block 2× (you or a same-zone ally)', discard: '+2 AP', burns: false },
  quickShot: { name: 'Quick Shot', cost: 1, zones: FRONT_BACK, play: 'Attack 1× + Free move', discard: 'Free Move 1, +1 AP', burns: false },
  longshot: { name: 'Longshot', cost: 2, zones: FLANK, play: 'Attack 2× + Free move', discard: '+1 AP', burns: false },
  aimedShot: { name: 'Aimed Shot', cost: 1, zones: BACK, play: 'Attack 2×', discard: '+1 AP', burns: false },
  dodge: { name: 'Dodge', cost: 1, zones: ANY, play: '+3 Armor (flat, ignores equipment)', discard: '+1 Armor, +1 AP', burns: false },
  druwhnishAim: { name: 'Druwhnish Aim', cost: 0, zones: ANY, play: 'Buff: your next attack is all Crit', discard: '+2 AP', burns: true },
  skilledShot: { name: 'Skilled Shot', cost: 1, zones: FRONT_BACK, play: 'Attack 1× +1 Damage', discard: '+1 AP', burns: false },
  bullsEye: { name: "Bull's Eye", cost: 0, zones: FRONT, play: 'Attack 2×', discard: 'Heal 1', burns: false },
};

/** The French of each card's name and halves. */
const CARD_TEXT_FR: Record<HeroCardId, { play: string; discard: string }> = {
  boldSwing: { play: 'Attaque 1× + 1 critique', discard: '+1 Armure, +1 PA' },
  cleave: { play: 'Attaque TOUS les ennemis à portée', discard: '+1 PA' },
  devastatingBlow: { play: 'Inflige 4 critiques (imparable)', discard: '+1 PA' },
  brace: { play: 'Blocage 1× (vous ou un allié de la même zone)', discard: '+1 PA' },
  rampage: { play: 'Dégâts = votre Armure (Armure conservée)', discard: 'Purge (détruit 1 Blessure)' },
  ultimate: { play: 'Attaque 2×', discard: 'Soin 1, +1 PA' },
  hunkerDown: { play: 'Blocage 2× (vous ou un allié de la même zone)', discard: '+2 PA' },
  quickShot: { play: 'Attaque 1× + déplacement gratuit', discard: 'Déplacement gratuit 1, +1 PA' },
  longshot: { play: 'Attaque 2× + déplacement gratuit', discard: '+1 PA' },
  aimedShot: { play: 'Attaque 2×', discard: '+1 PA' },
  dodge: { play: '+3 Armure (fixe, hors équipement)', discard: '+1 Armure, +1 PA' },
  druwhnishAim: { play: 'Bonus : votre prochaine attaque est entièrement critique', discard: '+2 PA' },
  skilledShot: { play: 'Attaque 1× +1 dégât', discard: '+1 PA' },
  bullsEye: { play: 'Attaque 2×', discard: 'Soin 1' },
};

/** A card as the page's language prints it: name and halves translated, the rest as CARD_TEXT. */
export function cardText(card: HeroCardId): CardText {
  const text = CARD_TEXT[card];
  return french() ? { ...text, name: CARD_NAMES_FR[card], ...CARD_TEXT_FR[card] } : text;
}

export function cardName(card: string): string {
  if (french()) return CARD_NAMES_FR[card as HeroCardId] ?? card;
  return card === 'wound' ? 'Wound' : (CARD_TEXT[card as HeroCardId]?.name ?? card);
}

export const heroName = (cls: HeroClass, name: string) => (french() ? HERO_NAMES_FR[cls] : name);
export const scenarioName = (id: ScenarioId, name: string) => (french() ? SCENARIO_NAMES_FR[id] : name);
export const tierName = (tier: keyof (typeof TIER_NAMES)['en']) => TIER_NAMES[currentLocale.get()][tier];

export interface HeroText {
  weapon: string;
  armor: string;
  trinket: string;
}

export const HERO_TEXT: Record<HeroClass, HeroText> = {
  barbarian: { weapon: 'Two-Handed Sword: 2 Dmg, Reach 1', armor: 'Thick Fur: 2 Armor', trinket: 'Healing Potion: Heal 2, 1 use' },
  archer: { weapon: 'Composite Bow: 2 Dmg, Reach 2', armor: 'Leather: 1 Armor', trinket: 'Healing Potion: Heal 2, 1 use' },
};

const HERO_TEXT_FR: Record<HeroClass, HeroText> = {
  barbarian: { weapon: 'Épée à deux mains : 2 Dég., Portée 1', armor: 'Fourrure épaisse : 2 Armure', trinket: 'Potion de soin : Soin 2, 1 utilisation' },
  archer: { weapon: 'Arc composite : 2 Dég., Portée 2', armor: 'Cuir : 1 Armure', trinket: 'Potion de soin : Soin 2, 1 utilisation' },
};

export const heroText = (cls: HeroClass): HeroText => (french() ? HERO_TEXT_FR : HERO_TEXT)[cls];

/** The activation table of each enemy kind: index = card value (0 unused), then the fallback. */
export const ACTIVATION_TEXT: Record<EnemyKind, { values: readonly string[]; fallback: string }> = {
  zombie: {
    values: [
      '',
      '2 Dmg, Reach 1, lowest HP hero',
      '2 Dmg, Reach 1, lowest HP hero',
      '2 Dmg, Reach 1, lowest HP hero',
      '2 Dmg, Reach 1, lowest HP hero; Wound on HP damage',
      'Spawn a Zombie (face down); if blocked, Heal 2',
      'Spawn a Zombie (face down); if blocked, Heal 2',
    ],
    fallback: 'Heal 2 HP',
  },
  skeletalArcher: {
    values: [
      '',
      '3 Dmg, Reach 2 (+1), highest HP hero',
      '3 Dmg, Reach 2 (+1), highest HP hero',
      '3 Dmg, Reach 2 (+1), highest HP hero',
      '3 Dmg, Reach 2 (+1), highest HP hero; bypasses Guard',
      '3 Dmg, Reach 2 (+1), lowest Armor hero; bypasses Guard',
      '4 Dmg, Reach 2 (+1), lowest Armor hero; Wound on HP damage',
    ],
    fallback: '+1 Dmg and +1 Reach next round',
  },
};

const ACTIVATION_TEXT_FR: Record<EnemyKind, { values: readonly string[]; fallback: string }> = {
  zombie: {
    values: [
      '',
      '2 Dég., Portée 1, héros aux PV les plus bas',
      '2 Dég., Portée 1, héros aux PV les plus bas',
      '2 Dég., Portée 1, héros aux PV les plus bas',
      '2 Dég., Portée 1, héros aux PV les plus bas ; Blessure s’il perd des PV',
      'Engendre un Zombie (face cachée) ; si c’est bloqué, Soin 2',
      'Engendre un Zombie (face cachée) ; si c’est bloqué, Soin 2',
    ],
    fallback: 'Soin 2 PV',
  },
  skeletalArcher: {
    values: [
      '',
      '3 Dég., Portée 2 (+1), héros aux PV les plus hauts',
      '3 Dég., Portée 2 (+1), héros aux PV les plus hauts',
      '3 Dég., Portée 2 (+1), héros aux PV les plus hauts',
      '3 Dég., Portée 2 (+1), héros aux PV les plus hauts ; ignore la Garde',
      '3 Dég., Portée 2 (+1), héros à l’Armure la plus basse ; ignore la Garde',
      '4 Dég., Portée 2 (+1), héros à l’Armure la plus basse ; Blessure s’il perd des PV',
    ],
    fallback: '+1 Dég. et +1 Portée à la manche suivante',
  },
};

export const activationText = (kind: EnemyKind) => (french() ? ACTIVATION_TEXT_FR : ACTIVATION_TEXT)[kind];

export const KIND_NAME: Record<EnemyKind, string> = { zombie: 'Zombie', skeletalArcher: 'Skeletal Archer' };

/** An enemy kind's name in the page's language. */
export const kindName = (kind: EnemyKind) => (french() ? ENEMY_NAMES_FR : KIND_NAME)[kind];

export const ZONE_NAME: Record<Zone, string> = ZONE_NAMES.en;

/** A zone's name in the page's language ("Player Frontline", "Ligne de front des héros"). */
export const zoneName = (zone: Zone) => ZONE_NAMES[currentLocale.get()][zone];

/** The French names are longer than a band leaves room for beside its effects: the board writes them short. */
const BAND_NAMES_FR: Record<Zone, string> = {
  playerFrontline: 'Front des héros',
  playerBackline: 'Arrière des héros',
  playerFlank: 'Flanc des héros',
  enemyFrontline: 'Front ennemi',
  enemyBackline: 'Arrière ennemi',
  enemyFlank: 'Flanc ennemi',
};

/** A zone's name on its band of the battlefield. */
export const bandName = (zone: Zone) => (french() ? BAND_NAMES_FR[zone] : zoneName(zone));

export const SHORT_ZONE: Record<PlayerZone, string> = { playerFrontline: 'Front', playerBackline: 'Back', playerFlank: 'Flank' };

const t = words({
  en: {
    noEffects: 'No effects',
    attackBonus: '+{n} Dmg per attack',
    roundStartArmor: '+{n} Armor at round start',
    incomingDamage: '+{n} Dmg from enemies',
    bulwark: '+{n} Bulwark',
    reach: '+{n} Reach',
    anyZone: 'any zone',
    front: 'Front',
    back: 'Back',
    flank: 'Flank',
  },
  fr: {
    noEffects: 'Aucun effet',
    attackBonus: '+{n} Dég. par attaque',
    roundStartArmor: '+{n} Armure par manche',
    incomingDamage: '+{n} Dég. subis des ennemis',
    bulwark: '+{n} Rempart',
    reach: '+{n} Portée',
    anyZone: 'toute zone',
    front: 'Avant',
    back: 'Arrière',
    flank: 'Flanc',
  },
});

/** "+1 Dmg per attack, +2 Armor at round start": a zone's scenario effects in words. */
export function zoneEffectText(effect: ZoneEffect | undefined): string {
  if (!effect) return t('noEffects');
  const parts: string[] = [];
  if (effect.attackBonus) parts.push(t('attackBonus', { n: String(effect.attackBonus) }));
  if (effect.roundStartArmor) parts.push(t('roundStartArmor', { n: String(effect.roundStartArmor) }));
  if (effect.incomingDamage) parts.push(t('incomingDamage', { n: String(effect.incomingDamage) }));
  if (effect.bulwark) parts.push(t('bulwark', { n: String(effect.bulwark) }));
  if (effect.reach) parts.push(t('reach', { n: String(effect.reach) }));
  return parts.length > 0 ? parts.join(', ') : t('noEffects');
}

const SHORT_KEY = { playerFrontline: 'front', playerBackline: 'back', playerFlank: 'flank' } as const;

export function zonesText(zones: readonly PlayerZone[]): string {
  return zones.length === 3 ? t('anyZone') : zones.map((z) => t(SHORT_KEY[z])).join('/');
}

/** An enemy's name as the view gives it (English), or its French name. */
export const enemyKindName = (kind: EnemyKind, name: string) => (french() ? ENEMY_NAMES_FR[kind] : name);
