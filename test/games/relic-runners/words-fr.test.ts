import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/engine/index.js';
import { act, fresh, G, ivoryTile, legal, type Move, type State } from './helpers.js';
import { checkFrench, checkFrenchHidesWhatTheSeatCannotSee } from '../words-fr.js';

const view = (s: State, seat: number | null = s.turn.seat) => G.view(s, seat);
const fr = (s: State, move: Move) => G.describeMove(move, view(s), ['Ada', 'Bob', 'Cléo'], 'fr');
const said = (s: State, type: string, data: Record<string, unknown>) =>
  G.describeEvent({ type, audience: 'all', data } as GameEvent, view(s, null), ['Ada', undefined, 'Cléo'], 'fr');

describe('Relic Runners in French', () => {
  it.each([
    [2, 'first'],
    [3, 'standard'],
    [5, 'random'],
  ] as const)('gives every move and event of a %i-player match (%s setup) French words, saying no more than the English', (players, setup) => {
    const { moves, events } = checkFrench({ game: G, players, seed: `words-fr-${players}`, options: { setup } });
    expect(moves).toBeGreaterThan(100);
    expect(events.size).toBeGreaterThan(10);
  });

  it('says the same in French to a seat whatever it cannot see', () => {
    expect(checkFrenchHidesWhatTheSeatCannotSee(G, 3, 'words-fr-hidden', { setup: 'standard' })).toBeGreaterThan(0);
  });

  it('reads as written: moves', () => {
    const s = fresh(3);
    expect(fr(s, { type: 'step', trail: 0 })).toBe('Suivez le sentier 0 (Camp de base–N1) jusqu’à la ruine N1');
    expect(fr(s, { type: 'step', trail: 27 })).toBe('Suivez le sentier 27 (Camp de base–O1) jusqu’à la ruine O1');
    expect(fr(s, { type: 'climb', branch: 'compass', level: 0 })).toBe('Montez une boîte à outils du bas du tableau sur la boussole');
    expect(fr(s, { type: 'useToolbox', branch: 'machete', level: 2 })).toBe('Utilisez votre boîte à outils machette de niveau 2 : prendre 2 rations');
    expect(fr(s, { type: 'placePathway', trail: 3, ivory: true })).toBe('Posez un chemin sur la rivière 3 (N1–N3) avec votre tuile ivoire');
    expect(fr(s, { type: 'liftPathway', trail: 3 })).toBe('Retirez votre chemin de la rivière 3 (N1–N3)');
    expect(fr(s, { type: 'flipToken', trail: 3 })).toBe('Retournez face cachée le jeton boîte à outils de la rivière 3 (N1–N3)');
    expect(fr(s, { type: 'endTurn' })).toBe('Terminez votre tour');
    expect(fr(s, { type: 'pickTile', position: 0 })).toBe('Prenez la 1re tuile en partant du haut');
    expect(fr(s, { type: 'pickTile', position: 2 })).toBe('Prenez la 3e tuile en partant du haut');
    // One unfamiliar trail to the ruin N1 ends the move there: explore it.
    const moved = act(s, legal(s).find((m) => m.type === 'step' && m.trail === 0)!);
    expect(legal(moved).map((m) => fr(moved, m))).toContain('Dépensez une ration pour explorer la ruine N1');
    expect(fr(moved, { type: 'stopMove' })).toBe('Arrêtez votre déplacement à la ruine N1');
  });

  it('reads as written: events', () => {
    const s = fresh(3);
    expect(said(s, 'turnStarted', { seat: 0 })).toBe('Ada commence son tour.');
    expect(said(s, 'rationsTaken', { seat: 0, rations: 1 })).toBe('Ada a pris 1 ration.');
    expect(said(s, 'rationsTaken', { seat: 1, rations: 3 })).toBe('Place 1 a pris 3 rations.');
    expect(said(s, 'relicCollected', { seat: 2, color: 'purple', location: 5 })).toBe('Cléo a récupéré la relique violette au temple violet N5.');
    expect(said(s, 'pathwayMoved', { seat: 0, from: 0, to: 3 })).toBe('Ada a déplacé un chemin du sentier 0 (Camp de base–N1) vers la rivière 3 (N1–N3).');
    expect(said(s, 'ivoryTaken', { seat: 0, tile: ivoryTile(2, 'teleport'), site: 2 })).toBe(
      'Ada a pris la tuile ivoire de niveau 2 « se téléporter vers un temple de la même couleur » du temple ivoire N2.',
    );
    expect(said(s, 'moveFinished', { seat: 0, at: 0, trails: 2 })).toBe('Ada a terminé son déplacement au camp de base après 2 sentiers.');
    expect(said(s, 'scored', { seat: 0, points: 4, reason: 'toolbox-shovel' })).toBe('Ada a marqué 4 PV avec la pelle.');
    expect(said(s, 'gameOver', { scores: [{ seat: 0, total: 31 }, { seat: 1, total: 27 }] })).toBe('La partie est terminée. Scores : Ada 31, Place 1 27.');
    // The English is unchanged, and is the default.
    expect(G.describeEvent({ type: 'rationsTaken', audience: 'all', data: { seat: 1, rations: 3 } }, view(s, null))).toBe('Seat 1 took 3 rations.');
  });
});
