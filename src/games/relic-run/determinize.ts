import { randomInt, seedRng, shuffle, type RngState } from '../../engine/index.js';
import { CARD_IDS, type CardId } from './data.js';
import type { Enemy, Hero, State } from './state.js';
import { copyEnemyPhase, copyPrompt, type EnemyView, type HeroView, type View } from './view.js';

/** The deck's cards in a uniformly random order: nobody knows a deck's order, its owner included. */
function sampleDeck(contents: HeroView['deckContents'], rng: RngState): CardId[] {
  const deck: CardId[] = [];
  for (const card of CARD_IDS) for (let n = contents[card] ?? 0; n > 0; n--) deck.push(card);
  return shuffle(rng, deck);
}

function heroFrom(h: HeroView, rng: RngState): Hero {
  return {
    cls: h.cls,
    zone: h.zone,
    hp: h.hp,
    maxHp: h.maxHp,
    armor: h.armor,
    ap: h.ap,
    nextAp: h.nextAp,
    freeMoves: h.freeMoves,
    critBuff: h.critBuff,
    potion: h.potion,
    done: h.done,
    deck: sampleDeck(h.deckContents, rng),
    // Hands are kept sorted (flow.ts `drawHand`), as the view shows them.
    hand: h.hand.slice(),
    played: h.played.slice(),
    discard: h.discard.slice(),
    burned: h.burned.slice(),
  };
}

function enemyFrom(e: EnemyView): Enemy {
  return { id: e.id, kind: e.kind, zone: e.zone, hp: e.hp, faceDown: e.faceDown, buff: e.buff === null ? null : { ...e.buff } };
}

/**
 * A state the party cannot tell from the truth. Everything but orders is open to the whole
 * party, so only the hero decks' order, the activation deck and the generator are
 * drawn from `rng`; the rest is copied from the view.
 */
export function determinize(view: View, _seat: number, rng: RngState): State {
  const heroes = view.heroes.map((h) => heroFrom(h, rng));
  const activationDeck = shuffle(rng, view.activation.remaining.slice());
  return {
    rng: seedRng(String(randomInt(rng, 2 ** 32))),
    scenario: view.scenario,
    round: view.round,
    phase: view.phase,
    heroes,
    enemies: view.enemies.map(enemyFrom),
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
