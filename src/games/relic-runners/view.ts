import { LOCATIONS, RELIC_COLORS, TOKEN_TRAIL, relicsToEnd, tile, type Level, type RelicColor, type SiteKind, type TempleColor } from './data.js';
import { boardMap } from './versions.js';
import { player } from './board.js';
import { usableBeforeDiscard } from './legal.js';
import type { Prompt, RelicRunnersState as State, TurnPhase } from './state.js';
import { finalScores, type ScoreSheet } from './score.js';

/** A tile as its holder (or everyone, once face up) sees it. */
export type TileFace =
  | { tile: number; color: 'ivory' | 'purple'; level: Level; effect: string }
  | { tile: number; color: 'blue'; level: Level; value: number };

function face(id: number): TileFace {
  const t = tile(id);
  return t.color === 'blue' ? { tile: id, color: 'blue', level: t.level, value: t.value } : { tile: id, color: t.color, level: t.level, effect: t.effect };
}

export interface SiteView {
  location: number;
  name: string;
  kind: SiteKind;
  quadrant: number;
  color: TempleColor | null;
  /** Tiles left (their sizes are public; their faces are not). */
  tilesLeft: number;
  /** Levels (sizes) of a temple's tiles left, top first; empty for ruins and Base Camp. */
  levels: Level[];
  /** Face-up top tile of a purple temple. */
  top: TileFace | null;
  relic: RelicColor | null;
}

export interface ExplorerView {
  seat: number;
  location: number;
  rations: number;
  pathwaysInReserve: number;
  chart: { reserve: number; bottom: number; machete: number[]; compass: number[]; shovel: number[] };
  ivory: (TileFace | null)[];
  /** Blue tiles held; their values are secret unless revealed. */
  blueTiles: number;
  /** Each blue tile held, in the order taken: its size and whether it is face up (in `revealedBlue`). */
  blueHeld: { level: Level; revealed: boolean }[];
  revealedBlue: TileFace[];
  relics: Record<RelicColor, number>;
}

export type PromptView =
  | { kind: 'climb'; steps: number }
  | { kind: 'placePathway'; anchor: number }
  /** `usableBeforeDiscard`: the tile whose power may still be used, then discarded (else null). */
  | { kind: 'ivoryChoice'; newTile: TileFace; usableBeforeDiscard: TileFace | null }
  | { kind: 'pickTile'; site: number; tiles?: TileFace[] }
  | { kind: 'movePathway'; count: number; lifted: number | null }
  | { kind: 'flip'; count: number; optional: boolean }
  | { kind: 'adjacentAction'; from: number };

export interface RelicRunnersView {
  seat: number | null;
  players: number;
  setup: string;
  sites: SiteView[];
  /** The map's trails (static): ends are location ids; rivers carry a Toolbox token. */
  trails: { id: number; ends: [number, number]; kind: 'jungle' | 'river' }[];
  tokens: { trail: number; faceUp: boolean }[];
  /** Seats with a Pathway on each trail id (trails without any are left out). */
  pathways: { trail: number; seats: number[] }[];
  campRations: number;
  explorers: ExplorerView[];
  turn: {
    seat: number;
    number: number;
    phase: TurnPhase;
    start: number;
    trails: number[];
    unfamiliarTaken: boolean;
    toolboxUsed: boolean;
    explored: boolean;
    doubling: boolean;
    /** Relic on the shrine where the turn began (a Relic Expedition carries it), else null. */
    startRelic: RelicColor | null;
    /** Index in `trails` of the unfamiliar trail, -1 if none yet. */
    unfamiliarAt: number;
    /** Toolbox steps earned during the move, added at its end. */
    bonusSteps: number;
    /** Reached Base Camp: the turn ends once the pending choices are answered. */
    endsAtCamp: boolean;
    /** Blue tiles taken this turn (the last ones the player on turn holds). */
    blueTaken: number;
  };
  /** The choice the player on turn must make now (details of a peek only for that player). */
  prompt: PromptView | null;
  /** Every choice still pending, `prompt`'s first, as the rules hold them (no tile of a peek). */
  pending: Prompt[];
  /** Ivory and purple tiles out of play, in the order they left (all were face up). */
  discards: TileFace[];
  relicsCollected: number;
  relicsToEnd: number;
  lastRoundTriggeredBy: number | null;
  extraTurns: boolean;
  /** Seats still owed an ivory extra turn after the current one, in order. */
  extraTurnsQueue: number[];
  /**
   * Only the viewer's own secrets: face-down coins (and those scored this turn, while it is the
   * viewer's turn), blue tiles, and tiles it saw by peeking that still lie face down in a temple.
   */
  you: { coins: number; coinsThisTurn: number; blueTiles: TileFace[]; peeked: { site: number; tile: TileFace }[] } | null;
  over: boolean;
  /** Everything revealed, once the game is over. */
  final: ScoreSheet[] | null;
}

