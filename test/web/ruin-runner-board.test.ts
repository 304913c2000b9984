import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { pick, randomInt, seedRng, type Seat } from '../../src/engine/index.js';
import { ruinRunner } from '../../src/games/ruin-runner/index.js';
import type { Move } from '../../src/games/ruin-runner/moves.js';
import type { State } from '../../src/games/ruin-runner/state.js';
import { Board } from '../../web/src/games/ruin-runner/board.tsx';
import { rotatedSides } from '../../web/src/games/ruin-runner/geometry.ts';
import { NO_SELECTION, boardTargets, orientationsOf, placements, type Selection } from '../../web/src/games/ruin-runner/targets.ts';
import { boardHtml, checkBoardHidesWhatTheSeatCannotSee } from './board-leak.js';

const game = ruinRunner;

describe('the Ruin Runner board shows nothing the seat cannot see', () => {
  for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
    it(`${players} players: the board drawn from the truth and from samples of the seat's view is the same`, () => {
      const { compared, differingHidden } = checkBoardHidesWhatTheSeatCannotSee({ game, Board, players, games: 2, statesPerGame: 6, samples: 2 });
      expect(compared).toBeGreaterThan(0);
      expect(differingHidden).toBeGreaterThan(0);
    });
  }
});

/** States met along a seeded random game, every one of them (the end included). */
function walk(players: number, seed: string, variant = false): State[] {
  const rng = seedRng(`rr-board:${seed}`);
  let state = game.setup({ players, options: game.options.parse({ noHonorAmongThieves: variant }), seed });
  const states = [state];
  while (game.result(state) === null && states.length < 3_000) {
    const seat = game.activeSeats(state)[0] as Seat;
    const moves = game.legalMoves(state, seat);
    // Mostly take counters, so looting lasts and looters meet (the variant's swaps).
    const takes = moves.filter((m) => m.type === 'take' || m.type === 'swap');
    state = game.apply(state, seat, takes.length > 0 && randomInt(rng, 10) < 8 ? pick(rng, takes) : pick(rng, moves)).state;
    states.push(state);
  }
  return states;
}

function legalOf(state: State) {
  const seat = game.activeSeats(state)[0] as Seat;
  const view = game.view(state, seat);
  const moves = game.legalMoves(state, seat);
  return { seat, view, legal: { moves, texts: moves.map((m) => game.describeMove(m, view)) } };
}

/**
 * Clicks every target from the empty selection on, breadth first: returns each move index a
 * click plays and the selection it was played from, and every selection reached.
 */
function explore(legal: { moves: Move[]; texts: (string | null)[] }) {
  const played: { index: number; from: Selection; name: string }[] = [];
  const seen = new Set<string>([JSON.stringify(NO_SELECTION)]);
  const queue: Selection[] = [NO_SELECTION];
  while (queue.length > 0) {
    const selection = queue.shift()!;
    const targets = boardTargets(legal, selection);
    expect(new Set(targets.map((t) => t.name)).size, 'target names are unique').toBe(targets.length);
    for (const t of targets) {
      if (t.step.kind === 'play') {
        played.push({ index: t.step.index, from: selection, name: t.name });
        continue;
      }
      const key = JSON.stringify(t.step.selection);
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(t.step.selection);
      }
    }
    expect(seen.size, 'the selections stay few').toBeLessThan(5_000);
  }
  return { played, selections: seen.size };
}

const sample = (states: State[], every: number) => states.filter((_, i) => i % every === 0);

