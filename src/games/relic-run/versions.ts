/**
 * Relic Run's published rules versions (RULES.md, "Rules versions"). The modules read the
 * scenarios and the rule switches through `rules()`: the latest, unless a match of an earlier
 * version is being played (engine/versions.ts).
 */
import { rulesInForce } from '../../engine/index.js';
import { SCENARIOS, SCENARIOS_VERSION_1, SCENARIOS_VERSION_2, type ScenarioDef, type ScenarioId } from './data.js';

export interface RelicRunRules {
  /** The scenarios a match may be set up with, by id. */
  scenarios: Partial<Record<ScenarioId, ScenarioDef>>;
  /**
   * The Empty Zone Rule: `linear` (version 2) shortens only the linear chain, by its empty zones,
   * never below the table; `routes` (version 1) took 1 off the table value for every empty zone
   * on the best route, the Flank Bridge's included (data.ts DISTANCE_VERSION_1).
   */
  distance: 'linear' | 'routes';
  /** Hands kept sorted, so neither the draw event nor the hand shows the deck's order (version 2); in draw order (version 1). */
  sortedHands: boolean;
}

/** Version 3: the scenario ladder with every enemy at its printed HP (line-ups and reinforcements re-tuned). */
export const LATEST_RULES_VERSION = 3;
const latest: RelicRunRules = { scenarios: SCENARIOS, distance: 'linear', sortedHands: true };

/** Every version published before the latest, with its rules. */
export const EARLIER_RULES: Readonly<Record<number, RelicRunRules>> = {
  /** The game as first hosted (2026-11-22): Crypt Gate and Bone Yard as the first scenario list had them. */
  1: { scenarios: SCENARIOS_VERSION_1, distance: 'routes', sortedHands: false },
  /** 2026-11-24 (commit 1594c8f) to version 3: the scenario ladder with Zombies entering at 5 HP, Lich Vault's Skeletal Archers at 3. */
  2: { scenarios: SCENARIOS_VERSION_2, distance: 'linear', sortedHands: true },
};

export const rules = rulesInForce(latest);

/** A scenario of the rules in force. */
export function scenarioDef(id: ScenarioId): ScenarioDef {
  const def = rules().scenarios[id];
  if (def === undefined) throw new Error(`Relic Run: no scenario "${id}" in this rules version.`);
  return def;
}
