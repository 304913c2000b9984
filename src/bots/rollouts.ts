/**
 * What the rollout planners (planner-reliques-co.ts, planner-space-relics.ts) share: the budget
 * of a decision and the sampling loop that compares candidate moves on samples of the view.
 *
 * Each sample is one `determinize` draw of the seat's view (never the true state); every
 * candidate is played out on the same sample (common random numbers: the same cards and dice
 * fall after each), so the comparison is fair with few samples. The budget is a number of
 * samples (deterministic, for benchmarks and tests) and/or a wall time (production), whichever
 * ends first; the clock ends the sampling, it never steers it.
 */

/** A rollout planner's budget per decision. */
export interface RolloutBudget {
  /** Samples of the view per decision (each plays out every candidate once). */
  samples?: number;
  /** Wall time per decision; with `samples`, whichever ends first. */
  thinkMs?: number;
}

/**
 * The most samples a decision under a clock alone takes: far more than a second allows on a
 * free core, but a bound where the clock does not move while code runs (a Cloudflare Worker's
 * `Date.now()` advances only across I/O), so a decision always ends.
 */
export const MAX_CLOCKED_SAMPLES = 64;

/** Samples per decision: as given, else `MAX_CLOCKED_SAMPLES` under a clock, else the planner's default. */
export function samplesOf(budget: RolloutBudget, fallback: number): number {
  return budget.samples ?? (budget.thinkMs !== undefined ? MAX_CLOCKED_SAMPLES : fallback);
}

/**
 * The index of the candidate with the best total value over samples of the view (ties to the
 * first). `sample(k)` gives the k-th sample (k from 0); `value(sample, i)` plays candidate `i`
 * out on it and judges where it ends.
 *
 * With a clock, a playout begins only if the longest one so far still fits before the deadline,
 * so one dear sample cannot carry a decision far past its time; only the very first playout
 * always runs. A sample cut short counts for nothing, unless it is the first: then only the
 * candidates it reached compete, in the order given, so list first the ones that must always
 * compete (the move played last, the plain policy).
 */
export function bestBySampling<S>(opts: {
  candidates: number;
  samples: number;
  thinkMs?: number;
  sample: (k: number) => S;
  value: (sample: S, candidate: number) => number;
  /** Added to each candidate's average value before the comparison (default none). */
  bonus?: readonly number[];
}): number {
  const deadline = opts.thinkMs !== undefined ? Date.now() + opts.thinkMs : Infinity;
  const totals = new Array<number>(opts.candidates).fill(0);
  let longest = 0;
  let played = 0;
  let competing = opts.candidates;
  sampling: for (let k = 0; k < opts.samples; k++) {
    const sample = opts.sample(k);
    const values: number[] = [];
    for (let i = 0; i < opts.candidates; i++) {
      if ((k > 0 || i > 0) && Date.now() + longest > deadline) {
        if (k > 0) break sampling;
        competing = i;
        break;
      }
      const began = Date.now();
      values.push(opts.value(sample, i));
      longest = Math.max(longest, Date.now() - began);
    }
    values.forEach((value, i) => (totals[i]! += value));
    played = k + 1;
    if (competing < opts.candidates) break;
  }
  for (let i = 0; i < competing; i++) totals[i]! += played * (opts.bonus?.[i] ?? 0);
  let best = 0;
  for (let i = 1; i < competing; i++) if (totals[i]! > totals[best]! + 1e-9) best = i;
  return best;
}