describe('Ruin Runner board targets', () => {
  const games = [
    ...[2, 3, 4, 6].map((players) => ({ players, variant: false, states: walk(players, `plain-${players}`) })),
    ...[3, 5].map((players) => ({ players, variant: true, states: walk(players, `variant-${players}`, true) })),
  ];

  it('every legal move is reached by a path of clicks, and each click that plays names exactly the move its path built', () => {
    let checked = 0;
    const kinds = new Set<string>();
    for (const { states } of games) {
      for (const state of sample(states, 3)) {
        if (game.result(state) !== null) continue;
        const { legal } = legalOf(state);
        const { played } = explore(legal);
        expect(new Set(played.map((p) => p.index))).toEqual(new Set(legal.moves.map((_, i) => i)));
        for (const { index, from, name } of played) {
          const move = legal.moves[index]!;
          kinds.add(move.type);
          expect(name).not.toBe('');
          expect(boardTargets(legal, from).find((t) => t.name === name)?.label).toBe(legal.texts[index] ?? expect.any(String));
          if (move.type === 'place') {
            // The click that places comes after picking this tile and this square.
            expect(from.tile).toBe(move.tile);
            expect(from.cell).toBe(`${move.x},${move.y}`);
            expect(name).toBe('place');
          }
          if (move.type === 'swap') {
            expect(name).toBe(`give:${move.give}`);
            if (from.swapWith !== null) expect(from.swapWith).toBe(move.with);
            if (from.receive !== null) expect(from.receive).toBe(move.receive);
          }
          if (move.type === 'move') expect(name).toBe(`step:${move.direction}`);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
    // The walk met every kind of move, the variant's swaps included.
    expect(kinds).toEqual(new Set(['place', 'move', 'take', 'take-nothing', 'swap', 'no-swap']));
  });

  it('nothing is offered without legal moves, and a selection that no longer fits them is ignored', () => {
    expect(boardTargets(null, NO_SELECTION)).toEqual([]);
    const state = games[0]!.states[0]!;
    const { legal } = legalOf(state);
    const stale: Selection = { ...NO_SELECTION, tile: 99, cell: '40,40', orientation: 3 };
    expect(boardTargets(legal, stale).map((t) => t.name)).toEqual(boardTargets(legal, NO_SELECTION).map((t) => t.name));
  });

  it('picking up a tile highlights exactly the squares where it may be laid; the preview turns through every legal way and back', () => {
    const state = games[0]!.states[4]!;
    const { legal, view } = legalOf(state);
    const first = boardTargets(legal, NO_SELECTION);
    // At first only hand tiles that fit somewhere can be picked up.
    const fitting = new Set(legal.moves.flatMap((m) => (m.type === 'place' ? [m.tile] : [])));
    expect(first.map((t) => t.name).sort()).toEqual([...fitting].map((t) => `hand:${t}`).sort());
    for (const tile of fitting) {
      const picked: Selection = { ...NO_SELECTION, tile };
      const cells = boardTargets(legal, picked).filter((t) => t.name.startsWith('cell:')).map((t) => t.name.slice(5));
      const expected = new Set(legal.moves.flatMap((m) => (m.type === 'place' && m.tile === tile ? [`${m.x},${m.y}`] : [])));
      expect(new Set(cells)).toEqual(expected);
      for (const cell of cells) {
        let selection: Selection = { ...picked, cell };
        const ways = orientationsOf(legal, selection);
        const seen = new Set<number>();
        for (let i = 0; i < ways.length; i++) {
          const place = boardTargets(legal, selection).find((t) => t.name === 'place')!;
          expect(place.step).toEqual({ kind: 'play', index: ways[selection.orientation]!.index });
          seen.add(selection.orientation);
          const next = boardTargets(legal, selection).find((t) => t.name === 'preview');
          if (!next) break;
          selection = (next.step as { selection: Selection }).selection;
        }
        // The preview visits every legal rotation (a gate's second exit arrow has its own button).
        const rotations = new Set(ways.map((w) => w.rotation));
        expect(new Set([...seen].map((i) => ways[i]!.rotation))).toEqual(rotations);
      }
    }
    expect(view.hand.length).toBeGreaterThan(0);
  });

  it('a hand tile turned on the board has its printed sides turned clockwise', () => {
    // Rotation r moves the side printed at d to d + r: an out arrow printed north points east after one turn.
    expect(rotatedSides('oi-w', 0)).toBe('oi-w');
    expect(rotatedSides('oi-w', 1)).toBe('woi-');
    expect(rotatedSides('oi-w', 2)).toBe('-woi');
    // Every placement's sides agree with what the engine puts on the board once it is played.
    const state = games[1]!.states[2]!;
    const { seat, legal, view } = legalOf(state);
    for (const [tile, cells] of placements(legal.moves)) {
      const way = [...cells.values()][0]![0]!;
      const after = game.apply(state, seat, legal.moves[way.index]!).state;
      const laid = game.view(after, null).board.at(-1)!;
      expect(laid.tile).toBe(tile);
      expect(rotatedSides(view.hand.find((t) => t.tile === tile)!.sides, way.rotation)).toBe(laid.sides);
    }
  });
});

describe('the Ruin Runner board as drawn', () => {
  const states = walk(3, 'drawn');
  const targetNames = (html: string) => [...html.matchAll(/data-target="([^"]+)"/g)].map((m) => m[1]);

  it('the seat to play gets exactly the first clicks of its moves; the others and a spectator get none', () => {
    for (const state of sample(states, 7)) {
      if (game.result(state) !== null) continue;
      const { seat, legal } = legalOf(state);
      const html = boardHtml(game, Board, state, seat, 3);
      expect(targetNames(html).sort()).toEqual(boardTargets(legal, NO_SELECTION).map((t) => t.name).sort());
      for (const other of [0, 1, 2].filter((s) => s !== seat)) expect(targetNames(boardHtml(game, Board, state, other, 3))).toEqual([]);
      expect(targetNames(boardHtml(game, Board, state, null, 3))).toEqual([]);
    }
  });

  it('offers every legal move even when the view it draws is older than the moves (a late refresh)', () => {
    const render1 = (viewState: State, movesState: State) => {
      const { seat, legal } = legalOf(movesState);
      const html = render(
        h(Board, {
          view: game.view(viewState, seat),
          seat,
          players: [0, 1, 2].map((s) => ({ seat: s, name: `P${s}` })),
          activeSeats: [seat],
          legal,
          play: () => undefined,
          busy: false,
          previous: null,
        }),
      );
      return { html, legal };
    };
    const firstLoot = states.findIndex((s) => s.phase === 'looting');
    for (const [older, newer] of [
      [firstLoot - 1, firstLoot],
      [firstLoot - 3, firstLoot],
      [2, 5],
    ] as const) {
      const { html, legal } = render1(states[older]!, states[newer]!);
      expect(targetNames(html).sort(), `view ${older}, moves ${newer}`).toEqual(boardTargets(legal, NO_SELECTION).map((t) => t.name).sort());
    }
  });

  it('draws every placed tile at its square and every looter on its tile', () => {
    const looting = states.find((s) => s.phase === 'looting' && s.seats.some((p) => p.at !== 0))!;
    const view = game.view(looting, null);
    const html = boardHtml(game, Board, looting, null, 3);
    for (const t of view.board) expect(html).toContain(`data-tile="${t.tile}" data-x="${t.x}" data-y="${t.y}"`);
    for (const s of view.seats) expect(html).toContain(`data-looter="${s.seat}" data-x="${s.looter!.x}" data-y="${s.looter!.y}"`);
    expect(html).toContain('Draw pile: <strong>0</strong>');
  });

  it('shows your hand and resource cards to you, and only their counts to others', () => {
    const state = states[0]!;
    const mine = game.view(state, 0);
    const html = boardHtml(game, Board, state, 0, 3);
    for (const t of mine.hand) expect(html).toContain(`Tile ${t.tile}`);
    for (const c of mine.cards) expect(html).toMatch(new RegExp(`rr-chip[^>]*>.*?${c}`));
    const spectator = boardHtml(game, Board, state, null, 3);
    expect(spectator).not.toContain('Your tiles');
    expect(spectator).toContain('5 tiles in hand');
    expect(spectator).toContain('2 resource cards');
  });

  it('marks what changed since the previous view', () => {
    const placedAt = states.findIndex((s, i) => i > 0 && s.board.length > states[i - 1]!.board.length);
    const html = render(
      h(Board, {
        view: game.view(states[placedAt]!, null),
        seat: null,
        players: [0, 1, 2].map((seat) => ({ seat, name: `P${seat}` })),
        activeSeats: [],
        legal: null,
        play: () => undefined,
        busy: false,
        previous: game.view(states[placedAt - 1]!, null),
      }),
    );
    const laid = states[placedAt]!.board.at(-1)!;
    expect(html).toMatch(new RegExp(`data-tile="${laid.tile}" data-x="${laid.x}" data-y="${laid.y}"[^>]*><g data-changed`));
    expect(html.match(/data-changed/g)).toHaveLength(1);
  });
});
