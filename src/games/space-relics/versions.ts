/**
 * Space Relics' published rules versions (RULES.md, "Rules versions"). The modules read the rule
 * switches through `rules()`: the latest, unless a match of an earlier version is being played
 * (engine/versions.ts).
 */
import { rulesInForce } from '../../engine/index.js';
import {
  BOARD_15, BOARD_19, PLATFORM_SLOTS, PLATFORM_SLOTS_VERSION_2, PLATFORM_SLOTS_VERSION_3, SIDE_GALLERY_TILES, SIDE_GALLERY_TILES_VERSION_2,
  type MuseumBoard,
} from './data.js';

export interface SpaceRelicsRules {
  /**
   * Adrenaline's "2 spaces / 1 AP" counted over the whole turn, an odd space paying for the next
   * one (players keep `adrenalineCredit`; version 2), or per step (version 1, whose players have
   * no such field).
   */
  adrenalineCredit: boolean;
  /**
   * When taking a trapped artifact asks its taker `counterTrap` or `springTrap`: `public`, on
   * what everyone sees (a counter gun as starting card, or any item card in hand; version 2);
   * `holds-counter`, whenever the taker holds a charged weapon that stops the trap (version 1).
   */
  trapPrompt: 'public' | 'holds-counter';
  /** The board the museum is laid on: 19 x 19 since version 4, 15 x 15 before. */
  board: MuseumBoard;
  /**
   * The designed museum (RULES.md, "We decided"; issue 33): the eight gallery tiles setup shuffles
   * onto the Caution areas (ids into `GALLERY_TILES`) and the 16 platform spaces of setup step 6.
   * Versions 3 and 4: the shell galleries 9-16 and platform spaces away from the airlocks;
   * versions 1 and 2: tiles 1-8 and their platform spaces.
   */
  sideGalleries: readonly number[];
  platformSlots: readonly (readonly [number, number])[];
}

/** Version 4 (since 2026-11-28): version 3's museum on a 19 x 19 board, wider margins and channels (issue 33). */
export const LATEST_RULES_VERSION = 4;
const latest: SpaceRelicsRules = { adrenalineCredit: true, trapPrompt: 'public', board: BOARD_19, sideGalleries: SIDE_GALLERY_TILES, platformSlots: PLATFORM_SLOTS };

/** Every version published before the latest, with its rules. */
export const EARLIER_RULES: Readonly<Record<number, SpaceRelicsRules>> = {
  /** The game as first hosted (2026-11-22). */
  1: { adrenalineCredit: false, trapPrompt: 'holds-counter', board: BOARD_15, sideGalleries: SIDE_GALLERY_TILES_VERSION_2, platformSlots: PLATFORM_SLOTS_VERSION_2 },
  /** Since 2026-11-24 (commit 1594c8f): adrenaline counted over the turn, the trap prompt on public facts (issue #16). */
  2: { adrenalineCredit: true, trapPrompt: 'public', board: BOARD_15, sideGalleries: SIDE_GALLERY_TILES_VERSION_2, platformSlots: PLATFORM_SLOTS_VERSION_2 },
  /** Since 2026-11-27 (commit ea51b92): the museum redesigned for the heist's tension (issue 33): shell galleries, platform spaces away from the airlocks. */
  3: { adrenalineCredit: true, trapPrompt: 'public', board: BOARD_15, sideGalleries: SIDE_GALLERY_TILES, platformSlots: PLATFORM_SLOTS_VERSION_3 },
};

export const rules = rulesInForce(latest);
