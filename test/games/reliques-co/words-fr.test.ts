/**
 * Issue 31, item 7: Reliques & Co's words in French and English. French readers read the
 * rulebook's French names (as the view and the events carry them), English readers their
 * English names (src/games/reliques-co/names.ts); the French words say no more than the English.
 * The board's words: test/web/reliques-co-words-fr.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { canSee, pick, playMove, seedRng, type GameEvent, type Locale } from '../../../src/engine/index.js';
import { CARD_NAMES_EN, MUSEUM_NAMES_EN } from '../../../src/games/reliques-co/names.js';
import type { State } from '../../../src/games/reliques-co/state.js';
import type { Move } from '../../../src/games/reliques-co/moves.js';
import { fresh, game, owned, play, rolled, withPlayer } from './helpers.js';

const names = ['Ada', 'Bob', 'Cy'];
const say = (move: Move, state: State, seat: number, locale: Locale) => game.describeMove(move, game.view(state, seat), names, locale);
const tell = (event: GameEvent, state: State, reader: number | null, locale: Locale) => game.describeEvent(event, game.view(state, reader), names, locale);
type View = ReturnType<typeof game.view>;

/** Names that differ between the languages: the French ones must not reach English readers, nor the English ones French readers. */
const pairs = Object.entries({ ...CARD_NAMES_EN, ...MUSEUM_NAMES_EN }).filter(([fr, en]) => fr !== en);
const frenchOnly = new RegExp(pairs.map(([fr]) => fr).join('|'));
const englishOnly = new RegExp(`\\b(${pairs.map(([, en]) => en).join('|')})\\b`);

/** The numbers a text gives, in order of size: the French text tells the same ones as the English. */
const numbers = (text: string) => JSON.stringify((text.match(/\d+/g) ?? []).sort());

