import { afterAll, describe, expect, it } from 'vitest';
import { relicRunners as game } from '../../src/games/relic-runners/index.js';
import { checkBoardInFrench, checkRulesInFrench, loadInLocale } from './words-fr.js';

const loaded = await loadInLocale(async () => ({
  board: await import('../../web/src/games/relic-runners/board.tsx'),
  rules: await import('../../web/src/games/relic-runners/rules.tsx'),
}));
afterAll(() => loaded.done());

/** Words the French board shows as the English one does: names, site names, numbers, words French shares. */
const shared = (w: string) => /^(P\d|Place \d|[NESW]\d|Rations|Total|Relic Runners|J|[+\d/ –-]+|\d+ (ration|rations)|\+2 rations|.*· J .*)$/.test(w);

describe('the Relic Runners board in French', () => {
  it.each([2, 4])('shows no English words with %i players', (players) => {
    const drawn = checkBoardInFrench({ game, Board: loaded.module.board.Board, setLocale: loaded.setLocale, players, seed: `rr-fr-${players}`, shared });
    expect(drawn).toBeGreaterThan(20);
  });

  it('has a rules page in French', () => {
    checkRulesInFrench(loaded.module.rules.rules, loaded.setLocale);
  });

  it('asks before ending a turn in French', () => {
    loaded.setLocale('fr');
    expect(loaded.module.board.confirmMove({ type: 'endTurn' }, null as never)).toEqual({
      question: 'Terminer votre tour maintenant ? Tout ce que vous pourriez encore faire ce tour-ci est abandonné.',
      confirm: 'Terminer mon tour',
    });
    loaded.setLocale('en');
    expect(loaded.module.board.confirmMove({ type: 'endTurn' }, null as never)?.confirm).toBe('End my turn');
  });
});
