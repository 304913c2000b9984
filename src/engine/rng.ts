/**
 * Seeded pseudo-random generator kept inside game state: sfc32 (Small Fast Counting, 128-bit
 * state), seeded from a string through cyrb128. Pure integer arithmetic, so it gives the same
 * sequence on every JavaScript runtime. The state is a plain array so it serializes as JSON
 * and is copied with the rest of the game state.
 *
 * Functions taking an `RngState` advance it in place: call them on the state being built
 * inside `apply`, never on the caller's input.
 */
export type RngState = [number, number, number, number];

export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Discard the first outputs: sfc32 mixes poorly for the first few rounds.
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

export function nextUint32(s: RngState): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** Uniform integer in [0, n), without modulo bias. */
export function randomInt(s: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x1_0000_0000) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
  let x = nextUint32(s);
  while (x >= limit) x = nextUint32(s);
  return x % n;
}

/** Fisher-Yates shuffle of `items` in place; returns it for chaining. */
export function shuffle<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

export function pick<T>(s: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick: empty list');
  return items[randomInt(s, items.length)] as T;
}
