/** Issue 31, item 7: the Relic Run board and rules page in French and in English (the server's words: test/games/relic-run/words-fr.test.ts). */
import { describe, expect, it, vi } from 'vitest';

// The web's language store sets the page's lang attribute when it loads: a document to set it on.
vi.hoisted(() => {
  (globalThis as { document?: unknown }).document ??= { documentElement: { lang: 'en' } };
});

import { h } from 'preact';
import { render } from 'preact-render-to-string';
import type { Locale } from '../../src/engine/index.js';
import { relicRun as game } from '../../src/games/relic-run/index.js';
import { Board, confirmMove } from '../../web/src/games/relic-run/board.tsx';
import { rules } from '../../web/src/games/relic-run/rules.tsx';
import { setLocale } from '../../web/src/i18n.ts';
import { started, withHands } from '../games/relic-run/helpers.js';

const state = withHands(started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline']), [
  ['boldSwing', 'brace', 'cleave'],
  ['quickShot', 'dodge', 'aimedShot'],
]);

function draw(locale: Locale): string {
  setLocale(locale, false);
  const view = game.view(state, 0);
  const moves = game.legalMoves(state, 0);
  const html = render(
    h(Board, {
      view,
      seat: 0,
      players: [
        { seat: 0, name: 'Ada' },
        { seat: 1, name: 'Bob' },
      ],
      activeSeats: game.activeSeats(state),
      legal: { moves, texts: moves.map((m) => game.describeMove(m, view, undefined, locale)) },
      play: () => undefined,
      busy: false,
      previous: null,
    } as never),
  );
  setLocale('en', false);
  return html;
}

describe('the Relic Run board in French and in English', () => {
  it('names cards, heroes, enemies and zones in the page’s language', () => {
    const french = draw('fr');
    const english = draw('en');
    for (const [en, fr] of [
      ['Bold Swing', 'Frappe audacieuse'],
      ['Skeletal Archer', 'Archer squelette'],
      ['Player Frontline', 'Ligne de front des héros'],
      ['Barbarian', 'Barbare'],
      ['Enemy activation', 'Activation des ennemis'],
    ]) {
      expect(english).toContain(en);
      expect(english).not.toContain(fr);
      expect(french).toContain(fr);
      expect(french).not.toContain(en);
    }
    expect(french).toContain('Votre main (Barbare, 2 PA à dépenser)');
    expect(english).toContain('Your hand (Barbarian, 2 AP to spend)');
    expect(french).toContain('title="Jouer Garde ferme (1 PA) sur vous-même"');
    expect(english).toContain('title="Play Brace (1 AP) on yourself"');
  });

  it('asks its confirmations in the page’s language', () => {
    const view = game.view(state, 0);
    setLocale('fr', false);
    const french = confirmMove({ type: 'discard', card: 'cleave' }, { view } as never);
    setLocale('en', false);
    expect(french).toEqual({ question: 'Défausser Coup circulaire ?', confirm: 'La défausser' });
    expect(confirmMove({ type: 'discard', card: 'cleave' }, { view } as never)).toEqual({ question: 'Discard Cleave?', confirm: 'Discard it' });
  });

  it('the rules page follows the language', () => {
    setLocale('fr', false);
    const french = { players: rules.players, legend: rules.legend.map((group) => group.title), first: rules.firstTurn({ phase: 'placement' }) };
    setLocale('en', false);
    expect(french).toEqual({
      players: '1 à 4 joueurs, ensemble',
      legend: ['Le champ de bataille', 'Héros et ennemis', 'Les cartes'],
      first: 'Choisissez la zone où commence votre héros : cliquez sur l’une des trois zones teintées de bleu sous la ligne de bataille.',
    });
    expect(rules.players).toBe('1–4 players, together');
  });
});
