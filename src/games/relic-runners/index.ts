import { earlierVersion, type Game } from '../../engine/index.js';
import { applyMove } from './apply.js';
import { describeEvent, describeMove } from './describe.js';
import { determinize } from './determinize.js';
import { legalMoves } from './legal.js';
import { moveSchemaFor, relicRunnersMove, relicRunnersOptions, type RelicRunnersMove, type RelicRunnersOptions } from './moves.js';
import { gameResult } from './score.js';
import { setupGame } from './setup.js';
import type { RelicRunnersState } from './state.js';
import { viewFor, type RelicRunnersView } from './view.js';
import { revealedAtEnd } from './reveal.js';
import { EARLIER_RULES, LATEST_RULES_VERSION, rules } from './versions.js';

const latest: Game<RelicRunnersState, RelicRunnersMove, RelicRunnersOptions, RelicRunnersView> = {
  id: 'relic-runners',
  title: 'Relic Runners',
  summary: 'Explorers race along jungle trails from Base Camp, exploring ruins and temples, laying pathways and running relic expeditions for hidden victory points.',
  translations: {
    fr: {
      summary: 'Des explorateurs partent du camp de base sur les pistes de la jungle : ils explorent ruines et temples, posent des passerelles et mènent des expéditions pour des points de victoire cachés.',
      options: {
        setup: 'Placement des temples : « first » (sans tuiles à gemme rouge, couleurs fixes), « standard » (un temple de chaque couleur par quart de plateau, mélangés) ou « random » (4 de chaque couleur n’importe où).',
      },
      optionTitles: {
        setup: 'Mise en place',
      },
    },
  },
  minPlayers: 2,
  maxPlayers: 5,
  // A rated result counts once each seat has made ten moves of its own: a few turns in, past any join-and-resign.
  ratingMinMoves: 10,
  options: relicRunnersOptions,
  move: relicRunnersMove,
  setup: setupGame,
  activeSeats: (s) => (s.over ? [] : [s.turn.seat]),
  legalMoves,
  apply: applyMove,
  view: viewFor,
  revealedAtEnd,
  result: gameResult,
  determinize,
  describeMove,
  describeEvent,
  rulesVersion: LATEST_RULES_VERSION,
};

/** The latest rules version, with every earlier one a stored match may still be playing (versions.ts). */
export const relicRunners: Game<RelicRunnersState, RelicRunnersMove, RelicRunnersOptions, RelicRunnersView> = {
  ...latest,
  earlierVersions: Object.fromEntries(
    Object.entries(EARLIER_RULES).map(([v, r]) => [v, earlierVersion(latest, Number(v), rules, r, { move: moveSchemaFor(r.map.trails.length) as typeof relicRunnersMove })]),
  ),
};

export type { RelicRunnersState, RelicRunnersMove, RelicRunnersOptions, RelicRunnersView };
export { relicRunnersShapes } from './view-schema.js';
