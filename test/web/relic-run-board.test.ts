import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { pick, seedRng } from '../../src/engine/index.js';
import { CARDS, ENEMIES, HEROES, type DiscardEffect, type HeroCardId } from '../../src/games/relic-run/data.js';
import { relicRun, type RelicRunMove, type RelicRunState } from '../../src/games/relic-run/index.js';
import type { BoardProps } from '../../web/src/board/types.js';
import { Board } from '../../web/src/games/relic-run/board.js';
import { clicksOf, targetsFor, type Click, type Selection } from '../../web/src/games/relic-run/targets.js';
import { ACTIVATION_TEXT, CARD_TEXT, HERO_TEXT } from '../../web/src/games/relic-run/text.js';
import { edit, started, withHands } from '../games/relic-run/helpers.js';
import { checkBoardHidesWhatTheSeatCannotSee } from './board-leak.js';

type Move = RelicRunMove;
type State = RelicRunState;

/**
 * Every click path the board offers for `moves`: a click that plays a move ends its path, a
 * click that narrows the choice continues with the targets of that selection.
 */
function clickPaths(moves: Move[]): { path: Click[]; index: number }[] {
  const paths: { path: Click[]; index: number }[] = [];
  const walk = (selection: Selection | null, path: Click[]) => {
    const clicks = clicksOf(targetsFor(moves, selection));
    if (selection !== null) expect(clicks.length, `the selection ${JSON.stringify(selection)} offers something to click`).toBeGreaterThan(0);
    for (const click of clicks) {
      if ('play' in click) paths.push({ path: [...path, click], index: click.play });
      else {
        expect(path.length, 'a selection is made in one click, never two').toBe(0);
        walk(click.select, [click]);
      }
    }
  };
  walk(null, []);
  return paths;
}

function expectEveryMoveReachableOnce(moves: Move[]) {
  const reached = clickPaths(moves)
    .map((p) => p.index)
    .sort((a, b) => a - b);
  expect(reached).toEqual(moves.map((_, i) => i));
}

/** States met along a seeded random game, every one of them. */
function walk(players: number, seed: string): State[] {
  const rng = seedRng(seed);
  let s = relicRun.setup({ players, options: relicRun.options.parse({}), seed });
  const all = [s];
  while (relicRun.result(s) === null && all.length < 600) {
    const active = relicRun.activeSeats(s);
    const seat = active[0]!;
    s = relicRun.apply(s, seat, pick(rng, relicRun.legalMoves(s, seat))).state;
    all.push(s);
  }
  return all;
}

function html(s: State, seat: number | null): string {
  const view = relicRun.view(s, seat);
  const moves = seat !== null && relicRun.activeSeats(s).includes(seat) ? relicRun.legalMoves(s, seat) : [];
  const props: BoardProps<any, any> = {
    view,
    seat,
    players: s.heroes.map((_, i) => ({ seat: i, name: `Player ${i + 1}` })),
    activeSeats: relicRun.activeSeats(s),
    legal: moves.length > 0 ? { moves, texts: moves.map((m) => relicRun.describeMove(m, view)) } : null,
    play: () => undefined,
    busy: false,
    previous: null,
  };
  return render(h(Board, props));
}

const targetNames = (markup: string) => [...markup.matchAll(/data-target="([^"]+)"/g)].map((m) => m[1]!);

describe('Relic Run board: hidden information', () => {
  for (const players of [1, 2, 3, 4]) {
    it(`draws nothing a seat cannot see (${players} player${players > 1 ? 's' : ''})`, () => {
      const { compared, differingHidden } = checkBoardHidesWhatTheSeatCannotSee({ game: relicRun, Board, players });
      expect(compared).toBeGreaterThan(0);
      // Deck orders and the activation deck's order really differed in the samples compared.
      expect(differingHidden).toBeGreaterThan(0);
    });
  }
});

