import { z } from 'zod';
import { RuleError, count, randomInt, seatName, seedRng, type Game, type RngState } from '../../src/engine/index.js';

/**
 * "Race to ten", a tiny game for platform tests: seats take turns adding 1 or 2 to a shared
 * counter; whoever brings it to exactly 10 wins. Each seat holds a secret number only it may
 * see, so the API tests can check hidden information without depending on a real game.
 */
interface RaceState {
  players: number;
  counter: number;
  turn: number;
  secrets: number[];
  winner: number | null;
  rng: RngState;
}

const move = z.discriminatedUnion('type', [z.object({ type: z.literal('add'), amount: z.union([z.literal(1), z.literal(2)]) })]);
type RaceMove = z.infer<typeof move>;
const options = z.object({ target: z.number().int().min(3).max(30).default(10) });

export const raceToTen: Game<RaceState & { target: number }, RaceMove, z.infer<typeof options>, unknown> = {
  id: 'race-to-ten',
  title: 'Race to Ten',
  summary: 'A test fixture.',
  minPlayers: 1,
  maxPlayers: 4,
  // A race to 5 by ones is three moves for one seat and two for the other.
  ratingMinMoves: 2,
  options,
  move,
  setup({ players, options: { target }, seed }) {
    const rng = seedRng(seed);
    const secrets = Array.from({ length: players }, () => 1 + randomInt(rng, 1000));
    return { players, counter: 0, turn: 0, secrets, winner: null, rng, target };
  },
  activeSeats: (s) => (s.winner === null ? [s.turn] : []),
  legalMoves(s, seat) {
    if (s.winner !== null || seat !== s.turn) return [];
    return ([1, 2] as const).filter((a) => s.counter + a <= s.target).map((amount) => ({ type: 'add' as const, amount }));
  },
  apply(s, seat, m) {
    if (s.counter + m.amount > s.target) throw new RuleError('overshoot', `The counter may not pass ${s.target}.`);
    const counter = s.counter + m.amount;
    const winner = counter === s.target ? seat : null;
    return {
      state: { ...s, counter, winner, turn: (s.turn + 1) % s.players },
      events: [
        { type: 'added', audience: 'all', data: { seat, amount: m.amount } },
        { type: 'secret-reminder', audience: [seat], data: { secret: s.secrets[seat] } },
      ],
    };
  },
  view: (s, seat) => ({
    players: s.players,
    counter: s.counter,
    target: s.target,
    turn: s.turn,
    mySecret: seat === null ? null : s.secrets[seat],
  }),
  determinize(view, seat, rng) {
    const v = view as { counter: number; target: number; turn: number; mySecret: number; players: number };
    const secrets = Array.from({ length: v.players }, (_, s) => (s === seat ? v.mySecret : 1 + randomInt(rng, 1000)));
    const winner = v.counter === v.target ? (v.turn + v.players - 1) % v.players : null;
    return { players: v.players, counter: v.counter, target: v.target, turn: v.turn, secrets, winner, rng: seedRng(String(randomInt(rng, 2 ** 32))) };
  },
  result: (s) => (s.winner === null ? null : { winners: [s.winner], scores: s.secrets.map((_, i) => (i === s.winner ? 1 : 0)) }),
  describeMove: (m, view) => `Add ${m.amount} to the counter (${(view as { counter: number }).counter} now)`,
  describeEvent(e, _view, names) {
    const d = e.data as { seat?: number; amount?: number; secret?: number };
    if (e.type === 'added') return `${seatName(d.seat ?? -1, names)} added ${count(d.amount ?? 0, 'point')} to the counter.`;
    const [seat] = e.audience === 'all' ? [-1] : e.audience;
    return `${seatName(seat ?? -1, names)} was reminded of their secret number, ${d.secret}.`;
  },
};
