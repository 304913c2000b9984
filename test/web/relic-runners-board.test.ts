import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { pick, randomInt, seedRng } from '../../src/engine/index.js';
import { TILES } from '../../src/games/relic-runners/data.js';
import { relicRunners as game } from '../../src/games/relic-runners/index.js';
import type { RelicRunnersMove as Move } from '../../src/games/relic-runners/moves.js';
import type { RelicRunnersState as State } from '../../src/games/relic-runners/state.js';
import { Board } from '../../web/src/games/relic-runners/board.tsx';
import { click, offered, pathOf, type Legal } from '../../web/src/games/relic-runners/targets.ts';
import { boardHtml, checkBoardHidesWhatTheSeatCannotSee } from './board-leak.js';

const setup = (players: number, seed: string, options: Record<string, unknown> = {}): State => game.setup({ players, options: game.options.parse(options), seed });
const legalOf = (s: State): Legal => {
  const moves = game.legalMoves(s, s.turn.seat);
  const view = game.view(s, s.turn.seat);
  return { moves, texts: moves.map((m) => game.describeMove(m, view)) };
};
const act = (s: State, move: Move): State => game.apply(s, s.turn.seat, move).state;
const ivory = (level: number, effect: string) => TILES.find((t) => t.color === 'ivory' && t.level === level && 'effect' in t && t.effect === effect)!.id;

/**
 * Every click path the board offers for `s`, followed to its end: the move each ends in, and
 * the elements offered at each step (which must be distinct, or one would hide the other).
 */
function allPaths(s: State): { played: number[]; paths: string[][] } {
  const view = game.view(s, s.turn.seat);
  const legal = legalOf(s);
  const played: number[] = [];
  const paths: string[][] = [];
  const walk = (selection: string[]) => {
    const choices = offered(legal, view, selection);
    expect(choices.length, `nothing to click after ${selection.join(' > ')}`).toBeGreaterThan(0);
    expect(new Set(choices.map((c) => c.element)).size, `two choices share an element after [${selection.join(' > ')}]`).toBe(choices.length);
    for (const choice of choices) {
      const outcome = click(legal, view, selection, choice.key)!;
      if ('play' in outcome) {
        played.push(outcome.play);
        paths.push([...selection, choice.key]);
        expect(choice.label).toBe(legal.texts[outcome.play]);
      } else {
        expect(outcome.select).toEqual([...selection, choice.key]);
        walk(outcome.select);
      }
    }
  };
  walk([]);
  return { played, paths };
}

/** States met along seeded random games, with the move types they offer. */
function* statesOfRandomGames(players: number, games: number): Generator<State> {
  for (let g = 0; g < games; g++) {
    const rng = seedRng(`rr-board-targets-${players}-${g}`);
    let s = setup(players, `rr-board-${players}-${g}`, { setup: g % 2 === 0 ? 'standard' : 'random' });
    while (game.result(s) === null) {
      yield s;
      const moves = game.legalMoves(s, s.turn.seat);
      // Lean towards exploring and toolboxes so games reach their rarer prompts and their end.
      const keen = moves.filter((m) => m.type !== 'endTurn' && m.type !== 'stopMove');
      s = act(s, pick(rng, keen.length > 0 && randomInt(rng, 4) > 0 ? keen : moves));
    }
  }
}

