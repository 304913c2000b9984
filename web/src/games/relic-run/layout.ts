import type { Zone } from '../../../../src/games/relic-run/data.ts';
import type { View } from '../../../../src/games/relic-run/view.ts';

/**
 * Where everything goes on the battlefield drawing: the six zones stacked as the rulebook
 * arranges them (enemies at the top, the party at the bottom, the battle line between) and the
 * tokens of each zone in rows of four.
 */

export const WIDTH = 400;
export const TOKEN_W = 112;
export const TOKEN_H = 64;
const GAP = 6;
const PER_ROW = 3;
const LEFT = 10;
const HEADER = 24;
const PAD = 8;
/** An empty zone keeps room to be clicked, no more: 44 px high on a phone, where a unit is about 0.8 px. */
const EMPTY = 36;
const BATTLE_LINE = 26;

export const ZONES_TOP_DOWN: readonly Zone[] = ['enemyFlank', 'enemyBackline', 'enemyFrontline', 'playerFrontline', 'playerBackline', 'playerFlank'];

export interface Layout {
  height: number;
  zones: Record<Zone, { y: number; h: number }>;
  battleLineY: number;
  /** Top-left corner of a token: `enemy:<id>` or `hero:<seat>`. */
  tokens: Record<string, { x: number; y: number }>;
}

export function layout(view: View): Layout {
  const inZone: Record<Zone, string[]> = { enemyFlank: [], enemyBackline: [], enemyFrontline: [], playerFrontline: [], playerBackline: [], playerFlank: [] };
  for (const e of view.enemies) inZone[e.zone].push(`enemy:${e.id}`);
  for (const h of view.heroes) if (h.zone !== null) inZone[h.zone].push(`hero:${h.seat}`);
  const zones = {} as Layout['zones'];
  const tokens: Layout['tokens'] = {};
  let y = 0;
  let battleLineY = 0;
  for (const zone of ZONES_TOP_DOWN) {
    if (zone === 'playerFrontline') {
      battleLineY = y;
      y += BATTLE_LINE;
    }
    const keys = inZone[zone];
    const rows = Math.ceil(keys.length / PER_ROW);
    keys.forEach((key, i) => {
      tokens[key] = { x: LEFT + (i % PER_ROW) * (TOKEN_W + GAP), y: y + HEADER + Math.floor(i / PER_ROW) * (TOKEN_H + GAP) };
    });
    const h = rows === 0 ? HEADER + EMPTY : HEADER + rows * TOKEN_H + (rows - 1) * GAP + PAD;
    zones[zone] = { y, h };
    y += h;
  }
  return { height: y, zones, battleLineY, tokens };
}
