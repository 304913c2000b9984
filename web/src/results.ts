/**
 * Results in words (issue 31): how a finished match ended (the game's own end, a resignation, a
 * missed deadline or a claim) and each game's score breakdown, read from `result.details` as the
 * contract types it (`<Game>ResultDetails`, or `ForfeitDetails`). Pure functions of the result,
 * shared by the match page, the replay and the profile.
 */

import { listIn } from '../../src/engine/i18n.ts';
import { currentLocale, words } from './i18n.ts';

const t = words({
  en: {
    seat: 'Seat {n}',
    resigned: '{losers} resigned',
    ranOut: '{losers} ran out of time',
    claimed: '{losers} missed the deadline and the win was claimed',
    partyLostCause: 'The party lost: {cause}.',
    nobodyCause: 'Nobody won: {cause}.',
    winBy: '{winners} {count, plural, one {wins} other {win}} by {how, select, claim {claim} timeout {timeout} other {resignation}}: {cause}.',
    partyWonIn: 'The party won in {rounds, plural, one {# round} other {# rounds}}: {reason}.',
    partyLostAfter: 'The party lost after {rounds, plural, one {# round} other {# rounds}}: {reason}.',
    partyWon: 'The party won.',
    partyLost: 'The party lost.',
    nobodyScores: 'Nobody won. Scores: {scores}.',
    nobody: 'Nobody won.',
    onPoints: '{winners} {count, plural, one {wins} other {win}} on points: {scores}.',
    wins: '{winners} {count, plural, one {wins} other {win}}.',
    allEnemiesDead: 'every enemy was defeated',
    heroFell: 'a hero fell',
    timeLimit: 'the last round ran out',
    pointsCaption: 'How the points were made',
    plain: 'Plain',
    matching: 'Matching',
    majorities: 'Majorities',
    total: 'Total',
    majority: '{colour}: {names} (+{bonus}{each, select, true { each} other {}})',
    ruinNote: 'Plain: 1 point per counter of a colour on none of the player’s resource cards. Matching: 2 points per counter matching one of them.',
    majorityNote: 'Majority bonuses: {list}.',
    coins: 'Coins',
    blueTiles: 'Blue tiles',
    relicColours: 'Relic colours',
    ivory: 'Ivory',
    relics: 'Relics',
    runnersNote: 'Relic colours: 5 points per colour of relic held. Ivory: the level-1 ivory bonus. A tie on points goes to the most relics, then to the most colours of relics.',
    reputationCaption: 'How the reputation was made',
    inPlay: 'In play',
    museums: 'Museums',
    dollars: 'Dollars',
    reliquesNote: 'Reputation earned in play, plus each museum’s majority bonus. A tie on reputation goes to the most dollars.',
    treasureCaption: 'How the treasure was counted',
    ended: 'Ended',
    artifacts: 'Artifacts',
    items: 'Items',
    escaped: 'escaped',
    escapedRank: 'escaped ({rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} out)',
    captured: 'captured',
    inside: 'still inside',
    spaceNote: 'Artifacts score their value and each item card held 1 point, for players who escaped only; a tie goes to the first one out.',
    party: 'The party',
    outcome: 'Outcome',
    rounds: 'Rounds',
    experience: 'Experience',
    won: 'won',
    lost: 'lost',
    heroes: 'Heroes: {names}.',
  },
  fr: {
    seat: 'Place {n}',
    resigned: '{count, plural, one {{losers} a abandonné} other {{losers} ont abandonné}}',
    ranOut: '{count, plural, one {{losers} n’avait plus de temps} other {{losers} n’avaient plus de temps}}',
    claimed: '{count, plural, one {{losers} a dépassé le délai} other {{losers} ont dépassé le délai}} et la victoire a été réclamée',
    partyLostCause: 'L’équipe a perdu : {cause}.',
    nobodyCause: 'Personne n’a gagné : {cause}.',
    winBy: '{winners} {count, plural, one {gagne} other {gagnent}} {how, select, claim {sur réclamation} timeout {au temps} other {par abandon}} : {cause}.',
    partyWonIn: 'L’équipe a gagné en {rounds, plural, one {# manche} other {# manches}} : {reason}.',
    partyLostAfter: 'L’équipe a perdu après {rounds, plural, one {# manche} other {# manches}} : {reason}.',
    partyWon: 'L’équipe a gagné.',
    partyLost: 'L’équipe a perdu.',
    nobodyScores: 'Personne n’a gagné. Scores : {scores}.',
    nobody: 'Personne n’a gagné.',
    onPoints: '{winners} {count, plural, one {gagne} other {gagnent}} aux points : {scores}.',
    wins: '{winners} {count, plural, one {gagne} other {gagnent}}.',
    allEnemiesDead: 'tous les ennemis ont été vaincus',
    heroFell: 'un héros est tombé',
    timeLimit: 'la dernière manche s’est achevée',
    pointsCaption: 'Le détail des points',
    plain: 'Simples',
    matching: 'Assortis',
    majorities: 'Majorités',
    total: 'Total',
    majority: '{colour} : {names} (+{bonus}{each, select, true { chacun} other {}})',
    ruinNote: 'Simples : 1 point par pion d’une couleur absente des cartes ressources du joueur. Assortis : 2 points par pion assorti à l’une d’elles.',
    majorityNote: 'Bonus de majorité : {list}.',
    coins: 'Pièces',
    blueTiles: 'Tuiles bleues',
    relicColours: 'Couleurs de reliques',
    ivory: 'Ivoire',
    relics: 'Reliques',
    runnersNote: 'Couleurs de reliques : 5 points par couleur de relique possédée. Ivoire : le bonus d’ivoire du niveau 1. En cas d’égalité aux points, le plus de reliques l’emporte, puis le plus de couleurs de reliques.',
    reputationCaption: 'Le détail de la réputation',
    inPlay: 'En jeu',
    museums: 'Musées',
    dollars: 'Dollars',
    reliquesNote: 'La réputation gagnée en jeu, plus le bonus de majorité de chaque musée. En cas d’égalité de réputation, le plus de dollars l’emporte.',
    treasureCaption: 'Le décompte du trésor',
    ended: 'Fin',
    artifacts: 'Artefacts',
    items: 'Objets',
    escaped: 'sorti',
    escapedRank: 'sorti ({rank, selectordinal, one {#er} other {#e}})',
    captured: 'capturé',
    inside: 'encore à l’intérieur',
    spaceNote: 'Les artefacts rapportent leur valeur et chaque carte objet 1 point, aux seuls joueurs sortis ; en cas d’égalité, le premier sorti l’emporte.',
    party: 'L’équipe',
    outcome: 'Issue',
    rounds: 'Manches',
    experience: 'Expérience',
    won: 'gagnée',
    lost: 'perdue',
    heroes: 'Héros : {names}.',
  },
});

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

