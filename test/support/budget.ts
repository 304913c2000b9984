/**
 * How long the randomized tests run. `npm test` (a contributor's pass) plays a tenth of the fuzz
 * games; `npm run test:full` (TEST_FULL=1, which CI runs) plays them all.
 */
export const fullRun = /^(1|true)$/i.test(process.env.TEST_FULL ?? '');

/** `full` fuzz games under test:full, a tenth of them (at least 1) otherwise. */
export function fuzzCount(full: number): number {
  return fullRun ? full : Math.max(1, Math.ceil(full / 10));
}

/** A full fuzz run's time limit per test: a thousand games on a shared, loaded CI machine take minutes. */
export const fuzzTimeoutMs = fullRun ? 600_000 : 120_000;