describe('Relic Run board: targets', () => {
  it('reaches every legal move by exactly one click path, in random games of 1 to 4 heroes', () => {
    let checked = 0;
    for (const players of [1, 2, 3, 4]) {
      for (let game = 0; game < 4; game++) {
        for (const s of walk(players, `targets-${players}-${game}`)) {
          for (const seat of relicRun.activeSeats(s)) {
            expectEveryMoveReachableOnce(relicRun.legalMoves(s, seat));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('places a hero with one click on a player zone (Phase 0)', () => {
    const s = relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed: 'place' });
    const moves = relicRun.legalMoves(s, 0);
    const t = targetsFor(moves, null);
    expect(Object.keys(t.zones).sort()).toEqual(['playerBackline', 'playerFlank', 'playerFrontline']);
    const click = t.zones.playerFlank!;
    expect(moves[(click as { play: number }).play]).toEqual({ type: 'place', zone: 'playerFlank' });
  });

  it('plays an attack on the only enemy in reach in one click, and asks which enemy when two are in reach', () => {
    // Rulebook skirmish: 2 Zombies in the Enemy Frontline, the Barbarian (Reach 1) in the Player Frontline.
    const s = withHands(started(['barbarian'], ['playerFrontline']), [['ultimate', 'brace', 'cleave']]);
    const moves = relicRun.legalMoves(s, 0);
    const t = targetsFor(moves, null);
    expect(t.play.ultimate).toEqual({ select: { kind: 'play', card: 'ultimate' } });
    const chosen = targetsFor(moves, { kind: 'play', card: 'ultimate' });
    expect(Object.keys(chosen.enemies).map(Number).sort()).toEqual([0, 1]);
    expect(moves[chosen.enemies[1]!]).toEqual({ type: 'play', card: 'ultimate', target: 1 });
    // While a card is chosen nothing else is offered: no other card, no zone, no end of phase.
    expect(chosen.play).toEqual({});
    expect(chosen.zones).toEqual({});
    expect(chosen.endPhase).toBeNull();
    // Cleave hits every enemy in reach: one click. Brace alone in its zone goes onto the Barbarian.
    expect(moves[(t.play.cleave as { play: number }).play]).toEqual({ type: 'play', card: 'cleave' });
    expect(moves[(t.play.brace as { play: number }).play]).toEqual({ type: 'play', card: 'brace', onto: 0 });

    const lone = edit(s, (c) => {
      c.enemies = c.enemies.filter((e) => e.id !== 1);
    });
    const loneMoves = relicRun.legalMoves(lone, 0);
    expect(loneMoves[(targetsFor(loneMoves, null).play.ultimate as { play: number }).play]).toEqual({ type: 'play', card: 'ultimate', target: 0 });
  });

  it('moves by a zone then the card given up or the free move', () => {
    const s = edit(withHands(started(['archer'], ['playerBackline']), [['dodge', 'aimedShot']]), (c) => {
      c.heroes[0]!.freeMoves = 1;
    });
    const moves = relicRun.legalMoves(s, 0);
    const t = targetsFor(moves, null);
    expect(t.zones.playerFlank).toEqual({ select: { kind: 'move', to: 'playerFlank' } });
    expect(t.zones.playerBackline).toBeUndefined();
    const going = targetsFor(moves, { kind: 'move', to: 'playerFlank' });
    expect(moves[going.freeMove!]).toEqual({ type: 'move', to: 'playerFlank', card: null });
    expect(moves[going.giveUp.dodge!]).toEqual({ type: 'move', to: 'playerFlank', card: 'dodge' });
    expect(Object.keys(going.giveUp).sort()).toEqual(['aimedShot', 'dodge']);
  });

  it('forgets a selection that no legal move matches', () => {
    const s = withHands(started(['barbarian'], ['playerFrontline']), [['brace', 'cleave']]);
    const t = targetsFor(relicRun.legalMoves(s, 0), { kind: 'play', card: 'ultimate' });
    expect(t.selection).toBeNull();
    expect(t.play.brace).toBeDefined();
  });
});

describe('Relic Run board: drawing', () => {
  const guardState = (): State =>
    edit(started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline']), (c) => {
      c.phase = 'enemy';
      c.heroes[0]!.armor = 3;
      c.prompts = [{ kind: 'guard', seat: 0, hit: { source: 2, target: 1, damage: 3, wound: false }, max: 3, nextGuardians: [] }];
    });

  it('offers the seat to act one target per first click, and a spectator none', () => {
    const s = withHands(started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline']), [
      ['ultimate', 'brace', 'hunkerDown'],
      ['dodge', 'aimedShot'],
    ]);
    const markup = html(s, 0);
    const names = targetNames(markup);
    expect(new Set(names).size).toBe(names.length);
    const expected = clicksOf(targetsFor(relicRun.legalMoves(s, 0), null)).length;
    expect(names).toHaveLength(expected);
    expect(names).toEqual(expect.arrayContaining(['play:ultimate', 'discard:hunkerDown', 'zone:playerBackline', 'action:end-phase']));
    // Hunker Down costs 2 AP and the Barbarian has 2: playable. Both effects are printed on each card.
    expect(markup).toContain('Block 2× (you or a same-zone ally)');
    expect(markup).toContain('+2 AP');
    expect(targetNames(html(s, null))).toEqual([]);
  });

  it('asks the Guard decision in a dialog with one button per amount of Armor, and only the guardian', () => {
    const s = guardState();
    expect(relicRun.activeSeats(s)).toEqual([0]);
    const guardian = html(s, 0);
    expect(guardian).toContain('<dialog');
    expect(targetNames(guardian)).toEqual(['guard:0', 'guard:1', 'guard:2', 'guard:3']);
    const ally = html(s, 1);
    expect(ally).not.toContain('<dialog');
    expect(targetNames(ally)).toEqual([]);
    expect(ally).toContain('decides how much Armor guards');
    // The hit is drawn as an arrow from the Skeletal Archer (#2) to the Archer.
    expect(ally).toContain('class="rr-attack"');
  });

  it('asks the card burn in a dialog listing the burnable cards of the discard pile', () => {
    const s = edit(started(['archer'], ['playerBackline']), (c) => {
      c.phase = 'enemy';
      c.heroes[0]!.discard = ['dodge', 'wound', 'skilledShot'];
      c.prompts = [{ kind: 'burn', seat: 0, options: ['dodge', 'skilledShot'], woundAfter: false }];
    });
    expect(targetNames(html(s, 0))).toEqual(['burn:dodge', 'burn:skilledShot']);
  });
});

describe('Relic Run board: printed words match the rules data', () => {
  const discardWords = (effects: readonly DiscardEffect[]) =>
    effects
      .map((e) => {
        switch (e.kind) {
          case 'ap':
            return `+${e.amount} AP`;
          case 'armor':
            return `+${e.amount} Armor`;
          case 'heal':
            return `Heal ${e.amount}`;
          case 'freeMove':
            return `Free Move ${e.amount}`;
          case 'purge':
            return 'Purge (destroy 1 Wound)';
        }
      })
      .join(', ');

  it('prints every card with its rules name, cost, zones, burn flag and discard effect', () => {
    expect(Object.keys(CARD_TEXT).sort()).toEqual(Object.keys(CARDS).sort());
    for (const [id, card] of Object.entries(CARDS) as [HeroCardId, (typeof CARDS)[HeroCardId]][]) {
      const text = CARD_TEXT[id];
      expect({ name: text.name, cost: text.cost, zones: [...text.zones], burns: text.burns, discard: text.discard }).toEqual({
        name: card.name,
        cost: card.cost,
        zones: [...card.zones],
        burns: card.burnsWhenPlayed,
        discard: discardWords(card.discard),
      });
      if (card.play.kind === 'attack') expect(text.play).toContain(`Attack ${card.play.hits}×`);
      if (card.play.kind === 'block') expect(text.play).toContain(`Block ${card.play.times}×`);
    }
  });

  it('prints each hero’s equipment and each activation value as the rules data has it', () => {
    for (const [cls, hero] of Object.entries(HEROES) as [keyof typeof HEROES, (typeof HEROES)[keyof typeof HEROES]][]) {
      expect(HERO_TEXT[cls].weapon).toBe(`${hero.weapon.name}: ${hero.weapon.damage} Dmg, Reach ${hero.weapon.reach}`);
      expect(HERO_TEXT[cls].armor).toBe(`${hero.armor.name}: ${hero.armor.value} Armor`);
    }
    for (const [kind, enemy] of Object.entries(ENEMIES) as [keyof typeof ENEMIES, (typeof ENEMIES)[keyof typeof ENEMIES]][]) {
      for (let value = 1; value <= 6; value++) {
        const action = enemy.activation[value]!;
        const words = ACTIVATION_TEXT[kind].values[value]!;
        if (action.kind === 'spawn') expect(words).toContain(`Spawn`);
        else {
          expect(words.startsWith(`${action.damage} Dmg, Reach ${action.reach}`)).toBe(true);
          expect(words.includes('Wound')).toBe(action.wound);
          expect(words.includes('bypasses Guard')).toBe(action.bypassGuard);
          expect(words).toContain({ lowestHp: 'lowest HP', highestHp: 'highest HP', lowestArmor: 'lowest Armor' }[action.target]);
        }
      }
    }
  });
});
