import { randomInt, seedRng, type RngState } from '../../engine/index.js';
import { RELIC_COLORS, RUIN_TILE, TILES, type Level, type TempleColor } from './data.js';
import { boardMap } from './versions.js';
import type { RelicRunnersOptions } from './moves.js';
import type { BlueHeld, PlayerState, RelicRunnersState as State, TurnState } from './state.js';
import { copyPrompt, type ExplorerView, type RelicRunnersView as View } from './view.js';

/** Tile ids by colour and level, with and without the red-gem tiles of the first game. */
const TILES_OF: Record<'all' | 'first', Record<TempleColor, number[][]>> = {
  all: byColorAndLevel(false),
  first: byColorAndLevel(true),
};

function byColorAndLevel(withoutRedGem: boolean): Record<TempleColor, number[][]> {
  const out = { ivory: [[], [], []], blue: [[], [], []], purple: [[], [], []] } as Record<TempleColor, number[][]>;
  for (const t of TILES) if (!(withoutRedGem && t.redGem)) (out[t.color][t.level - 1] as number[]).push(t.id);
  return out;
}

/** Every tile id the seat sees face up (or saw and knows where it is), as flags by id. */
function knownTiles(view: View): Uint8Array {
  const known = new Uint8Array(TILES.length);
  for (const site of view.sites) if (site.top) known[site.top.tile] = 1;
  for (const e of view.explorers) {
    for (const f of e.ivory) if (f) known[f.tile] = 1;
    for (const f of e.revealedBlue) known[f.tile] = 1;
  }
  for (const f of view.discards) known[f.tile] = 1;
  for (const f of view.you?.blueTiles ?? []) known[f.tile] = 1;
  for (const p of view.you?.peeked ?? []) known[p.tile.tile] = 1;
  if (view.prompt?.kind === 'ivoryChoice') known[view.prompt.newTile.tile] = 1;
  if (view.prompt?.kind === 'pickTile') for (const f of view.prompt.tiles ?? []) known[f.tile] = 1;
  return known;
}

const COLOR_INDEX: Record<TempleColor, number> = { ivory: 0, blue: 1, purple: 2 };

/**
 * Draws unseen tiles of one colour and level without replacement, uniformly: a lazy
 * Fisher-Yates over the ids the seat has not seen.
 */
class UnseenPool {
  private readonly left: (number[] | undefined)[] = [];

  constructor(
    private readonly tiles: Record<TempleColor, number[][]>,
    private readonly known: Uint8Array,
    private readonly rng: RngState,
  ) {}

  draw(color: TempleColor, level: Level): number {
    const key = 3 * COLOR_INDEX[color] + level - 1;
    let ids = this.left[key];
    if (!ids) {
      ids = (this.tiles[color][level - 1] as number[]).filter((id) => this.known[id] === 0);
      this.left[key] = ids;
    }
    if (ids.length === 0) throw new Error(`relic-runners determinize: no unseen ${color} tile of level ${level} left`);
    const i = randomInt(this.rng, ids.length);
    const id = ids[i] as number;
    ids[i] = ids[ids.length - 1] as number;
    ids.pop();
    return id;
  }
}

/**
 * Tiles the seat can name in a temple, at index 4 * site + level (-1: unknown): the face-up
 * purple top, a peek under way, its earlier peeks.
 */
function namedTiles(view: View): Int16Array {
  const named = new Int16Array(4 * view.sites.length).fill(-1);
  const name = (site: number, level: number, id: number): void => {
    named[4 * site + level] = id;
  };
  for (const site of view.sites) if (site.top) name(site.location, site.top.level, site.top.tile);
  for (const p of view.you?.peeked ?? []) name(p.site, p.tile.level, p.tile.tile);
  if (view.prompt?.kind === 'pickTile') for (const f of view.prompt.tiles ?? []) name(view.prompt.site, f.level, f.tile);
  return named;
}

/** Stacks bottom first; a temple holds one tile per level, so (site, level) names a slot. */
function sampleStacks(view: View, pool: UnseenPool): number[][] {
  const named = namedTiles(view);
  return view.sites.map((site) => {
    if (site.kind === 'ruin') return Array<number>(site.tilesLeft).fill(RUIN_TILE);
    if (site.color === null) return [];
    const stack: number[] = [];
    for (let i = site.levels.length - 1; i >= 0; i--) {
      const level = site.levels[i] as Level;
      const known = named[4 * site.location + level] as number;
      stack.push(known >= 0 ? known : pool.draw(site.color, level));
    }
    return stack;
  });
}

