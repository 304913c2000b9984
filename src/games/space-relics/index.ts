import { earlierVersion, type Game } from '../../engine/index.js';
import { apply } from './apply.js';
import { describeEvent, describeMove } from './describe.js';
import { determinize } from './determinize.js';
import { generators, legalMoves } from './legal.js';
import { spaceRelicsMove, spaceRelicsOptions, type SpaceRelicsMove, type SpaceRelicsOptions } from './moves.js';
import { setup } from './setup.js';
import type { SpaceRelicsState } from './state.js';
import { view, type SpaceRelicsView } from './view.js';
import { revealedAtEnd } from './reveal.js';
import { EARLIER_RULES, LATEST_RULES_VERSION, rules } from './versions.js';

function activeSeats(s: SpaceRelicsState): number[] {
  if (s.result !== null) return [];
  return s.players.map((_, seat) => seat).filter((seat) => Object.keys(generators(s, seat)).length > 0);
}

const latest: Game<SpaceRelicsState, SpaceRelicsMove, SpaceRelicsOptions, SpaceRelicsView> = {
  id: 'space-relics',
  title: 'Space Relics',
  summary: 'Space pirates loot a moving museum: relocate platforms, dodge security guns and traps, grab artifacts and escape before the air runs out.',
  translations: {
    fr: {
      summary: 'Des pirates de l’espace pillent un musée en mouvement : déplacez les plateformes, esquivez canons de sécurité et pièges, emparez-vous des artefacts et fuyez avant que l’air ne vienne à manquer.',
    },
  },
  minPlayers: 2,
  maxPlayers: 4,
  // A rated result counts once each seat has made ten moves of its own: a few turns in, past any join-and-resign.
  ratingMinMoves: 10,
  options: spaceRelicsOptions,
  move: spaceRelicsMove,
  setup,
  activeSeats,
  legalMoves,
  apply,
  view,
  revealedAtEnd,
  result: (s) => s.result,
  determinize,
  describeMove,
  describeEvent,
  rulesVersion: LATEST_RULES_VERSION,
};

/** The latest rules version, with every earlier one a stored match may still be playing (versions.ts). */
export const spaceRelics: Game<SpaceRelicsState, SpaceRelicsMove, SpaceRelicsOptions, SpaceRelicsView> = {
  ...latest,
  earlierVersions: Object.fromEntries(Object.entries(EARLIER_RULES).map(([v, r]) => [v, earlierVersion(latest, Number(v), rules, r)])),
};

export type { SpaceRelicsState } from './state.js';
export type { SpaceRelicsMove, SpaceRelicsOptions } from './moves.js';
export type { SpaceRelicsView } from './view.js';
export { spaceRelicsShapes } from './view-schema.js';
