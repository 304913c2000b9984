/**
 * Ruin Runner's published rules versions (RULES.md, "Rules versions"). The modules read the
 * tile set and the rule switches through `rules()`: the latest, unless a match of an earlier
 * version is being played (engine/versions.ts).
 */
import { rulesInForce } from '../../engine/index.js';
import { MASKS, TILES, TILES_VERSION_1, masksOfTiles, type RotatedMasks, type TileDef } from './data.js';

export interface RuinRunnerRules {
  /** The tile set, indexed by tile id. */
  tiles: readonly TileDef[];
  /** `masksOfTiles(tiles)`. */
  masks: readonly (readonly RotatedMasks[])[];
  /**
   * How "an entire looting turn passes without a player taking a resource counter" is counted:
   * `round`, a round of the table from the first looter without a take (version 2); `in-a-row`,
   * any `players` turns in a row without a take (version 1).
   */
  lootingEnd: 'round' | 'in-a-row';
}

/** Version 2 (since 2026-11-24, commit 402460c): two ways out on most tiles, the looting end counted per round. */
export const LATEST_RULES_VERSION = 2;
const latest: RuinRunnerRules = { tiles: TILES, masks: MASKS, lootingEnd: 'round' };

/** Every version published before the latest, with its rules. */
export const EARLIER_RULES: Readonly<Record<number, RuinRunnerRules>> = {
  /** The game as first hosted (2026-11-22): one way out on most tiles, any `players` turns in a row without a take end it. */
  1: { tiles: TILES_VERSION_1, masks: masksOfTiles(TILES_VERSION_1), lootingEnd: 'in-a-row' },
};

export const rules = rulesInForce(latest);
