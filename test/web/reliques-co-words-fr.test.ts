/** Issue 31, item 7: the Reliques & Co board and rules page in French and in English (the server's words: test/games/reliques-co/words-fr.test.ts). */
import { describe, expect, it, vi } from 'vitest';

// The web's language store sets the page's lang attribute when it loads: a document to set it on.
vi.hoisted(() => {
  (globalThis as { document?: unknown }).document ??= { documentElement: { lang: 'en' } };
});

import { h } from 'preact';
import { render } from 'preact-render-to-string';
import type { Locale } from '../../src/engine/index.js';
import { reliquesCo as game, type State } from '../../src/games/reliques-co/index.js';
import { Board } from '../../web/src/games/reliques-co/board.tsx';
import { rules } from '../../web/src/games/reliques-co/rules.tsx';
import { setLocale } from '../../web/src/i18n.ts';

/** The current player (seat 1 with this seed) has rolled a 1, a 4 and a 6. */
function rolled(): State {
  const state = game.setup({ players: 2, options: game.options.parse({}), seed: 'words' });
  return { ...state, turn: { seat: 1, phase: 'place', dice: [1, 4, 6], placements: [], prompt: null, dived: false } };
}

describe('the Reliques & Co board in French and in English', () => {
  const state = rolled();
  const draw = (locale: Locale) => {
    setLocale(locale, false);
    const view = game.view(state, 1);
    const moves = game.legalMoves(state, 1);
    return render(
      h(Board, {
        view,
        seat: 1,
        players: [
          { seat: 0, name: 'Ada' },
          { seat: 1, name: 'Bob' },
        ],
        activeSeats: [1],
        legal: { moves, texts: moves.map((m) => game.describeMove(m, view, undefined, locale)) },
        play: () => undefined,
        busy: false,
        previous: null,
      } as never),
    );
  };

  it('draws the cards under their French names for French readers, their English names for English readers', () => {
    const french = draw('fr');
    const english = draw('en');
    setLocale('en', false);
    for (const [fr, en] of [
      ['Quartier Général', 'Headquarters'],
      ['Expédition Désert', 'Desert Expedition'],
      ['Collections Privées', 'Private Collections'],
      ['Musée Gemmes', 'Gem Museum'],
    ]) {
      expect(french).toContain(fr);
      expect(french).not.toContain(en);
      expect(english).toContain(en);
      expect(english).not.toContain(fr);
    }
    expect(french).toContain('Manche 1 · à vous de jouer');
    expect(english).toContain('Round 1 · your turn');
    expect(french).toContain('aria-label="Prendre votre 4"');
    expect(english).toContain('aria-label="Pick up your 4"');
  });

  it('the rules page follows the language', () => {
    setLocale('fr', false);
    const french = { summary: rules.summary, legend: rules.legend.map((group) => group.title) };
    setLocale('en', false);
    expect(french.summary).toMatch(/^Lancez les dés de vos aventuriers/);
    expect(french.legend).toEqual(['Les pièces', 'Les cartes et le marché', 'Musées, Réputation et clics']);
    expect(rules.summary).toBe('Roll your adventurers’ dice, send them on expeditions, and sell the relics they find to museums for reputation.');
  });
});
