import { z } from 'zod';
import { RuleError, randomInt, seatName, type Game } from '../../src/engine/index.js';

/**
 * "Two steps", a platform fixture whose turns take several moves: a seat `step`s any number of
 * times, then `end`s its turn. Each seat has a secret only it sees.
 */
interface TwoStepState {
  players: number;
  turn: number;
  steps: number[];
  secrets: number[];
  round: number;
}
const move = z.discriminatedUnion('type', [z.object({ type: z.literal('step') }), z.object({ type: z.literal('end') })]);

export const twoSteps: Game<TwoStepState, z.infer<typeof move>, Record<string, never>, unknown> = {
  id: 'two-steps',
  title: 'Two Steps',
  summary: 'A test fixture with multi-move turns.',
  minPlayers: 2,
  maxPlayers: 3,
  options: z.object({}) as unknown as z.ZodType<Record<string, never>>,
  move,
  setup: ({ players, seed }) => ({ players, turn: 0, steps: Array(players).fill(0), secrets: Array.from({ length: players }, (_, i) => 7000 + i * 111 + seed.length), round: 0 }),
  activeSeats: (s) => (s.round >= 3 ? [] : [s.turn]),
  legalMoves: (s, seat) => (s.round >= 3 || seat !== s.turn ? [] : s.steps[seat]! >= 5 ? [{ type: 'end' }] : [{ type: 'step' }, { type: 'end' }]),
  apply(s, seat, m) {
    if (m.type === 'step') {
      if (s.steps[seat]! >= 5) throw new RuleError('too-many-steps', 'Five steps at most.');
      return { state: { ...s, steps: s.steps.map((n, i) => (i === seat ? n + 1 : n)) }, events: [] };
    }
    const turn = (s.turn + 1) % s.players;
    return { state: { ...s, turn, round: turn === 0 ? s.round + 1 : s.round }, events: [{ type: 'ended', audience: 'all', data: { seat } }] };
  },
  view: (s, seat) => ({ turn: s.turn, steps: s.steps, round: s.round, mySecret: seat === null ? null : s.secrets[seat] }),
  determinize(view, seat, rng) {
    const v = view as { turn: number; steps: number[]; round: number; mySecret: number };
    const secrets = v.steps.map((_, i) => (i === seat ? v.mySecret : 7000 + randomInt(rng, 1000)));
    return { players: v.steps.length, turn: v.turn, steps: [...v.steps], secrets, round: v.round };
  },
  result: (s) => (s.round >= 3 ? { winners: [0], scores: s.steps } : null),
  describeMove: (m) => (m.type === 'step' ? 'Take a step' : 'End your turn'),
  describeEvent: (e, _view, names) => `${seatName((e.data as { seat: number }).seat, names)} ended their turn.`,
};
