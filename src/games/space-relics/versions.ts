/**
 * Space Relics' published rules versions (RULES.md, "Rules versions"). The modules read the rule
 * switches through `rules()`: the latest, unless a match of an earlier version is being played
 * (engine/versions.ts).
 */
import { rulesInForce } from '../../engine/index.js';

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
}

/** Version 2 (since 2026-11-24, commit 1594c8f): adrenaline counted over the turn, the trap prompt on public facts (issue #16). */
export const LATEST_RULES_VERSION = 2;
const latest: SpaceRelicsRules = { adrenalineCredit: true, trapPrompt: 'public' };

/** Every version published before the latest, with its rules. */
export const EARLIER_RULES: Readonly<Record<number, SpaceRelicsRules>> = {
  /** The game as first hosted (2026-11-22). */
  1: { adrenalineCredit: false, trapPrompt: 'holds-counter' },
};

export const rules = rulesInForce(latest);
