import { afterEach, describe, expect, it, vi } from 'vitest';
import { bestBySampling } from '../../src/bots/rollouts.js';

/**
 * The sampling loop under a clock: each playout "takes" `cost[i]` ms of a fake clock, so the tests
 * see where the deadline falls without timing anything.
 */
function clocked(costs: readonly number[], values: readonly (readonly number[])[], thinkMs: number, samples = 64) {
  vi.useFakeTimers({ now: 0 });
  const calls: [number, number][] = [];
  const best = bestBySampling({
    candidates: costs.length,
    samples,
    thinkMs,
    sample: (k) => k,
    value: (k, i) => {
      calls.push([k, i]);
      vi.setSystemTime(Date.now() + costs[i]!);
      return values[k % values.length]![i]!;
    },
  });
  return { best, calls, elapsed: Date.now() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bestBySampling', () => {
  it('without a clock plays every candidate on every sample and keeps the best total, ties to the first', () => {
    const calls: string[] = [];
    const best = bestBySampling({ candidates: 3, samples: 2, sample: (k) => k, value: (k, i) => (calls.push(`${k}:${i}`), [[0.2, 0.5, 0.5], [0.2, 0.5, 0.5]][k]![i]!) });
    expect(best).toBe(1);
    expect(calls).toEqual(['0:0', '0:1', '0:2', '1:0', '1:1', '1:2']);
  });

  it('adds each candidate’s bonus once per sample played', () => {
    const best = bestBySampling({ candidates: 2, samples: 3, sample: () => 0, value: (_, i) => [0.5, 0.55][i]!, bonus: [0.1, 0] });
    expect(best).toBe(0);
  });

  it('stops between playouts, not only between samples: a dear sample does not carry the decision past its time', () => {
    // Three candidates of 300 ms each under a 1,000 ms budget: the first sample's three playouts
    // (900 ms) fit, the second sample's first would end at 1,200 ms and is not begun.
    const { calls, elapsed } = clocked([300, 300, 300], [[0, 1, 0]], 1000);
    expect(calls).toEqual([[0, 0], [0, 1], [0, 2]]);
    expect(elapsed).toBe(900);
  });

  it('a sample cut short after the first counts for nothing: every candidate is judged on the same samples', () => {
    // Sample 0 favours candidate 2; sample 1 would favour candidate 0, but only candidate 0 is
    // played on it before the deadline: the decision rests on sample 0 alone.
    const { best, calls } = clocked([100, 100, 100], [[0, 0, 1], [5, 0, 0]], 450);
    expect(calls).toEqual([[0, 0], [0, 1], [0, 2], [1, 0]]);
    expect(best).toBe(2);
  });

  it('when the first sample itself runs out of time, only the candidates it reached compete, in the order given', () => {
    // The second playout alone takes the whole budget: candidate 2 (the best if played) is never
    // played, and the choice is between the first two.
    const { best, calls } = clocked([10, 2000, 10], [[0.3, 0.6, 1]], 1000);
    expect(calls).toEqual([[0, 0], [0, 1]]);
    expect(best).toBe(1);
  });

  it('always plays the first candidate once, even when it alone outlasts the budget', () => {
    const { best, calls } = clocked([5000, 10], [[0.1, 0.9]], 1000);
    expect(calls).toEqual([[0, 0]]);
    expect(best).toBe(0);
  });
});
