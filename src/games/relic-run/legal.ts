import { CARDS, PLAYER_ADJACENT, PLAYER_ZONES, type HeroCardId } from './data.js';
import { playChoices } from './cards.js';
import type { Move } from './moves.js';
import type { State } from './state.js';

export function activeSeats(s: State): number[] {
  if (s.outcome !== null) return [];
  const prompt = s.prompts[0];
  if (prompt !== undefined) return [prompt.seat];
  const seats: number[] = [];
  s.heroes.forEach((h, seat) => {
    if (s.phase === 'placement' ? h.zone === null : s.phase === 'player' && !h.done) seats.push(seat);
  });
  return seats;
}

/** Distinct cards of a hand, in a fixed order (copies of a card are interchangeable). */
export function distinctCards(hand: readonly HeroCardId[]): HeroCardId[] {
  return [...new Set(hand)].sort();
}

export function legalMoves(s: State, seat: number): Move[] {
  if (!activeSeats(s).includes(seat)) return [];
  const prompt = s.prompts[0];
  if (prompt !== undefined) {
    if (prompt.kind === 'guard') return Array.from({ length: prompt.max + 1 }, (_, armor) => ({ type: 'guard' as const, armor }));
    return prompt.options.map((card) => ({ type: 'burn' as const, card }));
  }
  if (s.phase === 'placement') return PLAYER_ZONES.map((zone) => ({ type: 'place' as const, zone }));
  const hero = s.heroes[seat]!;
  const moves: Move[] = [];
  const cards = distinctCards(hero.hand);
  for (const card of cards) {
    const def = CARDS[card];
    if (def.cost > hero.ap || !def.zones.includes(hero.zone!)) continue;
    for (const choice of playChoices(s, seat, card)) moves.push({ type: 'play', card, ...choice });
  }
  for (const card of cards) moves.push({ type: 'discard', card });
  for (const to of PLAYER_ADJACENT[hero.zone!]) {
    if (hero.freeMoves > 0) moves.push({ type: 'move', to, card: null });
    for (const card of cards) moves.push({ type: 'move', to, card });
  }
  if (hero.potion && hero.hp < hero.maxHp) moves.push({ type: 'potion' });
  moves.push({ type: 'end-phase' });
  return moves;
}

