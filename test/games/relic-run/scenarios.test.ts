/**
 * Issue 18 item 4: the scenario ladder (RULES.md, "Scenario ladder"). The rulebook leaves the
 * scenario list and "Spawning Rules" empty; these tests pin the designed rules: reinforcements
 * enter face down at the start of their round and flip at once ("Flip face-down enemies face-up"),
 * and "All enemies are dead -> scenario won" waits for the reinforcements still to come.
 */
import { describe, expect, it } from 'vitest';
import { relicRun } from '../../../src/games/relic-run/index.js';
import { SCENARIOS, SCENARIO_IDS } from '../../../src/games/relic-run/data.js';
import { relicRunGreedyStrategy } from '../../../src/bots/greedy-relic-run.js';
import { act, endAll, edit, started, withHands, type State } from './helpers.js';

describe('scenario ladder', () => {
  it('three rungs, introductory, standard and hard, and the default battle is the standard one', () => {
    expect(SCENARIO_IDS.map((id) => SCENARIOS[id].tier)).toEqual(['introductory', 'standard', 'hard', 'example']);
    expect(relicRun.options.parse({}).scenario).toBe('bone-yard');
    const view = relicRun.view(relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed: 'v' }), 0);
    expect(view.tier).toBe('standard');
    expect(view.reinforcements).toEqual([{ round: 3, force: { zombie: 2, skeletalArcher: 1 } }]);
  });

  it('every rung gets harder: more enemy HP at every party size', () => {
    const hp = (id: (typeof SCENARIO_IDS)[number], players: number) =>
      relicRun.setup({ players, options: relicRun.options.parse({ scenario: id }), seed: 'hp' }).enemies.reduce((n, e) => n + e.hp, 0);
    for (const players of [1, 2, 3, 4]) {
      expect(hp('bone-yard', players)).toBeGreaterThan(hp('crypt-gate', players) - 1);
      expect(hp('lich-vault', players)).toBeGreaterThanOrEqual(hp('bone-yard', players) - 2);
      expect(hp('rulebook-skirmish', players)).toBe(8);
    }
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
    const early = lastZombie(started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline'], { scenario: 'bone-yard' }));
    const afterKill = act(early, 0, { type: 'play', card: 'ultimate', target: early.enemies[0]!.id }).state;
    expect(afterKill.enemies).toEqual([]);
    expect(afterKill.outcome).toBeNull();
    expect(relicRun.view(afterKill, 0).reinforcements).toHaveLength(1);

    // Play on to round 3: the wave enters face down at the start of the round and flips at once.
    let s = afterKill;
    const log: string[] = [];
    while (s.round < 3 && s.outcome === null) {
      const out = endAll(s);
      s = out.state;
      for (const e of out.events) if (e.type === 'enemy-arrived' || e.type === 'enemy-flipped') log.push(`${e.type}:${String(e.data?.enemy)}`);
    }
    expect(s.enemies.map((e) => `${e.kind}:${e.hp}:${e.faceDown}`)).toEqual(['zombie:5:false', 'zombie:5:false', 'skeletalArcher:2:false']);
    const ids = s.enemies.map((e) => e.id);
    expect(log).toEqual([...ids.map((id) => `enemy-arrived:${id}`), ...ids.map((id) => `enemy-flipped:${id}`)]);
    expect(relicRun.view(s, 0).reinforcements).toEqual([]);

    const late = lastZombie(s);
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
