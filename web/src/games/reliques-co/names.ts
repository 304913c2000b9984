import { cardName as cardNameIn, FIND_NAMES, KIND_WORDS, museumName as museumNameIn, RELIC_WORDS } from '../../../../src/games/reliques-co/names.ts';
import type { Find, Relic } from '../../../../src/games/reliques-co/data.ts';
import { currentLocale } from '../../i18n.ts';

/**
 * Card, museum, relic, find and kind names in the page's language. The view carries the French
 * names the rulebook prints (the cards' stable names): French readers see them as they are,
 * English readers the English names of the game's own table (src/games/reliques-co/names.ts,
 * pure data shared with the server's words, so a move's label and the card drawn agree).
 */
export const cardName = (name: string) => cardNameIn(name, currentLocale.get());
export const museumName = (name: string) => museumNameIn(name, currentLocale.get());
export const relicPair = (relic: Relic): [string, string] => RELIC_WORDS[currentLocale.get()][relic] ?? [relic, relic];
export const findName = (find: Find) => FIND_NAMES[currentLocale.get()][find] ?? find;
export const kindName = (key: string) => (KIND_WORDS[currentLocale.get()] as Record<string, string>)[key] ?? key;
