import { afterAll, describe, expect, it } from 'vitest';
import { ruinRunner as game } from '../../src/games/ruin-runner/index.js';
import { checkBoardInFrench, checkRulesInFrench, loadInLocale } from './words-fr.js';

const loaded = await loadInLocale(async () => ({
  board: await import('../../web/src/games/ruin-runner/board.tsx'),
  rules: await import('../../web/src/games/ruin-runner/rules.tsx'),
}));
afterAll(() => loaded.done());

/** Words the French board shows as the English one does: names, letters, numbers, colours French shares. */
const shared = (w: string) => /^(P\d|Place \d|[A-Z]|orange|Ruin Runner|[\d ×+/–-]+)$/.test(w);

describe('the Ruin Runner board in French', () => {
  it.each([
    [3, {}],
    [4, { noHonorAmongThieves: true }],
  ] as const)('shows no English words with %i players', (players, options) => {
    const drawn = checkBoardInFrench({ game, Board: loaded.module.board.Board, setLocale: loaded.setLocale, players, seed: `ru-fr-${players}`, options, shared, states: 40 });
    expect(drawn).toBeGreaterThan(20);
  });

  it('has a rules page in French', () => {
    checkRulesInFrench(loaded.module.rules.rules, loaded.setLocale);
  });

  it('asks before taking nothing in French', () => {
    loaded.setLocale('fr');
    expect(loaded.module.board.confirmMove({ type: 'take-nothing' }, null as never)).toEqual({ question: 'Ne prendre aucun jeton ce tour-ci ?', confirm: 'Ne rien prendre' });
    loaded.setLocale('en');
  });
});