function promptView(s: State, prompt: Prompt | undefined, viewer: number | null): PromptView | null {
  if (!prompt) return null;
  switch (prompt.kind) {
    case 'climb':
      return { kind: 'climb', steps: prompt.steps };
    case 'placePathway':
      return { kind: 'placePathway', anchor: prompt.anchor };
    case 'ivoryChoice': {
      const usable = usableBeforeDiscard(s, prompt);
      return { kind: 'ivoryChoice', newTile: face(prompt.newTile), usableBeforeDiscard: usable === null ? null : face(usable) };
    }
    case 'pickTile': {
      if (viewer !== s.turn.seat) return { kind: 'pickTile', site: prompt.site };
      const stack = s.stacks[prompt.site] as number[];
      return { kind: 'pickTile', site: prompt.site, tiles: [...stack].reverse().map(face) };
    }
    case 'movePathway':
      return { kind: 'movePathway', count: prompt.count, lifted: prompt.lifted };
    case 'flip':
      return { kind: 'flip', count: prompt.count, optional: prompt.optional };
    case 'adjacentAction':
      return { kind: 'adjacentAction', from: prompt.from };
    case 'reveal':
      return null;
  }
}

/** A pending prompt as the view carries it: a copy (nothing in a prompt is secret). */
export function copyPrompt(p: Prompt): Prompt {
  return p.kind === 'movePathway' ? { ...p, vacated: [...p.vacated], placed: [...p.placed] } : { ...p };
}

/** Tiles `seat` peeked at that still lie face down in a temple, by site and top first. */
function peekedStillHidden(s: State, seat: number): { site: number; tile: TileFace }[] {
  const seen = s.peeked?.[seat] ?? [];
  const out: { site: number; tile: TileFace }[] = [];
  if (seen.length === 0) return out;
  s.stacks.forEach((stack, site) => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const id = stack[i] as number;
      if (id >= 0 && seen.includes(id)) out.push({ site, tile: face(id) });
    }
  });
  return out;
}

export function viewFor(s: State, seat: number | null): RelicRunnersView {
  const sites: SiteView[] = LOCATIONS.map((l) => {
    const stack = s.stacks[l.id] as number[];
    const topId = stack[stack.length - 1];
    return {
      location: l.id,
      name: l.name,
      kind: l.kind,
      quadrant: l.quadrant,
      color: s.templeColor[l.id] ?? null,
      tilesLeft: stack.length,
      levels: l.kind === 'temple' ? stack.map((id) => tile(id).level).reverse() : [],
      top: s.topRevealed[l.id] && topId !== undefined ? face(topId) : null,
      relic: s.relicAt[l.id] ?? null,
    };
  });
  const explorers: ExplorerView[] = s.players.map((p, i) => ({
    seat: i,
    location: p.location,
    rations: p.rations,
    pathwaysInReserve: p.pathwaysInReserve,
    chart: { reserve: p.chart.reserve, bottom: p.chart.bottom, machete: [...p.chart.machete], compass: [...p.chart.compass], shovel: [...p.chart.shovel] },
    ivory: p.ivory.map((id) => (id === null ? null : face(id))),
    blueTiles: p.blue.length,
    blueHeld: p.blue.map((b) => ({ level: tile(b.tile).level, revealed: b.revealed || s.over })),
    revealedBlue: p.blue.filter((b) => b.revealed || s.over).map((b) => face(b.tile)),
    relics: Object.fromEntries(RELIC_COLORS.map((c, k) => [c, p.relics[k] ?? 0])) as Record<RelicColor, number>,
  }));
  const pathways: { trail: number; seats: number[] }[] = [];
  s.pathways.forEach((mask, trail) => {
    if (mask === 0) return;
    pathways.push({ trail, seats: s.players.map((_, i) => i).filter((i) => (mask >> i) & 1) });
  });
  const own = seat !== null && seat >= 0 && seat < s.players.length ? player(s, seat) : null;
  const t = s.turn;
  return {
    seat,
    players: s.players.length,
    setup: s.options.setup,
    sites,
    trails: boardMap().trails.map((t) => ({ id: t.id, ends: [t.ends[0], t.ends[1]], kind: t.kind })),
    tokens: TOKEN_TRAIL.map((trail, k) => ({ trail, faceUp: s.tokens[k] === true })),
    pathways,
    campRations: s.campRations,
    explorers,
    turn: {
      seat: t.seat,
      number: s.turnNumber,
      phase: t.phase,
      start: t.start,
      trails: [...t.trails],
      unfamiliarTaken: t.unfamiliarAt >= 0,
      toolboxUsed: t.toolboxUsed,
      explored: t.explored,
      doubling: t.doubling,
      startRelic: t.startRelic,
      unfamiliarAt: t.unfamiliarAt,
      bonusSteps: t.bonusSteps,
      endsAtCamp: t.endsAtCamp,
      blueTaken: t.blueThisTurn.length,
    },
    prompt: s.over ? null : promptView(s, s.pending[0], seat),
    pending: s.pending.map(copyPrompt),
    discards: (s.discards ?? []).map(face),
    relicsCollected: s.players.reduce((sum, p) => sum + p.relics.reduce((a, b) => a + b, 0), 0),
    relicsToEnd: relicsToEnd(s.players.length),
    lastRoundTriggeredBy: s.endTrigger,
    extraTurns: s.inExtraTurns,
    extraTurnsQueue: [...s.extraTurns],
    you: own
      ? {
          coins: own.coins,
          coinsThisTurn: t.seat === seat ? t.coinsThisTurn : 0,
          blueTiles: own.blue.map((b) => face(b.tile)),
          peeked: peekedStillHidden(s, seat as number),
        }
      : null,
    over: s.over,
    final: s.over ? finalScores(s) : null,
  };
}

