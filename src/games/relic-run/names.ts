/**
 * Relic Run's names in the reader's language. The rulebook is English, and so are the names the
 * data and the view carry (`data.ts`); French readers get the names below, our translations. The
 * view's ids (card ids, enemy kinds, hero classes, zones, scenario ids) key them. Words only: no
 * rule reads these tables.
 */
import type { Locale } from '../../engine/i18n.js';
import type { CardId, EnemyKind, HeroClass, ScenarioId, Zone } from './data.js';

export const CARD_NAMES_FR: Record<CardId, string> = {
  boldSwing: 'Frappe audacieuse',
  cleave: 'Coup circulaire',
  devastatingBlow: 'Coup dévastateur',
  brace: 'Garde ferme',
  rampage: 'Déchaînement',
  ultimate: 'Coup ultime',
  hunkerDown: 'Retranchement',
  quickShot: 'Tir rapide',
  longshot: 'Tir lointain',
  aimedShot: 'Tir ajusté',
  dodge: 'Esquive',
  druwhnishAim: 'Visée de Druwhnish',
  skilledShot: 'Tir habile',
  bullsEye: 'Dans le mille',
  wound: 'Blessure',
};

export const HERO_NAMES_FR: Record<HeroClass, string> = { barbarian: 'Barbare', archer: 'Archer' };

/** Equipment, by its English name (the data names it; heroes share the Healing Potion). */
export const EQUIPMENT_NAMES_FR: Record<string, string> = {
  'Two-Handed Sword': 'Épée à deux mains',
  'Thick Fur': 'Fourrure épaisse',
  'Healing Potion': 'Potion de soin',
  'Composite Bow': 'Arc composite',
  Leather: 'Cuir',
};

export const ENEMY_NAMES_FR: Record<EnemyKind, string> = { zombie: 'Zombie', skeletalArcher: 'Archer squelette' };

/** The zones as the board names them ("Player Frontline"). */
export const ZONE_NAMES: Record<Locale, Record<Zone, string>> = {
  en: {
    playerFrontline: 'Player Frontline',
    playerBackline: 'Player Backline',
    playerFlank: 'Player Flank',
    enemyFrontline: 'Enemy Frontline',
    enemyBackline: 'Enemy Backline',
    enemyFlank: 'Enemy Flank',
  },
  fr: {
    playerFrontline: 'Ligne de front des héros',
    playerBackline: 'Ligne arrière des héros',
    playerFlank: 'Flanc des héros',
    enemyFrontline: 'Ligne de front ennemie',
    enemyBackline: 'Ligne arrière ennemie',
    enemyFlank: 'Flanc ennemi',
  },
};

export const SCENARIO_NAMES_FR: Record<ScenarioId, string> = {
  'crypt-gate': 'Porte de la crypte',
  'bone-yard': 'Ossuaire',
  'lich-vault': 'Caveau de la liche',
  'rulebook-skirmish': 'Escarmouche du livret',
};

export const TIER_NAMES: Record<Locale, Record<'introductory' | 'standard' | 'hard' | 'example', string>> = {
  en: { introductory: 'introductory', standard: 'standard', hard: 'hard', example: 'example' },
  fr: { introductory: 'initiation', standard: 'standard', hard: 'difficile', example: 'exemple' },
};
