/**
 * Issue 18 item 4: the scenario ladder (RULES.md, "Scenario ladder"). The rulebook leaves the
 * scenario list and "Spawning Rules" empty; these tests pin the designed rules: reinforcements
 * enter face down at the start of their round and flip at once ("Flip face-down enemies face-up"),
 * and "All enemies are dead -> scenario won" waits for the reinforcements still to come. Since rules
 * version 3 every enemy enters at its printed HP.
 */
import { describe, expect, it } from 'vitest';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { SCENARIOS, SCENARIO_IDS } from '../../../src/games/relic-run/data.js';
import { relicRunGreedyStrategy } from '../../../src/bots/greedy-relic-run.js';
import { findGame } from '../../../src/engine/index.js';
import { games } from '../../../src/games/index.js';
import { act, endAll, edit, started, withHands, type State } from './helpers.js';

describe('scenario ladder', () => {
  it('three rungs, introductory, standard and hard, and the default battle is the standard one', () => {
    expect(SCENARIO_IDS.map((id) => SCENARIOS[id].tier)).toEqual(['introductory', 'standard', 'hard', 'example']);
    expect(relicRun.options.parse({}).scenario).toBe('bone-yard');
    const view = relicRun.view(relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed: 'v' }), 0);
    expect(view.tier).toBe('standard');
    expect(view.reinforcements).toEqual([
      { round: 3, force: { zombie: 3, skeletalArcher: 1 } },
      { round: 5, force: { zombie: 1, skeletalArcher: 1 } },
    ]);
  });

  // The cards print "HP3 (max 7)" and "HP2 (max 5)", and "Heal 2 HP (capped at max)": the max is the
  // healing cap. A rung differs only in what a scenario may set: line-up, reinforcements, zone effects.
  it('every enemy of every rung enters at its printed HP; each rung brings more enemy HP than the one below at every party size', () => {
    const total = (id: (typeof SCENARIO_IDS)[number], players: number) => {
      const s = relicRun.setup({ players, options: relicRun.options.parse({ scenario: id }), seed: 'hp' });
      for (const e of s.enemies) expect(e.hp, `${id} ${players}`).toBe(e.kind === 'zombie' ? 3 : 2);
      const waves = relicRun.view(s, 0).reinforcements.reduce((n, w) => n + 3 * w.force.zombie + 2 * w.force.skeletalArcher, 0);
      return s.enemies.reduce((n, e) => n + e.hp, 0) + waves;
    };
    for (const players of [1, 2, 3, 4]) {
      expect(total('bone-yard', players)).toBeGreaterThan(total('crypt-gate', players));
      expect(total('lich-vault', players)).toBeGreaterThan(total('bone-yard', players));
      expect(total('rulebook-skirmish', players)).toBe(8);
    }
  });

  it('a match stored under rules version 2 keeps its Zombies at 5 HP (and Lich Vault its Skeletal Archers at 3)', () => {
    const v2 = findGame(games, 'relic-run', 2)!;
    const line = (scenario: string, players: number) =>
      (v2.setup({ players, options: v2.options.parse({ scenario }), seed: 'x' }) as State).enemies.map((e) => `${e.kind}:${e.hp}`);
    expect(line('bone-yard', 2)).toEqual(['zombie:5', 'zombie:5', 'skeletalArcher:2', 'skeletalArcher:2']);
    expect(line('lich-vault', 4)).toEqual(['zombie:5', 'zombie:5', 'zombie:5', 'skeletalArcher:3', 'skeletalArcher:3']);
  });

  it('killing the last enemy while reinforcements are still to come is no victory; once the last wave is in, it is', () => {
    const lastZombie = (s: State) =>
      withHands(
        edit(s, (c) => {
          c.enemies = [{ ...c.enemies.find((e) => e.kind === 'zombie')!, hp: 1 }];
          c.heroes[0]!.ap = 2;
        }),
        [['ultimate'], []],
      );
    const playTo = (from: State, round: number) => {
      let s = from;
      const log: string[] = [];
      while (s.round < round && s.outcome === null) {
        const out = endAll(s);
        s = out.state;
        for (const e of out.events) if (e.type === 'enemy-arrived' || e.type === 'enemy-flipped') log.push(`${e.type}:${String(e.data?.enemy)}`);
      }
      return { s, log };
    };
    const early = lastZombie(started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline'], { scenario: 'bone-yard' }));
    const afterKill = act(early, 0, { type: 'play', card: 'ultimate', target: early.enemies[0]!.id }).state;
    expect(afterKill.enemies).toEqual([]);
    expect(afterKill.outcome).toBeNull();
    expect(relicRun.view(afterKill, 0).reinforcements).toHaveLength(2);

    // Play on to round 3: the wave enters face down at the start of the round and flips at once.
    const { s, log } = playTo(afterKill, 3);
    expect(s.enemies.map((e) => `${e.kind}:${e.hp}:${e.faceDown}`)).toEqual(['zombie:3:false', 'zombie:3:false', 'zombie:3:false', 'skeletalArcher:2:false']);
    const ids = s.enemies.map((e) => e.id);
    expect(log).toEqual([...ids.map((id) => `enemy-arrived:${id}`), ...ids.map((id) => `enemy-flipped:${id}`)]);
    expect(relicRun.view(s, 0).reinforcements).toEqual([{ round: 5, force: { zombie: 1, skeletalArcher: 1 } }]);

    // Round 3's wave beaten, round 5's is still to come: no victory yet.
    const middle = lastZombie(s);
    const beaten = act(middle, 0, { type: 'play', card: 'ultimate', target: middle.enemies[0]!.id }).state;
    expect(beaten.enemies).toEqual([]);
    expect(beaten.outcome).toBeNull();

    const last = playTo(beaten, 5).s;
    expect(last.enemies.map((e) => `${e.kind}:${e.hp}:${e.faceDown}`)).toEqual(['zombie:3:false', 'skeletalArcher:2:false']);
    expect(relicRun.view(last, 0).reinforcements).toEqual([]);
    const late = lastZombie(last);
    const won = act(late, 0, { type: 'play', card: 'ultimate', target: late.enemies[0]!.id }).state;
    expect(won.outcome).toEqual({ won: true, reason: 'all-enemies-dead' });
  });

  it('a sensible (greedy) party plays out a standard battle: the enemies act and it lasts several rounds', () => {
    let s = relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed: 'greedy-1' });
    const bot = relicRunGreedyStrategy('greedy-1');
    let enemyActions = 0;
    while (s.outcome === null) {
      const seat = relicRun.activeSeats(s)[0]!;
      const move = bot.decide({ gameId: relicRun.id, seat, view: relicRun.view(s, seat), legalMoves: relicRun.legalMoves(s, seat) });
      const out = relicRun.apply(s, seat, move as Parameters<typeof relicRun.apply>[2]);
      enemyActions += out.events.filter((e) => e.type === 'enemy-attack' || e.type === 'enemy-spawned').length;
      s = out.state;
    }
    expect(enemyActions).toBeGreaterThan(0);
    expect(s.round).toBeGreaterThanOrEqual(3);
  });
});
