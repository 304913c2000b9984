import { earlierVersion, type Game } from '../../engine/index.js';
import { apply } from './apply.js';
import { describeEvent, describeMove } from './describe.js';
import { determinize } from './determinize.js';
import { legalMoves } from './legal.js';
import { moveSchema, optionsSchema, type Move, type Options } from './moves.js';
import { result } from './score.js';
import { setup } from './setup.js';
import type { State } from './state.js';
import { view, type View } from './view.js';
import { EARLIER_RULES, LATEST_RULES_VERSION, rules } from './versions.js';

const latest: Game<State, Move, Options, View> = {
  id: 'reliques-co',
  title: 'Reliques & Co',
  summary: 'Roll adventurer dice and place them on cards to find relics, sell them to museums and build the most famous archaeology company (2-4 players).',
  translations: {
    fr: {
      summary: 'Lancez les dés d’aventuriers et placez-les sur les cartes pour trouver des reliques, vendez-les aux musées et bâtissez la société d’archéologie la plus célèbre (2 à 4 joueurs).',
    },
  },
  minPlayers: 2,
  maxPlayers: 4,
  // A rated result counts once each seat has made ten moves of its own: a few turns in, past any join-and-resign.
  ratingMinMoves: 10,
  options: optionsSchema,
  move: moveSchema,
  setup,
  activeSeats: (state) => (state.over ? [] : [state.turn.seat]),
  legalMoves,
  apply,
  view,
  result,
  determinize,
  describeMove,
  describeEvent,
  rulesVersion: LATEST_RULES_VERSION,
};

/** The latest rules version, with every earlier one a stored match may still be playing (versions.ts). */
export const reliquesCo: Game<State, Move, Options, View> = {
  ...latest,
  earlierVersions: { 1: earlierVersion(latest, 1, rules, EARLIER_RULES[1]!) },
};

export type { State, Move, Options, View };
export { reliquesCoShapes } from './view-schema.js';