describe('Relic Runners board: what a seat cannot see never reaches the drawing', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: the board drawn from the truth and from determinized samples is the same`, () => {
      const { compared, differingHidden } = checkBoardHidesWhatTheSeatCannotSee({ game, Board, players, games: 2, statesPerGame: 6, samples: 2 });
      expect(compared).toBeGreaterThan(0);
      expect(differingHidden).toBeGreaterThan(0);
    });
  }
});

describe('Relic Runners board: targets', () => {
  it('every legal move is reached by exactly one click path, in every state of random 2-5 player games', () => {
    const seen = new Set<string>();
    let states = 0;
    for (const players of [2, 3, 4, 5]) {
      for (const s of statesOfRandomGames(players, 1)) {
        const legal = game.legalMoves(s, s.turn.seat);
        const { played, paths } = allPaths(s);
        expect([...played].sort((a, b) => a - b)).toEqual(legal.map((_, i) => i));
        // No path is the start of another: a click never has to guess between "play" and "narrow".
        for (const a of paths) for (const b of paths) if (a !== b) expect(b.slice(0, a.length)).not.toEqual(a);
        for (const m of legal) seen.add(m.type);
        states++;
      }
    }
    expect(states).toBeGreaterThan(200);
    // The walk met every kind of move, so every kind of target was checked.
    const everyType = ['step', 'stopMove', 'teleport', 'replenish', 'explore', 'useToolbox', 'climb', 'placePathway', 'liftPathway', 'dropPathway', 'keepIvory', 'pickTile', 'flipToken', 'stopFlipping', 'adjacentAction', 'endTurn'];
    expect([...seen].sort()).toEqual([...everyType].sort());
  });

  it('walking: a site next to the explorer is clicked once to walk there, and the click names the trail', () => {
    const s = setup(2, 'walk');
    const view = game.view(s, 0);
    const legal = legalOf(s);
    const stepTo1 = legal.moves.findIndex((m) => m.type === 'step' && m.trail === 0); // Base Camp to N1
    const site = offered(legal, view, []).find((c) => c.element === 'site:1')!;
    expect(site.key).toBe('go:1');
    expect(site.label).toMatch(/^Walk along trail 0 \(Base Camp–N1\) to the ruin N1/);
    expect(click(legal, view, [], 'go:1')).toEqual({ play: stepTo1 });
    // A site that is not next to the explorer is no target.
    expect(offered(legal, view, []).some((c) => c.element === 'site:4')).toBe(false);
  });

  it('a click that leaves two moves narrows the choice: the bottom toolbox, then its branch', () => {
    let s = setup(2, 'climb');
    s.pathways[0] = 0b01; // seat 0's own pathway from Base Camp to N1, so the river after it is the one unfamiliar trail
    s.players[0]!.pathwaysInReserve = 9;
    s = act(s, { type: 'step', trail: 0 });
    s = act(s, { type: 'step', trail: 3 }); // the river N1-N3: its face-up token gives a toolbox step
    expect(s.pending[0]).toMatchObject({ kind: 'climb' }); // no trail left to take: the move ended by itself
    const view = game.view(s, 0);
    const legal = legalOf(s);
    const first = offered(legal, view, []);
    expect(first.map((c) => c.key)).toEqual(['climb:bottom']);
    expect(first[0]!.element).toBe('cell:bottom');
    expect(click(legal, view, [], 'climb:bottom')).toEqual({ select: ['climb:bottom'] });
    const second = offered(legal, view, ['climb:bottom']);
    expect(second.map((c) => c.element)).toEqual(['cell:machete:1', 'cell:compass:1', 'cell:shovel:1']);
    const toCompass = legal.moves.findIndex((m) => m.type === 'climb' && m.branch === 'compass' && m.level === 0);
    expect(click(legal, view, ['climb:bottom'], 'climb-to:compass')).toEqual({ play: toCompass });
  });

  it('exploring with the ivory peek in hand asks how, in the action bar', () => {
    let s = setup(3, 'peek', { setup: 'first' });
    const temple = s.templeColor.indexOf('blue');
    s.players[0]!.ivory[1] = ivory(2, 'peek');
    s.players[0]!.location = temple;
    s.turn.phase = 'moved';
    s.turn.trails = [0];
    const view = game.view(s, 0);
    const legal = legalOf(s);
    expect(click(legal, view, [], `explore:${temple}`)).toEqual({ select: [`explore:${temple}`] });
    const how = offered(legal, view, [`explore:${temple}`]);
    expect(how.map((c) => c.element)).toEqual([`bar:explore-plain:${temple}`, `bar:explore-peek:${temple}`]);
    expect(how[1]!.label).toMatch(/peeking/);
  });

  it('the ivory tile choice is answered in a dialog, and its answers are the only targets', () => {
    let s = setup(2, 'ivory-choice', { setup: 'first' });
    const temple = s.templeColor.indexOf('ivory');
    const top = s.stacks[temple]!.at(-1)!;
    const level = TILES[top]!.level;
    s.players[0]!.ivory[level - 1] = TILES.find((t) => t.color === 'ivory' && t.level === level && t.id !== top)!.id;
    s.players[0]!.location = temple;
    s.turn.phase = 'moved';
    s.turn.trails = [0];
    s = act(s, { type: 'explore' });
    expect(s.pending[0]).toMatchObject({ kind: 'ivoryChoice' });
    const choices = offered(legalOf(s), game.view(s, 0), []);
    expect(choices.map((c) => c.element)).toEqual(['dialog:keep:new', 'dialog:keep:old']);
    const html = boardHtml(game, Board, s, 0, 2);
    expect(html).toContain('<dialog');
    expect(html).toMatch(/data-target="keep:new"/);
    expect(html).toContain('Which ivory tile do you keep?');
  });

  it('targets are drawn for the seat to play only: not for the other seat, a spectator or while a move is on its way', () => {
    const s = setup(3, 'drawn');
    const mine = boardHtml(game, Board, s, 0, 3);
    const keys = offered(legalOf(s), game.view(s, 0), []).map((c) => c.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(mine).toContain(`data-target="${key}"`);
    expect(mine.match(/data-target=/g)).toHaveLength(keys.length);
    expect(boardHtml(game, Board, s, 1, 3)).not.toContain('data-target');
    expect(boardHtml(game, Board, s, null, 3)).not.toContain('data-target');
    const view = game.view(s, 0);
    const busy = render(h(Board, { view, seat: 0, players: [0, 1, 2].map((seat) => ({ seat, name: `P${seat}` })), activeSeats: [0], legal: legalOf(s), play: () => undefined, busy: true, previous: null }));
    expect(busy).not.toContain('data-target');
  });

  it('a blue tile shows its value to its holder only; the others see its size face down', () => {
    const s = setup(2, 'blue');
    const five = TILES.find((t) => t.color === 'blue' && t.level === 1 && t.value === 5)!.id;
    s.players[0]!.blue = [{ tile: five, revealed: false }];
    s.players[0]!.coins = 6;
    const mine = boardHtml(game, Board, s, 0, 2);
    expect(mine).toContain('L1 +5');
    expect(mine).toContain('6 VP');
    for (const other of [1, null]) {
      const html = boardHtml(game, Board, s, other, 2);
      expect(html).toContain('L1 ?');
      expect(html).not.toContain('+5');
      expect(html).not.toContain('6 VP');
    }
  });

  it('a pathway lies on its trail in its seat colour; the explorer stands where the view says', () => {
    let s = setup(2, 'drawing');
    s.pathways[5] = 0b10;
    s.players[1]!.pathwaysInReserve = 9;
    s = act(s, { type: 'step', trail: 0 });
    const html = boardHtml(game, Board, s, 1, 2);
    expect(html).toMatch(/data-seat="0" data-location="1"/);
    expect(html).toMatch(/Jungle trail 5 \(N3–N4\), pathways of Player 2/);
    expect(html).toMatch(/class="rr-pathway" points="[^"]+" stroke="#e0a400"/);
  });

  it('paths are built from the move alone: a step is a site then how, a toolbox a cell', () => {
    const s = setup(2, 'paths');
    const view = game.view(s, 0);
    expect(pathOf({ type: 'step', trail: 1 }, view).map((p) => p.element)).toEqual(['site:2', 'bar:walk:2']);
    expect(pathOf({ type: 'useToolbox', branch: 'shovel', level: 1, choice: 'points' }, view).map((p) => p.key)).toEqual(['toolbox:shovel:1', 'shovel-points']);
    expect(pathOf({ type: 'flipToken', trail: 8 }, view)[0]!.element).toBe('token:8');
    expect(pathOf({ type: 'endTurn' }, view)[0]!.element).toBe('bar:end-turn');
  });
});
