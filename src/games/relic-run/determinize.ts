import { randomInt, seedRng, shuffle, type RngState } from '../../engine/index.js';
import { CARD_IDS, type CardId } from './data.js';
import { cloneEnemy, heroWithDeck } from './context.js';
import type { State } from './state.js';
import { copyEnemyPhase, copyPrompt, type HeroView, type View } from './view.js';

/** The deck's cards in a uniformly random order: nobody knows a deck's order, its owner included. */
function sampleDeck(contents: HeroView['deckContents'], rng: RngState): CardId[] {
  const deck: CardId[] = [];
  for (const card of CARD_IDS) for (let n = contents[card] ?? 0; n > 0; n--) deck.push(card);
  return shuffle(rng, deck);
}

/**
 * A state the party cannot tell from the truth. Everything but orders is open to the whole
 * party, so only the hero decks' order, the activation deck and the generator are
 * drawn from `rng`; the rest is copied from the view.
 */
export function determinize(view: View, _seat: number, rng: RngState): State {
  // Hands are kept sorted (flow.ts `drawHand`), as the view shows them: copied as they are.
  const heroes = view.heroes.map((h) => heroWithDeck(h, sampleDeck(h.deckContents, rng)));
  const activationDeck = shuffle(rng, view.activation.remaining.slice());
  return {
    rng: seedRng(String(randomInt(rng, 2 ** 32))),
    scenario: view.scenario,
    round: view.round,
    phase: view.phase,
    heroes,
    enemies: view.enemies.map(cloneEnemy),
    nextEnemyId: view.nextEnemyId,
    activationDeck,
    // Only ever shown sorted and never read by the rules, so its order is irrelevant.
    activationBurned: view.activation.burned.slice(),
    revealed: view.activation.revealed.map((r) => ({ ...r })),
    woundSupply: view.woundSupply,
    xp: view.xp,
    prompts: view.promptQueue.map(copyPrompt),
    enemyPhase: view.enemyPhase === null ? null : copyEnemyPhase(view.enemyPhase),
    outcome: view.outcome === null ? null : { ...view.outcome },
  };
}
