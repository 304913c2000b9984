/**
 * Reliques & Co's names in the reader's language. The rulebook is French and so are the names
 * the data, the view and the events carry (`data.ts`): they are the stable names of the cards,
 * and French readers read them as they are. English readers get the names below, faithful
 * translations of the French ones; the four Initial cards, the Common cards, relics and finds
 * take the names of the game's English edition (Artifacts, Inc.), as recovered in
 * shared/rules/README.md. Words only: no rule reads these tables.
 *
 * Keyed by the French name, not by id: a face-up market card carries no id (it would name its
 * hidden level 2 side), and the two Jungle (or Mountain) expeditions share a name.
 */
import type { Locale } from '../../engine/i18n.js';
import type { Find, Kind, Relic } from './data.js';

/** Heritage cards (and the Common cards, which the rules log as the source of dollars), French to English. */
export const CARD_NAMES_EN: Readonly<Record<string, string>> = {
  // Initial cards (deck I): the English edition's names.
  Aventuriers: 'Adventurers',
  'Expédition Canyon': 'Canyon Expedition',
  'Expédition Désert': 'Desert Expedition',
  'Quartier Général': 'Headquarters',
  // Row A.
  'Expédition Jungle': 'Jungle Expedition',
  'Expédition Montagnes': 'Mountain Expedition',
  Porteur: 'Porter',
  Marché: 'Marketplace',
  Camion: 'Truck',
  Mulets: 'Mules',
  Taverne: 'Tavern',
  Journaliste: 'Journalist',
  'Marchand de Poteries': 'Pottery Merchant',
  Bibliothèque: 'Library',
  // Row B.
  Université: 'University',
  Hydravion: 'Seaplane',
  Archéologue: 'Archaeologist',
  Mécène: 'Patron',
  Hôtel: 'Hotel',
  'Chantier de Fouilles': 'Excavation Site',
  Collectionneur: 'Collector',
  Antiquaire: 'Antique Dealer',
  Zeppelin: 'Zeppelin',
  // Row C.
  'Musée Privé': 'Private Museum',
  'Expédition Himalaya': 'Himalaya Expedition',
  'Temple Perdu': 'Lost Temple',
  Fondation: 'Foundation',
  'Explorateur Célèbre': 'Famous Explorer',
  'Sous-marin': 'Submarine',
  Banque: 'Bank',
  Océanographe: 'Oceanographer',
  // Piles D and E.
  Scaphandre: 'Diving Suit',
  Navire: 'Ship',
  // Common cards.
  Guide: 'Guide',
  'Collections Privées': 'Private Collections',
};

/** The museums (Common cards), French to English. */
export const MUSEUM_NAMES_EN: Readonly<Record<string, string>> = {
  'Musée Fossiles': 'Fossil Museum',
  'Musée Parchemins': 'Parchment Museum',
  'Musée Statuettes': 'Statuette Museum',
  'Musée Gemmes': 'Gem Museum',
};

/** Relics as the rulebook writes them ("1 Fossile, 1 Parchemin et 2 Statuettes"): singular, plural. */
export const RELIC_WORDS: Record<Locale, Record<Relic, [string, string]>> = {
  en: {
    fossil: ['fossil', 'fossils'],
    parchment: ['parchment', 'parchments'],
    statuette: ['statuette', 'statuettes'],
    gem: ['gem', 'gems'],
  },
  fr: {
    fossil: ['Fossile', 'Fossiles'],
    parchment: ['Parchemin', 'Parchemins'],
    statuette: ['Statuette', 'Statuettes'],
    gem: ['Gemme', 'Gemmes'],
  },
};

/** The undersea finds of the Dive cards. */
export const FIND_NAMES: Record<Locale, Record<Find, string>> = {
  en: { pottery: 'Pottery', doubloon: 'Doubloon', sunkenCity: 'Sunken City' },
  fr: { pottery: 'Poterie', doubloon: 'Doublon', sunkenCity: 'Cité Engloutie' },
};

/** The kinds adjacency bonuses count (our design, RULES.md "We decided" 2). */
export const KIND_WORDS: Record<Locale, Record<Kind, string>> = {
  en: { expedition: 'Expedition', building: 'Building', character: 'Character', transport: 'Transport', equipment: 'Equipment' },
  fr: { expedition: 'Expédition', building: 'Bâtiment', character: 'Personnage', transport: 'Transport', equipment: 'Équipement' },
};

/** A card's name (the French name the data and the view carry) in the reader's language. */
export function cardName(name: string, locale: Locale = 'en'): string {
  if (locale === 'fr') return name;
  return CARD_NAMES_EN[name] ?? MUSEUM_NAMES_EN[name] ?? name;
}

/** A museum's name (the French name the view carries) in the reader's language. */
export function museumName(name: string, locale: Locale = 'en'): string {
  return locale === 'fr' ? name : (MUSEUM_NAMES_EN[name] ?? name);
}
