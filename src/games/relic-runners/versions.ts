/**
 * Relic Runners' published rules versions (RULES.md, "Rules versions"). The modules read the
 * board map through `rules()`: the latest, unless a match of an earlier version is being played
 * (engine/versions.ts).
 */
import { rulesInForce } from '../../engine/index.js';
import { MAP, MAP_VERSION_1, MAP_VERSION_2, TOKEN_TRAIL, type BoardMap } from './data.js';

export interface RelicRunnersRules {
  map: BoardMap;
}

/** Version 3 (since 2026-11-24, commit 90e0291): 12 more jungle trails (36-47) from each outer ruin to the next quadrant's temples. */
export const LATEST_RULES_VERSION = 3;
const latest: RelicRunnersRules = { map: MAP };

/** Every version published before the latest, with its rules. */
export const EARLIER_RULES: Readonly<Record<number, RelicRunnersRules>> = {
  /** The game as first hosted (2026-11-22): 36 trails, temple q3 linked to the next quadrant's temple q2. */
  1: { map: MAP_VERSION_1 },
  /** 2026-11-24, commit bc3aed2: the ruins linked into a ring (outer ruin q4 to the next quadrant's inner ruin q1). */
  2: { map: MAP_VERSION_2 },
};

// The Toolbox tokens lie on the River trails, which every version shares: TOKEN_TRAIL serves all.
for (const { map } of Object.values(EARLIER_RULES)) {
  const rivers = map.trails.filter((t) => t.kind === 'river').map((t) => t.id);
  if (rivers.join() !== TOKEN_TRAIL.join()) throw new Error('Relic Runners: a rules version moved a River trail; its Toolbox tokens need versioning too.');
}

export const rules = rulesInForce(latest);

/** The board map in force. */
export const boardMap = (): BoardMap => rules().map;
