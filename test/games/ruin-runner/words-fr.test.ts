import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/index.js';
import { ruinRunner as G } from '../../../src/games/ruin-runner/index.js';
import type { Move } from '../../../src/games/ruin-runner/moves.js';
import type { State } from '../../../src/games/ruin-runner/state.js';
import { checkFrench, checkFrenchHidesWhatTheSeatCannotSee } from '../words-fr.js';

const names = ['Ada', undefined, 'Cléo'];
const s = G.setup({ players: 3, options: G.options.parse({}), seed: 'words-fr' }) as State;
const view = G.view(s, null);
const fr = (move: Move) => G.describeMove(move, view, names, 'fr');
const said = (type: string, data: Record<string, unknown>) => G.describeEvent({ type, audience: 'all', data } as GameEvent, view, names, 'fr');

describe('Ruin Runner in French', () => {
  it.each([
    [2, {}],
    [4, { noHonorAmongThieves: true }],
    [6, { noHonorAmongThieves: true }],
  ] as const)('gives every move and event of a %i-player match French words, saying no more than the English', (players, options) => {
    const { moves, events } = checkFrench({ game: G, players, seed: `words-fr-${players}`, options });
    expect(moves).toBeGreaterThan(50);
    expect(events.size).toBeGreaterThan(6);
  });

  it('says the same in French to a seat whatever it cannot see', () => {
    expect(checkFrenchHidesWhatTheSeatCannotSee(G, 3, 'words-fr-hidden')).toBeGreaterThan(0);
  });

  it('reads as written: moves', () => {
    expect(fr({ type: 'place', tile: 1, x: 2, y: -1, rotation: 1 })).toBe(
      'Posez la tuile chemin 1 (3 rouges et 1 orange) sur la case 2 à l’est et 1 au sud du DÉPART, tournée de 90° dans le sens horaire',
    );
    expect(fr({ type: 'place', tile: 4, x: 0, y: 1, rotation: 0 })).toBe('Posez la tuile chemin 4 (3 verts et 1 bleu) sur la case 1 au nord du DÉPART, dans le sens imprimé');
    expect(fr({ type: 'move', direction: 'E' })).toBe('Déplacez votre pilleur vers l’est');
    expect(fr({ type: 'move', direction: 'N' })).toBe('Déplacez votre pilleur vers le nord');
    expect(fr({ type: 'take', colour: 'purple' })).toBe('Prenez un jeton violet');
    expect(fr({ type: 'take-nothing' })).toBe('Ne prenez aucun jeton');
    expect(fr({ type: 'swap', with: 2, give: 'red', receive: 'yellow' })).toBe('Donnez un de vos jetons rouges à Cléo contre un de ses jetons jaunes');
    expect(fr({ type: 'pass' })).toBe('Passez : aucune tuile de votre main ne convient');
  });

  it('reads as written: events', () => {
    expect(said('counter-taken', { seat: 0, colour: 'orange', x: 0, y: 0 })).toBe('Ada a pris un jeton orange du DÉPART.');
    expect(said('counter-taken', { seat: 1, colour: 'green', x: -1, y: 2 })).toBe('Place 1 a pris un jeton vert de la case 1 à l’ouest et 2 au nord du DÉPART.');
    expect(said('looter-moved', { seat: 2, direction: 'W', how: 'exited' })).toBe('Cléo a déplacé son pilleur vers l’ouest, hors des ruines : il est retourné au DÉPART.');
    expect(said('tile-drawn', { seat: 0, drawPileSize: 1 })).toBe('Ada a pioché une tuile (1 tuile reste dans la pioche).');
    expect(said('discovery-ended', { placed: 12, discarded: 0, firstLooter: 2 })).toBe('La découverte est terminée : 12 tuiles posées, 0 défaussée. Cléo pille en premier.');
    expect(said('game-over', { winners: [0, 2], scores: [14, 9, 14] })).toBe('La partie est terminée. Vainqueurs : Ada et Cléo. Scores : Ada 14, Place 1 9, Cléo 14.');
    expect(said('took-nothing', { seat: 0 })).toBe('Ada n’a pris aucun jeton.');
    // The English is unchanged, and is the default.
    expect(G.describeEvent({ type: 'counter-taken', audience: 'all', data: { seat: 0, colour: 'orange', x: 0, y: 0 } }, view)).toBe('Seat 0 took an orange counter from START.');
  });
});
