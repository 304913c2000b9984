import type { EnemyKind, HeroCardId, HeroClass, PlayerZone, Zone, ZoneEffect } from '../../../../src/games/relic-run/data.ts';

/**
 * The words printed on Relic Run's components, for drawing them. The browser never runs the
 * engine, so this is a copy of the rulebook's tables; test/web/relic-run-board.test.ts checks it
 * against the engine's data (names, costs, zones, effects).
 */

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

export function cardName(card: string): string {
  return card === 'wound' ? 'Wound' : (CARD_TEXT[card as HeroCardId]?.name ?? card);
}

export interface HeroText {
  weapon: string;
  armor: string;
  trinket: string;
}

export const HERO_TEXT: Record<HeroClass, HeroText> = {
  barbarian: { weapon: 'Two-Handed Sword: 2 Dmg, Reach 1', armor: 'Thick Fur: 2 Armor', trinket: 'Healing Potion: Heal 2, 1 use' },
  archer: { weapon: 'Composite Bow: 2 Dmg, Reach 2', armor: 'Leather: 1 Armor', trinket: 'Healing Potion: Heal 2, 1 use' },
};

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

export const KIND_NAME: Record<EnemyKind, string> = { zombie: 'Zombie', skeletalArcher: 'Skeletal Archer' };

export const ZONE_NAME: Record<Zone, string> = {
  playerFrontline: 'Player Frontline',
  playerBackline: 'Player Backline',
  playerFlank: 'Player Flank',
  enemyFrontline: 'Enemy Frontline',
  enemyBackline: 'Enemy Backline',
  enemyFlank: 'Enemy Flank',
};

export const SHORT_ZONE: Record<PlayerZone, string> = { playerFrontline: 'Front', playerBackline: 'Back', playerFlank: 'Flank' };

/** "+1 Dmg per attack, +2 Armor at round start": a zone's scenario effects in words. */
export function zoneEffectText(effect: ZoneEffect | undefined): string {
  if (!effect) return 'No effects';
  const parts: string[] = [];
  if (effect.attackBonus) parts.push(`+${effect.attackBonus} Dmg per attack`);
  if (effect.roundStartArmor) parts.push(`+${effect.roundStartArmor} Armor at round start`);
  if (effect.incomingDamage) parts.push(`+${effect.incomingDamage} Dmg from enemies`);
  if (effect.bulwark) parts.push(`+${effect.bulwark} Bulwark`);
  if (effect.reach) parts.push(`+${effect.reach} Reach`);
  return parts.length > 0 ? parts.join(', ') : 'No effects';
}

export function zonesText(zones: readonly PlayerZone[]): string {
  return zones.length === 3 ? 'any zone' : zones.map((z) => SHORT_ZONE[z]).join('/');
}