function sampleBlue(e: ExplorerView, view: View, seat: number, pool: UnseenPool): BlueHeld[] {
  if (e.seat === seat && view.you) {
    return view.you.blueTiles.map((f, i) => ({ tile: f.tile, revealed: e.blueHeld[i]?.revealed === true }));
  }
  let next = 0;
  return e.blueHeld.map((b) => {
    if (b.revealed) return { tile: (e.revealedBlue[next++] as { tile: number }).tile, revealed: true };
    return { tile: pool.draw('blue', b.level), revealed: false };
  });
}

/**
 * Another player's coin total is not in the view and has no bound: the sample gives them as
 * many as the seat has itself (the neutral guess); at the end the score sheets show it.
 */
function coinsOf(view: View, of: number): number {
  if (view.final) return (view.final[of] as { coins: number }).coins;
  return view.you?.coins ?? 0;
}

function samplePlayers(view: View, seat: number, pool: UnseenPool): PlayerState[] {
  return view.explorers.map((e) => ({
    location: e.location,
    rations: e.rations,
    pathwaysInReserve: e.pathwaysInReserve,
    chart: { reserve: e.chart.reserve, bottom: e.chart.bottom, machete: [...e.chart.machete], compass: [...e.chart.compass], shovel: [...e.chart.shovel] },
    coins: coinsOf(view, e.seat),
    blue: sampleBlue(e, view, seat, pool),
    ivory: e.ivory.map((f) => (f ? f.tile : null)),
    relics: RELIC_COLORS.map((c) => e.relics[c]),
  }));
}

function turnOf(view: View, seat: number, players: PlayerState[]): TurnState {
  const t = view.turn;
  const blue = (players[t.seat] as PlayerState).blue;
  return {
    seat: t.seat,
    phase: t.phase,
    start: t.start,
    startRelic: t.startRelic,
    trails: [...t.trails],
    unfamiliarAt: t.unfamiliarAt,
    bonusSteps: t.bonusSteps,
    toolboxUsed: t.toolboxUsed,
    explored: t.explored,
    doubling: t.doubling,
    // Another player's coins this turn are as unknown as their total (see coinsOf).
    coinsThisTurn: t.seat === seat ? (view.you?.coinsThisTurn ?? 0) : 0,
    blueThisTurn: blue.slice(blue.length - t.blueTaken).map((b) => b.tile),
    endsAtCamp: t.endsAtCamp,
  };
}

/**
 * A full state the seat cannot tell from the truth (RULES.md, "Determinization"). Hidden are the
 * face-down temple tiles, the other players' unrevealed blue tiles, their coins and the
 * generator; everything else is copied from the view.
 */
export function determinize(view: View, seat: number, rng: RngState): State {
  const setup = view.setup as RelicRunnersOptions['setup'];
  const pool = new UnseenPool(TILES_OF[setup === 'first' ? 'first' : 'all'], knownTiles(view), rng);
  const stacks = sampleStacks(view, pool);
  const players = samplePlayers(view, seat, pool);
  const pathways = boardMap().trails.map(() => 0);
  for (const p of view.pathways) pathways[p.trail] = p.seats.reduce((mask, s) => mask | (1 << s), 0);
  const peekedIds = (view.you?.peeked ?? []).map((p) => p.tile.tile);
  return {
    game: 'relic-runners',
    options: { setup },
    players,
    rng: seedRng(String(randomInt(rng, 2 ** 32))),
    stacks,
    templeColor: view.sites.map((s) => s.color),
    relicAt: view.sites.map((s) => s.relic),
    topRevealed: view.sites.map((s) => s.top !== null),
    tokens: view.tokens.map((t) => t.faceUp),
    pathways,
    campRations: view.campRations,
    turn: turnOf(view, seat, players),
    pending: view.pending.map(copyPrompt),
    endTrigger: view.lastRoundTriggeredBy,
    extraTurns: [...view.extraTurnsQueue],
    inExtraTurns: view.extraTurns,
    over: view.over,
    turnNumber: view.turn.number,
    discards: view.discards.map((f) => f.tile),
    // What the others peeked at is theirs to know; it changes only their views.
    peeked: view.explorers.map((e) => (e.seat === seat ? peekedIds : [])),
  };
}
