/**
 * Reliques & Co's published rules versions (RULES.md, "Rules versions"). The modules read the
 * rule switches through `rules()`: the latest, unless a match of an earlier version is being
 * played (engine/versions.ts).
 */
import { rulesInForce } from '../../engine/index.js';

export interface ReliquesCoRules {
  /**
   * "Chaque ligne doit alors être composée de 4 cartes face visible": the pile's top card of rows
   * A-C is face up and on offer as slot 3, and refills a slot bought beside the pile (version 2);
   * rows of 3 face-up cards, a slot bought refilled from the face-down pile (version 1).
   */
  pileTopOnOffer: boolean;
}

/** Version 2 (since 2026-11-24, commit 1594c8f): four face-up cards per market row. */
export const LATEST_RULES_VERSION = 2;
const latest: ReliquesCoRules = { pileTopOnOffer: true };

/** Every version published before the latest, with its rules. */
export const EARLIER_RULES: Readonly<Record<number, ReliquesCoRules>> = {
  /** The game as first hosted (2026-11-22). */
  1: { pileTopOnOffer: false },
};

export const rules = rulesInForce(latest);
