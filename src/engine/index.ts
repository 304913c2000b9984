export * from './game.js';
export * from './rule-error.js';
export * from './rng.js';
export * from './play.js';
export * from './playout.js';
export * from './timeout.js';
export * from './dry-run.js';
export * from './describe.js';
