/**
 * Results in words (issue 31): how a finished match ended (the game's own end, a resignation, a
 * missed deadline or a claim) and each game's score breakdown, read from `result.details` as the
 * contract types it (`<Game>ResultDetails`, or `ForfeitDetails`). Pure functions of the result,
 * shared by the match page, the replay and the profile.
 */

export interface SeatName {
  seat: number;
  name: string | null;
}

export interface ResultLike {
  winners: number[];
  scores: number[];
  details?: unknown;
}

export type Ending = { how: 'score' } | { how: 'resign' | 'timeout' | 'claim'; seats: number[] };

export function endingOf(result: ResultLike): Ending {
  const forfeit = (result.details as { forfeit?: { seats?: number[]; reason?: string } } | null | undefined)?.forfeit;
  if (forfeit && (forfeit.reason === 'resign' || forfeit.reason === 'timeout' || forfeit.reason === 'claim')) {
    return { how: forfeit.reason, seats: forfeit.seats ?? [] };
  }
  return { how: 'score' };
}

const nameOf = (seats: SeatName[], seat: number) => seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat + 1}`;

/** "Ada", "Ada and Bob", "Ada, Bob and Cy". */
export function listWords(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The seats' scores as "ada 12, Bob 9", highest first. */
function scoreList(result: ResultLike, seats: SeatName[]): string {
  return result.scores
    .map((score, seat) => ({ score, seat }))
    .sort((a, b) => b.score - a.score || a.seat - b.seat)
    .map(({ score, seat }) => `${nameOf(seats, seat)} ${score}`)
    .join(', ');
}

interface RelicRunDetails {
  won: boolean;
  reason: 'all-enemies-dead' | 'hero-fell' | 'time-limit';
  rounds: number;
  xp: number;
}

const relicRunReasons: Record<RelicRunDetails['reason'], string> = {
  'all-enemies-dead': 'every enemy was defeated',
  'hero-fell': 'a hero fell',
  'time-limit': 'the last round ran out',
};

/**
 * Who won and how, in one or two sentences: "Bob wins: Ada resigned.", "Ada wins on points:
 * Ada 14, Bob 9.", "Bob wins by claim: Ada missed the deadline."
 */
export function resultWords(gameId: string, result: ResultLike, seats: SeatName[]): string {
  const winners = listWords(result.winners.map((s) => nameOf(seats, s)));
  const win = result.winners.length > 1 ? 'win' : 'wins';
  const ending = endingOf(result);
  if (ending.how !== 'score') {
    const losers = listWords(ending.seats.map((s) => nameOf(seats, s)));
    const cause =
      ending.how === 'resign'
        ? `${losers} resigned`
        : ending.how === 'timeout'
          ? `${losers} ran out of time`
          : `${losers} missed the deadline and the win was claimed`;
    if (result.winners.length === 0) return gameId === 'relic-run' ? `The party lost: ${cause}.` : `Nobody won: ${cause}.`;
    return `${winners} ${win} by ${ending.how === 'claim' ? 'claim' : ending.how === 'timeout' ? 'timeout' : 'resignation'}: ${cause}.`;
  }
  if (gameId === 'relic-run' && result.details && typeof result.details === 'object' && 'won' in result.details) {
    const d = result.details as RelicRunDetails;
    const rounds = `${d.rounds} round${d.rounds === 1 ? '' : 's'}`;
    return d.won ? `The party won in ${rounds}: ${relicRunReasons[d.reason]}.` : `The party lost after ${rounds}: ${relicRunReasons[d.reason]}.`;
  }
  if (gameId === 'relic-run') return result.winners.length > 0 ? 'The party won.' : 'The party lost.';
  if (result.winners.length === 0) return result.scores.length ? `Nobody won. Scores: ${scoreList(result, seats)}.` : 'Nobody won.';
  return result.scores.length ? `${winners} ${win} on points: ${scoreList(result, seats)}.` : `${winners} ${win}.`;
}

/** One game's score sheet: a column per scoring part, a row per seat. */
export interface Breakdown {
  caption: string;
  columns: string[];
  rows: { seat: number; cells: (string | number)[] }[];
  /** Lines under the table: tie-breaks, majorities, what a column means. */
  notes: string[];
}

const sum = (values: Record<string, number | undefined> | undefined) => Object.values(values ?? {}).reduce<number>((a, b) => a + (b ?? 0), 0);

type Describe = (details: any, seats: SeatName[], result: ResultLike) => Breakdown | null;

const breakdowns: Record<string, Describe> = {
  'ruin-runner': (d: { seats?: { seat: number; plainCounters: number; matchingCounters: number; majorityBonuses: Record<string, number>; total: number }[]; majorities?: Record<string, { seats: number[]; bonus: number }> }, seats) => {
    if (!d.seats) return null;
    const majorities = Object.entries(d.majorities ?? {})
      .filter(([, m]) => m.seats.length > 0 && m.bonus > 0)
      .map(([colour, m]) => `${colour}: ${listWords(m.seats.map((s) => nameOf(seats, s)))} (+${m.bonus}${m.seats.length > 1 ? ' each' : ''})`);
    return {
      caption: 'How the points were made',
      columns: ['Plain', 'Matching', 'Majorities', 'Total'],
      rows: d.seats.map((s) => ({ seat: s.seat, cells: [s.plainCounters, 2 * s.matchingCounters, sum(s.majorityBonuses), s.total] })),
      notes: [
        'Plain: 1 point per counter of a colour on none of the player’s resource cards. Matching: 2 points per counter matching one of them.',
        ...(majorities.length ? [`Majority bonuses: ${majorities.join('; ')}.`] : []),
      ],
    };
  },
  'relic-runners': (d: { sheets?: { seat: number; coins: number; blueTiles: number; relicColors: number; ivoryBonus: number; total: number; relics: number; differentRelics: number }[] }) => {
    if (!d.sheets) return null;
    return {
      caption: 'How the points were made',
      columns: ['Coins', 'Blue tiles', 'Relic colours', 'Ivory', 'Total', 'Relics'],
      rows: d.sheets.map((s) => ({ seat: s.seat, cells: [s.coins, s.blueTiles, s.relicColors, s.ivoryBonus, s.total, s.relics] })),
      notes: ['Relic colours: 5 points per colour of relic held. Ivory: the level-1 ivory bonus. A tie on points goes to the most relics, then to the most colours of relics.'],
    };
  },
  'reliques-co': (d: { reputation?: number[]; museumMajorities?: number[]; dollars?: number[] }, _seats, result) => {
    if (!d.reputation) return null;
    return {
      caption: 'How the reputation was made',
      columns: ['In play', 'Museums', 'Total', 'Dollars'],
      rows: d.reputation.map((rep, seat) => ({ seat, cells: [rep, d.museumMajorities?.[seat] ?? 0, result.scores[seat] ?? rep, d.dollars?.[seat] ?? 0] })),
      notes: ['Reputation earned in play, plus each museum’s majority bonus. A tie on reputation goes to the most dollars.'],
    };
  },
  'space-relics': (d: { lines?: { seat: number; status: 'museum' | 'escaped' | 'captured'; artifacts: number; items: number; total: number; escapeRank: number | null }[] }) => {
    if (!d.lines) return null;
    const status = (l: { status: string; escapeRank: number | null }) =>
      l.status === 'escaped' ? `escaped${l.escapeRank !== null ? ` (${ordinal(l.escapeRank + 1)} out)` : ''}` : l.status === 'captured' ? 'captured' : 'still inside';
    return {
      caption: 'How the treasure was counted',
      columns: ['Ended', 'Artifacts', 'Items', 'Total'],
      rows: d.lines.map((l) => ({ seat: l.seat, cells: [status(l), l.artifacts, l.items, l.total] })),
      notes: ['Artifacts score their value and each item card held 1 point, for players who escaped only; a tie goes to the first one out.'],
    };
  },
  'relic-run': (d: { won?: boolean; rounds?: number; xp?: number }, seats) => {
    if (d.won === undefined) return null;
    return {
      caption: 'The party',
      columns: ['Outcome', 'Rounds', 'Experience'],
      rows: [{ seat: -1, cells: [d.won ? 'won' : 'lost', d.rounds ?? 0, d.xp ?? 0] }],
      notes: [`Heroes: ${listWords(seats.map((s) => nameOf(seats, s.seat)))}.`],
    };
  },
};

function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** The game's score breakdown from its result details; null after a forfeit or for a game without one. */
export function scoreBreakdown(gameId: string, result: ResultLike, seats: SeatName[]): Breakdown | null {
  if (endingOf(result).how !== 'score' || !result.details || typeof result.details !== 'object') return null;
  const describe = breakdowns[gameId];
  try {
    return describe ? describe(result.details, seats, result) : null;
  } catch {
    return null;
  }
}

export { nameOf as seatNameOf };