const nameOf = (seats: SeatName[], seat: number) => seats.find((s) => s.seat === seat)?.name ?? t('seat', { n: seat + 1 });

/** "Ada", "Ada and Bob", "Ada, Bob and Cy" (in French "Ada, Bob et Cy"). */
export function listWords(names: string[]): string {
  return listIn(currentLocale.get(), names);
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

const relicRunReasons = (reason: RelicRunDetails['reason']): string =>
  t(reason === 'all-enemies-dead' ? 'allEnemiesDead' : reason === 'hero-fell' ? 'heroFell' : 'timeLimit');

/**
 * Who won and how, in one or two sentences: "Bob wins: Ada resigned.", "Ada wins on points:
 * Ada 14, Bob 9.", "Bob wins by claim: Ada missed the deadline."
 */
export function resultWords(gameId: string, result: ResultLike, seats: SeatName[]): string {
  const winners = listWords(result.winners.map((s) => nameOf(seats, s)));
  const count = result.winners.length;
  const ending = endingOf(result);
  if (ending.how !== 'score') {
    const losers = { losers: listWords(ending.seats.map((s) => nameOf(seats, s))), count: ending.seats.length };
    const cause = ending.how === 'resign' ? t('resigned', losers) : ending.how === 'timeout' ? t('ranOut', losers) : t('claimed', losers);
    if (result.winners.length === 0) return gameId === 'relic-run' ? t('partyLostCause', { cause }) : t('nobodyCause', { cause });
    return t('winBy', { winners, count, how: ending.how, cause });
  }
  if (gameId === 'relic-run' && result.details && typeof result.details === 'object' && 'won' in result.details) {
    const d = result.details as RelicRunDetails;
    return t(d.won ? 'partyWonIn' : 'partyLostAfter', { rounds: d.rounds, reason: relicRunReasons(d.reason) });
  }
  if (gameId === 'relic-run') return result.winners.length > 0 ? t('partyWon') : t('partyLost');
  if (result.winners.length === 0) return result.scores.length ? t('nobodyScores', { scores: scoreList(result, seats) }) : t('nobody');
  return result.scores.length ? t('onPoints', { winners, count, scores: scoreList(result, seats) }) : t('wins', { winners, count });
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
      .map(([colour, m]) => t('majority', { colour, names: listWords(m.seats.map((s) => nameOf(seats, s))), bonus: String(m.bonus), each: m.seats.length > 1 ? 'true' : 'false' }));
    return {
      caption: t('pointsCaption'),
      columns: [t('plain'), t('matching'), t('majorities'), t('total')],
      rows: d.seats.map((s) => ({ seat: s.seat, cells: [s.plainCounters, 2 * s.matchingCounters, sum(s.majorityBonuses), s.total] })),
      notes: [
        t('ruinNote'),
        ...(majorities.length ? [t('majorityNote', { list: majorities.join(currentLocale.get() === 'fr' ? ' ; ' : '; ') })] : []),
      ],
    };
  },
  'relic-runners': (d: { sheets?: { seat: number; coins: number; blueTiles: number; relicColors: number; ivoryBonus: number; total: number; relics: number; differentRelics: number }[] }) => {
    if (!d.sheets) return null;
    return {
      caption: t('pointsCaption'),
      columns: [t('coins'), t('blueTiles'), t('relicColours'), t('ivory'), t('total'), t('relics')],
      rows: d.sheets.map((s) => ({ seat: s.seat, cells: [s.coins, s.blueTiles, s.relicColors, s.ivoryBonus, s.total, s.relics] })),
      notes: [t('runnersNote')],
    };
  },
  'reliques-co': (d: { reputation?: number[]; museumMajorities?: number[]; dollars?: number[] }, _seats, result) => {
    if (!d.reputation) return null;
    return {
      caption: t('reputationCaption'),
      columns: [t('inPlay'), t('museums'), t('total'), t('dollars')],
      rows: d.reputation.map((rep, seat) => ({ seat, cells: [rep, d.museumMajorities?.[seat] ?? 0, result.scores[seat] ?? rep, d.dollars?.[seat] ?? 0] })),
      notes: [t('reliquesNote')],
    };
  },
  'space-relics': (d: { lines?: { seat: number; status: 'museum' | 'escaped' | 'captured'; artifacts: number; items: number; total: number; escapeRank: number | null }[] }) => {
    if (!d.lines) return null;
    const status = (l: { status: string; escapeRank: number | null }) =>
      l.status === 'escaped' ? (l.escapeRank !== null ? t('escapedRank', { rank: l.escapeRank + 1 }) : t('escaped')) : l.status === 'captured' ? t('captured') : t('inside');
    return {
      caption: t('treasureCaption'),
      columns: [t('ended'), t('artifacts'), t('items'), t('total')],
      rows: d.lines.map((l) => ({ seat: l.seat, cells: [status(l), l.artifacts, l.items, l.total] })),
      notes: [t('spaceNote')],
    };
  },
  'relic-run': (d: { won?: boolean; rounds?: number; xp?: number }, seats) => {
    if (d.won === undefined) return null;
    return {
      caption: t('party'),
      columns: [t('outcome'), t('rounds'), t('experience')],
      rows: [{ seat: -1, cells: [d.won ? t('won') : t('lost'), d.rounds ?? 0, d.xp ?? 0] }],
      notes: [t('heroes', { names: listWords(seats.map((s) => nameOf(seats, s.seat))) })],
    };
  },
};

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