/** What is wrong with a pair of texts (none: nothing). Checked without `expect` per text: there are tens of thousands. */
function problems(en: string, fr: string, what: string): string[] {
  const out: string[] = [];
  for (const text of [en, fr]) {
    if (text.trim().length <= 3) out.push(`${what}: empty: ${text}`);
    if (/undefined|NaN|\[object|null/.test(text)) out.push(`${what}: unfilled: ${text}`);
  }
  if (fr === en) out.push(`${what}: not translated: ${fr}`);
  if (numbers(fr) !== numbers(en)) out.push(`${what}: other numbers: ${en} | ${fr}`);
  if (frenchOnly.test(en)) out.push(`${what}: a French name in English: ${en}`);
  if (englishOnly.test(fr)) out.push(`${what}: an English name in French: ${fr}`);
  return out;
}

interface Step {
  state: State;
  events: GameEvent[];
}

function playOut(players: number, seed: string, maxMoves = 3000): Step[] {
  let state = fresh(players, seed);
  const steps: Step[] = [{ state, events: [] }];
  const chooser = seedRng(`words-fr:${seed}`);
  while (game.result(state) === null && steps.length < maxMoves) {
    const seat = state.turn.seat;
    const outcome = playMove(game, state, seat, pick(chooser, game.legalMoves(state, seat)));
    state = outcome.state as State;
    steps.push({ state, events: outcome.events });
  }
  return steps;
}

describe.each([2, 3, 4])('Reliques & Co with %i players, in French and in English', (players) => {
  const steps = playOut(players, `words-fr-${players}`);

  it('plays to the end', () => {
    expect(game.result(steps[steps.length - 1]!.state)).not.toBeNull();
  });

  it('labels every legal move in both languages, each French label its own', () => {
    const found: string[] = [];
    for (const { state } of steps) {
      if (state.over) continue;
      const seat = state.turn.seat;
      const view: View = game.view(state, seat);
      const moves = game.legalMoves(state, seat);
      const french = moves.map((m) => game.describeMove(m, view, names, 'fr'));
      moves.forEach((m, i) => found.push(...problems(game.describeMove(m, view, names, 'en'), french[i]!, `move ${JSON.stringify(m)}`)));
      if (new Set(french).size !== french.length) found.push(`two moves read the same: ${french.join(' | ')}`);
    }
    expect(found).toEqual([]);
  });

  it('tells every event in both languages, to each reader who may see it', () => {
    const found: string[] = [];
    for (const { state, events } of steps) {
      for (const reader of [null, ...Array.from({ length: players }, (_, s) => s)]) {
        const seen = events.filter((e) => canSee(e.audience, reader));
        if (seen.length === 0) continue;
        const view: View = game.view(state, reader);
        for (const event of seen) found.push(...problems(game.describeEvent(event, view, names, 'en'), game.describeEvent(event, view, names, 'fr'), `event ${event.type}`));
      }
    }
    expect(found).toEqual([]);
  });

  it('names each card bought or upgraded by its rulebook name in French and its English name in English', () => {
    let checked = 0;
    for (const { state, events } of steps) {
      for (const event of events.filter((e) => e.type === 'cardBought' || e.type === 'cardUpgraded')) {
        const french = String(event.data?.name);
        expect(tell(event, state, null, 'fr')).toContain(`la carte ${french}`);
        expect(tell(event, state, null, 'en')).toContain(CARD_NAMES_EN[french] ?? french);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('Reliques & Co reads as written', () => {
  // Bob (seat 1) starts this seed; his Desert Expedition holds two Parchments.
  const start = withPlayer(rolled(fresh(2, 'words'), [1, 4, 6], 1), 1, { cells: { 2: owned('I-desert', 1, 2) } });

  it('moves, in the rulebook’s words and names', () => {
    const both = (move: Move) => [say(move, start, 1, 'en'), say(move, start, 1, 'fr')];
    expect(say({ type: 'roll' }, fresh(2, 'words'), 1, 'fr')).toBe('Lancer vos dés');
    expect(both({ type: 'useCard', die: 4, cell: 2, action: 0 })).toEqual(['Place your 4 on Desert Expedition: find 1 parchment', 'Placer votre 4 sur la carte Expédition Désert : trouver 1 Parchemin']);
    expect(both({ type: 'useCard', die: 1, cell: 3, action: 0 })).toEqual(['Place your 1 on Headquarters: buy or upgrade a card', 'Placer votre 1 sur la carte Quartier Général : acheter ou améliorer une carte']);
    expect(both({ type: 'useGuide', die: 1 })).toEqual(['Place your 1 on the Guide: gain $1', 'Placer votre 1 sur le Guide : gagner 1\u00a0$']);
    expect(both({ type: 'useCollections', die: 6 })).toEqual(['Place your 6 on Private Collections and sell relics', 'Placer votre 6 sur les Collections Privées et vendre des Reliques']);
    expect(both({ type: 'fillOrder', die: 4, relic: 'parchment', box: 1 })).toEqual([
      'Place your 4 on the parchment museum: deliver 2 parchments (order 2)',
      'Placer votre 4 sur le Musée Parchemins : honorer une commande de 2 Parchemins (case 2)',
    ]);
    expect(both({ type: 'dive', dice: [1, 4, 6] })).toEqual(['Dive with your 1, 4 and 6 for the Dive card 2 (Pottery)', 'Plonger avec vos 1, 4 et 6 pour la carte Plongée 2 (une Poterie)']);
    expect(both({ type: 'dive', dice: [6] })[1]).toBe('Plonger avec votre 6 pour la carte Plongée 2 (une Poterie)');
    expect(both({ type: 'endTurn' })).toEqual(['End your turn', 'Terminer votre tour']);
  });

  it('a purchase and the market refilled, in both languages', () => {
    const buying = play(start, { type: 'useCard', die: 1, cell: 3, action: 0 }).state;
    const buy: Move = { type: 'buyCard', row: 'A', slot: 0, cell: 4 };
    expect(say(buy, buying, 1, 'en')).toBe('Buy Porter ($2) from row A (1st card) into the bottom row, 1st place');
    expect(say(buy, buying, 1, 'fr')).toBe('Acheter la carte Porteur (2\u00a0$) de la ligne A (1re carte) et la placer dans la rangée du bas, 1re place');
    const bought = play(buying, buy);
    const words = (locale: Locale) => bought.events.map((e) => tell(e, bought.state, null, locale));
    expect(words('en')).toEqual(['Bob bought Porter from row A.', 'Mountain Expedition joined row A of the market; Pottery Merchant now tops its pile.']);
    expect(words('fr')).toEqual([
      'Bob a acheté la carte Porteur de la ligne A.',
      'La carte Expédition Montagnes rejoint la ligne A du marché ; la carte Marchand de Poteries est désormais en haut de sa pile.',
    ]);
  });

  it('an order filled, in both languages', () => {
    const filled = play(start, { type: 'fillOrder', die: 4, relic: 'parchment', box: 1 });
    const words = (locale: Locale) => filled.events.map((e) => tell(e, filled.state, 0, locale));
    expect(words('en')).toEqual(['Bob placed a 4 on the parchment museum.', 'Bob delivered 2 parchments to the parchment museum for $4.']);
    expect(words('fr')).toEqual(['Bob a placé un 4 sur le Musée Parchemins.', 'Bob a vendu 2 Parchemins au Musée Parchemins pour 4\u00a0$.']);
  });

  it('a seat without a name is a place in French', () => {
    const { events, state } = play(fresh(2, 'words'), { type: 'roll' });
    expect(game.describeEvent(events[0]!, game.view(state, null), undefined, 'fr')).toMatch(/^Place 1 a lancé \d(, \d)* et \d\.$/);
  });
});
