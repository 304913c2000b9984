import type { AnyGame, Game, GameShapes } from '../engine/index.js';
import { relicRun, relicRunShapes } from './relic-run/index.js';
import { relicRunners, relicRunnersShapes } from './relic-runners/index.js';
import { reliquesCo, reliquesCoShapes } from './reliques-co/index.js';
import { ruinRunner, ruinRunnerShapes } from './ruin-runner/index.js';
import { spaceRelics, spaceRelicsShapes } from './space-relics/index.js';

/** A game with the shapes of its view and result attached, as the contract publishes them (its earlier rules versions too). */
function withShapes<S, M extends { type: string }, O, V>(game: Game<S, M, O, V>, shapes: GameShapes<V>): Game<S, M, O, V> {
  const earlier = game.earlierVersions;
  if (earlier === undefined) return { ...game, shapes };
  return { ...game, shapes, earlierVersions: Object.fromEntries(Object.entries(earlier).map(([v, g]) => [v, { ...g, shapes }])) };
}

/** The catalog: every game the server hosts, by id. */
export const games: readonly AnyGame[] = [
  withShapes(relicRunners, relicRunnersShapes),
  withShapes(ruinRunner, ruinRunnerShapes),
  withShapes(relicRun, relicRunShapes),
  withShapes(reliquesCo, reliquesCoShapes),
  withShapes(spaceRelics, spaceRelicsShapes),
];
