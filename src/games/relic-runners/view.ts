import { LOCATIONS, RELIC_COLORS, TOKEN_TRAIL, TRAILS, relicsToEnd, tile, type Level, type RelicColor, type SiteKind, type TempleColor } from './data.js';
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
  };
  /** The choice the player on turn must make now (details of a peek only for that player). */
  prompt: PromptView | null;
  relicsCollected: number;
  relicsToEnd: number;
  lastRoundTriggeredBy: number | null;
  extraTurns: boolean;
  /** Only the viewer's own secrets: face-down coins and blue tiles. */
  you: { coins: number; blueTiles: TileFace[] } | null;
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
    trails: TRAILS.map((t) => ({ id: t.id, ends: [t.ends[0], t.ends[1]], kind: t.kind })),
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
    },
    prompt: s.over ? null : promptView(s, s.pending[0], seat),
    relicsCollected: s.players.reduce((sum, p) => sum + p.relics.reduce((a, b) => a + b, 0), 0),
    relicsToEnd: relicsToEnd(s.players.length),
    lastRoundTriggeredBy: s.endTrigger,
    extraTurns: s.inExtraTurns,
    you: own ? { coins: own.coins, blueTiles: own.blue.map((b) => face(b.tile)) } : null,
    over: s.over,
    final: s.over ? finalScores(s) : null,
  };
}

