import { describe, expect, it } from 'vitest';
import { randomPlayout, type RngState } from '../../../src/engine/index.js';
import { relicRun, type RelicRunState } from '../../../src/games/relic-run/index.js';
import { edit, started } from './helpers.js';

type State = RelicRunState;

/** Mid-battle states from random play, one per party size. */
function midBattles(): State[] {
  const out: State[] = [];
  for (let players = 1; players <= 4; players++) {
    for (let k = 0; k < 5; k++) {
      const seed = `leak-${players}-${k}`;
      const full = randomPlayout(relicRun, { players, seed });
      // Replay half of it to stop mid-battle.
      const stopAt = Math.floor(full.moves.length / 2);
      const half = randomPlayout(relicRun, { players, seed, maxMoves: stopAt });
      out.push(half.state as State);
    }
  }
  return out;
}

function seats(s: State): (number | null)[] {
  return [null, ...s.heroes.map((_, i) => i)];
}

function expectSameForEveryone(a: State, b: State): void {
  for (const seat of seats(a)) {
    expect(relicRun.view(b, seat)).toEqual(relicRun.view(a, seat));
    if (seat !== null) expect(relicRun.legalMoves(b, seat)).toEqual(relicRun.legalMoves(a, seat));
  }
}

describe('hidden information', () => {
  it('deck order is hidden from everyone, the owner included: reordering a deck changes no view', () => {
    let compared = 0;
    for (const s of midBattles()) {
      s.heroes.forEach((h, seat) => {
        if (new Set(h.deck).size < 2) return;
        const reordered = edit(s, (c) => {
          c.heroes[seat]!.deck.reverse();
          if (JSON.stringify(c.heroes[seat]!.deck) === JSON.stringify(h.deck)) c.heroes[seat]!.deck.push(c.heroes[seat]!.deck.shift()!);
        });
        expect(reordered.heroes[seat]!.deck).not.toEqual(h.deck);
        expectSameForEveryone(s, reordered);
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('the activation deck order is hidden; revealed activation cards are public', () => {
    let compared = 0;
    for (const s of midBattles()) {
      if (new Set(s.activationDeck).size < 2) continue;
      const reordered = edit(s, (c) => {
        c.activationDeck.reverse();
      });
      expectSameForEveryone(s, reordered);
      expect(relicRun.view(s, null).activation.revealed).toEqual(s.revealed);
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('the generator state never shows: changing it changes no view, and no view contains it', () => {
    for (const s of midBattles()) {
      const other = edit(s, (c) => {
        c.rng = [1, 2, 3, 4] as RngState;
      });
      expectSameForEveryone(s, other);
      for (const seat of seats(s)) {
        const json = JSON.stringify(relicRun.view(s, seat));
        expect(json).not.toContain('rng');
        for (const word of s.rng) expect(json).not.toContain(String(word));
      }
    }
  });

  it('hands are open to the party and spectators see what the party sees (only `you` differs)', () => {
    const s = started(['barbarian', 'archer', 'archer'], ['playerFrontline', 'playerBackline', 'playerFlank']);
    const spectator = relicRun.view(s, null);
    expect(spectator.you).toBeNull();
    expect(spectator.heroes[1]!.hand).toEqual([...s.heroes[1]!.hand].sort());
    for (let seat = 0; seat < 3; seat++) expect({ ...relicRun.view(s, seat), you: null }).toEqual(spectator);
  });

  it('the view shows deck size and contents, but not their order', () => {
    const s = started(['barbarian'], ['playerFrontline']);
    const v = relicRun.view(s, 0).heroes[0]!;
    expect(v.deckSize).toBe(5);
    expect(Object.values(v.deckContents).reduce((a, b) => a + (b ?? 0), 0)).toBe(5);
    expect(JSON.stringify(v)).not.toContain('"deck"');
  });

  it('the prompted seat is told what is asked', () => {
    const s = edit(started(['barbarian', 'archer'], ['playerFrontline', 'playerBackline']), (c) => {
      c.prompts = [{ kind: 'burn', seat: 1, options: ['dodge', 'quickShot'], woundAfter: false }];
    });
    expect(relicRun.view(s, 1).prompt).toMatchObject({ kind: 'burn', seat: 1, options: ['dodge', 'quickShot'] });
    expect(relicRun.view(s, 1).activeSeats).toEqual([1]);
  });

  it('events carry no generator state or deck order', () => {
    const out = randomPlayout(relicRun, { players: 2, seed: 'events' });
    let s = relicRun.setup({ players: 2, options: relicRun.options.parse({}), seed: 'events' });
    for (const m of out.moves) {
      const { state, events } = relicRun.apply(s, m.seat, m.move as never);
      for (const e of events) {
        expect(e.audience).toBe('all');
        const json = JSON.stringify(e);
        expect(json).not.toContain('rng');
        expect(json).not.toContain('"deck"');
        expect(json).not.toContain('activationDeck');
      }
      s = state;
    }
  });
});
