import { it } from 'vitest';
import { FUZZ_GAMES, fuzzGames } from './fuzz.js';

// One file per player count so that the runner can spread them over its workers.
it(`${FUZZ_GAMES} seeded 4-player games finish with the invariants holding after every move`, () => fuzzGames(4), 600_000);
