import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/index.js';
import type { SpaceRelicsMove as Move } from '../../../src/games/space-relics/moves.js';
import { checkFrench, checkFrenchHidesWhatTheSeatCannotSee } from '../words-fr.js';
import { game as G, started } from './helpers.js';

const names = ['Ada', undefined, 'Cléo'];
const s = started(3);
const view = G.view(s, null);
const fr = (move: Move) => G.describeMove(move, G.view(s, 0), names, 'fr');
const said = (type: string, data: Record<string, unknown>) => G.describeEvent({ type, audience: 'all', data } as GameEvent, view, names, 'fr');

describe('Space Relics in French', () => {
  it.each([2, 3, 4])('gives every move and event of a %i-player match French words, saying no more than the English', (players) => {
    const { moves, events } = checkFrench({ game: G, players, seed: `words-fr-${players}` });
    expect(moves).toBeGreaterThan(100);
    expect(events.size).toBeGreaterThan(8);
  });

  it('says the same in French to a seat whatever it cannot see', () => {
    expect(checkFrenchHidesWhatTheSeatCannotSee(G, 3, 'words-fr-hidden')).toBeGreaterThan(0);
  });

  it('reads as written: moves', () => {
    expect(fr({ type: 'chooseAirlock', airlock: 3 })).toBe('Commencez au sas 3');
    expect(fr({ type: 'step', dir: 'E', distance: 1 })).toBe('Avancez de 1 case vers l’est');
    expect(fr({ type: 'step', dir: 'W', distance: 2 })).toBe('Avancez de 2 cases vers l’ouest');
    expect(fr({ type: 'placePlatform', x: 4, y: 7, rot: 1 })).toBe('Posez la plateforme en (4, 7), orientée vers le sud');
    expect(fr({ type: 'patch' })).toBe('Colmatez un trou de votre combinaison (2 PA)');
    expect(fr({ type: 'disableNet', weapon: null })).toBe('Désactivez le filet laser pour 5 PA');
    expect(fr({ type: 'placeDoorways', card: 0, here: 16, there: 33 })).toBe('Placez des portes sur la case (1, 1) et sur la case (3, 2)');
    expect(fr({ type: 'endTurn' })).toBe('Terminez votre tour');
  });

  it('reads as written: events', () => {
    expect(said('round', { round: 3 })).toBe('La manche 3 commence.');
    expect(said('artifactTaken', { seat: 0, artifact: 0, lastDefense: true })).toBe('Ada a pris le Cœur de Sol : la Dernière Défense commence.');
    expect(said('trap', { seat: 2, artifact: 1, trap: 'fire' })).toBe('Le piège de la Salamandre mercurielle s’est déclenché sur Cléo : feu.');
    expect(said('trapCountered', { seat: 0, artifact: 9, by: 'heatRay' })).toBe('Ada a arrêté le piège du Coquillage neptunien avec son Rayon thermique.');
    expect(said('itemUsed', { seat: 1, kind: 'keycard' })).toBe('Place 1 a utilisé sa Carte d’accès du conservateur.');
    expect(said('itemUsed', { seat: 1, kind: 'adrenaline' })).toBe('Place 1 a utilisé son Injection d’adrénaline.');
    expect(said('itemCard', { seat: 0, kind: 'o2' })).toBe('Ada a pioché la Bouteille d’O2.');
    expect(said('hole', { seat: 2, cause: 'gun 4' })).toBe('Cléo a un trou dans sa combinaison (tourelle de sécurité 4).');
    expect(said('shieldAbsorbed', { seat: 0, cause: 'hidden gun' })).toBe('Ada : son bouclier a encaissé le coup (tourelle cachée).');
    expect(said('escaped', { seat: 0, rank: 1 })).toBe('Ada s’est échappé par un sas, 1er à sortir.');
    expect(said('lastDefense', { seats: [0, 2] })).toBe('Dernière Défense : Ada et Cléo retirent chacun une plateforme vide.');
    expect(said('gameOver', { winners: [2], scores: [0, 8, 15] })).toBe('La partie est terminée. Vainqueur : Cléo. Scores : Ada 0, Place 1 8, Cléo 15.');
    // The English is unchanged, and is the default.
    expect(G.describeEvent({ type: 'trap', audience: 'all', data: { seat: 2, artifact: 1, trap: 'fire' } }, view)).toBe('The Mecurial Salamander trap sprang on Seat 2: fire.');
  });
});
