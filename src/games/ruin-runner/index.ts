import { earlierVersion, RuleError, type Game, type Seat } from '../../engine/index.js';
import { describeEvent, describeMove } from './describe.js';
import { determinize } from './determinize.js';
import { applyPlace, applyPass, legalPlacements } from './discovery.js';
import { applyLooterMove, applySwap, applyTake, legalLootMoves } from './looting.js';
import { move, options, type Move, type Options } from './moves.js';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup.js';
import type { State, View } from './state.js';
import { view } from './view.js';
import { revealedAtEnd } from './reveal.js';
import { EARLIER_RULES, LATEST_RULES_VERSION, rules } from './versions.js';

function activeSeats(state: State): Seat[] {
  return state.result === null ? [state.turn] : [];
}

function legalMoves(state: State, seat: Seat): Move[] {
  if (state.result !== null || seat !== state.turn) return [];
  if (state.phase === 'looting') return legalLootMoves(state, seat);
  const placements: Move[] = legalPlacements(state, seat);
  return placements.length > 0 ? placements : [{ type: 'pass' }];
}

function apply(state: State, seat: Seat, m: Move) {
  if (state.result !== null) throw new RuleError('game-over', 'The game is over.');
  if (seat !== state.turn) throw new RuleError('not-your-turn', `It is seat ${state.turn}'s turn.`);
  const phase = state.phase;
  switch (m.type) {
    case 'place':
    case 'pass':
      if (phase !== 'discovery') throw new RuleError('wrong-phase', 'Tiles are placed only during the discovery phase.');
      return m.type === 'place' ? applyPlace(state, seat, m) : applyPass(state, seat);
    case 'move':
    case 'take':
    case 'take-nothing':
    case 'swap':
    case 'no-swap':
      if (phase !== 'looting') throw new RuleError('wrong-phase', 'Looters move only during the looting phase.');
      if (m.type === 'move') return applyLooterMove(state, seat, m);
      if (m.type === 'swap' || m.type === 'no-swap') {
        if (!state.options.noHonorAmongThieves) {
          throw new RuleError('variant-off', 'Swapping counters is allowed only with the "No Honor Amongst Thieves" variant.');
        }
        return applySwap(state, seat, m);
      }
      return applyTake(state, seat, m);
  }
}

const latest: Game<State, Move, Options, View> = {
  id: 'ruin-runner',
  title: 'Ruin Runner',
  summary: 'Lay ruin tiles so their arrows flow, then send your looter through the ruins to grab the most valuable resources.',
  translations: {
    fr: {
      summary: 'Posez des tuiles de ruines pour que leurs flèches s’enchaînent, puis lancez votre pilleur à travers les ruines pour rafler les ressources les plus précieuses.',
      options: {
        noHonorAmongThieves: 'Variante « Pas d’honneur entre voleurs » : un pilleur qui termine son déplacement sur une tuile occupée par d’autres pilleurs peut échanger un de ses jetons contre un jeton de son choix pris à l’un de ces joueurs.',
      },
      optionTitles: {
        noHonorAmongThieves: 'Pas d’honneur entre voleurs',
      },
    },
  },
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  // A rated result counts once each seat has made ten moves of its own: a few turns in, past any join-and-resign.
  ratingMinMoves: 10,
  options,
  move,
  setup,
  activeSeats,
  legalMoves,
  apply,
  view,
  revealedAtEnd,
  result: (state) => state.result,
  determinize,
  describeMove,
  describeEvent,
  rulesVersion: LATEST_RULES_VERSION,
};

/** The latest rules version, with every earlier one a stored match may still be playing (versions.ts). */
export const ruinRunner: Game<State, Move, Options, View> = {
  ...latest,
  earlierVersions: Object.fromEntries(Object.entries(EARLIER_RULES).map(([v, r]) => [v, earlierVersion(latest, Number(v), rules, r)])),
};

export type { State, View } from './state.js';
export type { Move, Options } from './moves.js';
export { ruinRunnerShapes } from './view-schema.js';
