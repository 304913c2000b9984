import { afterAll, describe, expect, it } from 'vitest';
import { spaceRelics as game } from '../../src/games/space-relics/index.js';
import { checkBoardInFrench, checkRulesInFrench, loadInLocale } from './words-fr.js';

const loaded = await loadInLocale(async () => ({
  board: await import('../../web/src/games/space-relics/board.tsx'),
  rules: await import('../../web/src/games/space-relics/rules.tsx'),
}));
afterAll(() => loaded.done());

/** Words the French board shows as the English one does: names, coordinates, numbers, names French shares. */
const shared = (w: string) => /^(P\d|Place \d|Space Relics|Blaster|Score|Actions|Air|Pirates|#\d|[A-Z?]|[\d ()×+/,:–-]+|\d+ charges?|\d+ pts)$/.test(w);

describe('the Space Relics board in French', () => {
  it.each([2, 4])('shows no English words with %i players', (players) => {
    const drawn = checkBoardInFrench({ game, Board: loaded.module.board.Board, setLocale: loaded.setLocale, players, seed: `sr-fr-${players}`, shared, states: 30 });
    expect(drawn).toBeGreaterThan(20);
  });

  it('has a rules page in French', () => {
    checkRulesInFrench(loaded.module.rules.rules, loaded.setLocale);
  });

  it('asks before ending a turn with AP left, in French', () => {
    loaded.setLocale('fr');
    const view = game.view(game.setup({ players: 2, options: {}, seed: 'x' }), 0) as { players: { seat: number; ap: number }[] };
    const ap = { ...view, players: view.players.map((p) => ({ ...p, ap: 5 })) };
    expect(loaded.module.board.confirmMove({ type: 'endTurn' }, { view: ap as never, seat: 0, text: null, moves: [] })).toEqual({
      question: 'Terminer votre tour avec 5 PA restants ?',
      confirm: 'Terminer mon tour',
    });
    loaded.setLocale('en');
  });
});
