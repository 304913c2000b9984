import type { AnyGame } from '../engine/index.js';
import { relicRunGreedyStrategy } from './greedy-relic-run.js';
import { relicRunnersGreedyStrategy, relicRunnersPlaybook } from './greedy-relic-runners.js';
import { reliquesCoEndCondition, reliquesCoGreedyStrategy, reliquesCoSearch, reliquesCoStatistics } from './greedy-reliques-co.js';
import { ruinRunnerEndCondition, ruinRunnerGreedyStrategy, ruinRunnerStatistics } from './greedy-ruin-runner.js';
import { spaceRelicsGreedyStrategy } from './greedy-space-relics.js';
import type { SearchHeuristics } from './ismcts.js';
import { relicRunnersPlannerStrategy } from './planner-relic-runners.js';
import { relicRunEndCondition, relicRunSearch, relicRunStatistics } from './search-relic-run.js';
import { relicRunnersSearch } from './search-relic-runners.js';
import { ruinRunnerEndingSearch } from './search-ruin-runner.js';
import { spaceRelicsEndCondition, spaceRelicsSearch, spaceRelicsStatistics } from './search-space-relics.js';
import type { Strategy } from './strategy.js';

/**
 * What the reference bots know about a game beyond its rules. Each game's comes from its
 * `greedy-<game>.ts`; a game without an entry is played by ISMCTS with random playouts and has
 * no greedy bot.
 */
export interface Playbook {
  /** A heuristic bot that decides from its seat's view and legal moves alone, like any bot. */
  greedy(seed: string): Strategy;
  /**
   * A slower heuristic bot that looks further ahead than `greedy` (same inputs): where a game has
   * one, the sensible player its length is measured with.
   */
  planner?(seed: string): Strategy;
  /** Playout knowledge for ISMCTS. */
  search?: SearchHeuristics<any, any>;
  /**
   * Which of the rulebook's end conditions finished a game, in a word, for self-play statistics
   * (bench/bots.ts). Given the final state.
   */
  endCondition?(state: any): string;
  /** Numbers worth comparing with the box's promises (relics taken, rounds), from the final state. */
  statistics?(state: any): Record<string, number>;
}

export const playbooks: Readonly<Record<string, Playbook | undefined>> = {
  'relic-run': { greedy: relicRunGreedyStrategy, search: relicRunSearch, endCondition: relicRunEndCondition, statistics: relicRunStatistics },
  'relic-runners': { greedy: relicRunnersGreedyStrategy, planner: relicRunnersPlannerStrategy, search: relicRunnersSearch, ...relicRunnersPlaybook },
  'space-relics': { greedy: spaceRelicsGreedyStrategy, search: spaceRelicsSearch, endCondition: spaceRelicsEndCondition, statistics: spaceRelicsStatistics },
  'ruin-runner': { greedy: ruinRunnerGreedyStrategy, search: ruinRunnerEndingSearch, endCondition: ruinRunnerEndCondition, statistics: ruinRunnerStatistics },
  'reliques-co': { greedy: reliquesCoGreedyStrategy, search: reliquesCoSearch, endCondition: reliquesCoEndCondition, statistics: reliquesCoStatistics },
};

export const searchHeuristics = Object.fromEntries(
  Object.entries(playbooks).flatMap(([id, p]) => (p?.search ? [[id, p.search]] : [])),
);

export function playbookFor(game: Pick<AnyGame, 'id'>): Playbook | undefined {
  return playbooks[game.id];
}
