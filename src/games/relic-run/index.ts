import { earlierVersion, type Game } from '../../engine/index.js';
import { applyMove } from './apply.js';
import { describeEvent, describeMove } from './describe.js';
import { determinize } from './determinize.js';
import { activeSeats, legalMoves } from './legal.js';
import { relicRunMove, relicRunOptions, relicRunOptionsVersion1, type Move, type Options } from './moves.js';
import { result } from './score.js';
import { setup } from './setup.js';
import type { State } from './state.js';
import { view, type View } from './view.js';
import { EARLIER_RULES, LATEST_RULES_VERSION, rules } from './versions.js';

export type { Move as RelicRunMove, Options as RelicRunOptions } from './moves.js';
export type { State as RelicRunState } from './state.js';
export type { View as RelicRunView } from './view.js';

const latest: Game<State, Move, Options, View> = {
  id: 'relic-run',
  title: 'Relic Run',
  summary: 'Cooperative deck-builder battle: 1-4 heroes (Barbarian, Archer) fight Zombies and Skeletal Archers across six zones.',
  translations: {
    fr: {
      summary: 'Combat coopératif de deck-building : de 1 à 4 héros (Barbare, Archer) affrontent Zombies et Archers squelettes sur six zones.',
      options: {
        party: 'Classe de héros par place (1 à 4, une classe peut se répéter) ; la liste compte autant de héros que de joueurs. Par défaut : Barbare, Archer, Barbare, Archer, coupé au nombre de joueurs.',
        scenario: 'La bataille, un échelon de l’échelle des scénarios : « crypt-gate » (découverte), « bone-yard » (standard, par défaut) ou « lich-vault » (difficile) ; ou « rulebook-skirmish », la mise en place du livret de règles (2 Zombies, 1 Archer squelette, PV et effets de zone imprimés), hors échelle. Les adversaires et les renforts suivent la taille du groupe (RULES.md).',
      },
      optionTitles: {
        party: 'Groupe',
        scenario: 'Scénario',
      },
    },
  },
  minPlayers: 1,
  maxPlayers: 4,
  cooperative: true,
  options: relicRunOptions,
  move: relicRunMove,
  setup,
  activeSeats,
  legalMoves,
  apply: applyMove,
  view,
  result,
  determinize,
  describeMove,
  describeEvent,
  rulesVersion: LATEST_RULES_VERSION,
};

/** The latest rules version, with every earlier one a stored match may still be playing (versions.ts). */
export const relicRun: Game<State, Move, Options, View> = {
  ...latest,
  earlierVersions: {
    1: earlierVersion(latest, 1, rules, EARLIER_RULES[1]!, { options: relicRunOptionsVersion1 as typeof relicRunOptions }),
    2: earlierVersion(latest, 2, rules, EARLIER_RULES[2]!),
  },
};
export { relicRunShapes } from './view-schema.js';
