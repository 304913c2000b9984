import type { AnyGame } from '../engine/index.js';
import { relicRun } from './relic-run/index.js';
import { relicRunners } from './relic-runners/index.js';
import { reliquesCo } from './reliques-co/index.js';
import { ruinRunner } from './ruin-runner/index.js';
import { spaceRelics } from './space-relics/index.js';

/** The catalog: every game the server hosts, by id. */
export const games: readonly AnyGame[] = [relicRunners, ruinRunner, relicRun, reliquesCo, spaceRelics];

