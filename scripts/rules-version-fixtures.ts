/**
 * Builds the stored-match fixtures of every earlier rules version from the git history
 * (test/games/rules-versions/): for each one, the game's code as it was at the last commit of
 * that version is checked out (git archive of src/) into a temporary directory and plays a
 * seeded random match there to its end. The fixture keeps the whole move log, the state the
 * old server would have stored three quarters in (`storedAt` moves) and at the end, and the result.
 * test/games/rules-versions.test.ts replays them under today's code at that version.
 *
 *   npx tsx scripts/rules-version-fixtures.ts            # every fixture
 *   npx tsx scripts/rules-version-fixtures.ts ruin-runner # one game's
 *
 * Publishing a version adds its line to `FIXTURES` (the last commit before the change).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface FixtureSpec {
  gameId: string;
  rulesVersion: number;
  /** The last commit that played this version (the parent of the commit that published the next). */
  commit: string;
  players: number;
  options: Record<string, unknown>;
  seed: string;
  /** Random matches tried (choice seeds); the longest is kept, so that a short game's random play still reaches the rules that changed. */
  tries?: number;
  /** Move types the player picks whenever one is legal (e.g. to pick artifacts up rather than only move platforms); otherwise any legal move. */
  prefer?: string[];
}

export const FIXTURES: readonly FixtureSpec[] = [
  // Ruin Runner 1: before 402460c (two ways out on most tiles, looting end per round). The 3-player
  // match's tiles are illegal under version 2; the 4-player one ends by version 1's looting end.
  { gameId: 'ruin-runner', rulesVersion: 1, commit: 'a9b22318adc650c4a30e3360f515f71dbdbc5ecd', players: 3, options: {}, seed: 'rules-v1-ruin-runner' },
  { gameId: 'ruin-runner', rulesVersion: 1, commit: 'a9b22318adc650c4a30e3360f515f71dbdbc5ecd', players: 4, options: {}, seed: 'rules-v1-ruin-runner-4', tries: 20 },
  // Relic Runners 1: before bc3aed2 (ruins linked into a ring); 2: before 90e0291 (12 more jungle trails).
  { gameId: 'relic-runners', rulesVersion: 1, commit: '9687063270d24f95a23591f1e7cc2546a16510c4', players: 3, options: {}, seed: 'rules-v1-relic-runners' },
  { gameId: 'relic-runners', rulesVersion: 2, commit: 'b4dcb89e8b9f7f28ce8671937ccdb3df17292c61', players: 4, options: {}, seed: 'rules-v2-relic-runners' },
  // Relic Run 1: before 1594c8f (the scenario ladder, the distance rule, hands kept sorted). The
  // 2-player battle depends on version 1's distances, the solo one on its hand order.
  { gameId: 'relic-run', rulesVersion: 1, commit: '24ecf4790a1836fd813be66d81b93816fb486799', players: 2, options: { scenario: 'bone-yard' }, seed: 'rules-v1-relic-run', tries: 200 },
  { gameId: 'relic-run', rulesVersion: 1, commit: '24ecf4790a1836fd813be66d81b93816fb486799', players: 1, options: {}, seed: 'rules-v1-relic-run-solo', tries: 200 },
  // Relic Run 2: before the commit that publishes version 3 (the ladder's enemies at their printed HP).
  // Lich Vault, where version 2 raised both kinds: Zombies entered at 5 HP, Skeletal Archers at 3.
  { gameId: 'relic-run', rulesVersion: 2, commit: 'b2d9c11c6f22b19518d543271a5a35f46b930163', players: 2, options: { scenario: 'lich-vault' }, seed: 'rules-v2-relic-run', tries: 50 },
  // Space Relics 1: before 1594c8f (adrenaline counted over the turn, the trap prompt on public facts).
  { gameId: 'space-relics', rulesVersion: 1, commit: '24ecf4790a1836fd813be66d81b93816fb486799', players: 2, options: {}, seed: 'rules-v1-space-relics', tries: 40, prefer: ['chooseAirlock', 'step', 'pickUpArtifact', 'useItem', 'counterTrap', 'springTrap', 'grapple', 'rocket'] },
  // Space Relics 2: before the museum of version 3 (issue 33: shell galleries, platform spaces away from the airlocks).
  { gameId: 'space-relics', rulesVersion: 2, commit: '6f97ee96142c6007be15d04bf040207d640a98f8', players: 2, options: {}, seed: 'rules-v2-space-relics', tries: 40, prefer: ['chooseAirlock', 'step', 'pickUpArtifact', 'useItem', 'counterTrap', 'springTrap', 'grapple', 'rocket'] },
  // Space Relics 3: before the 19 x 19 board of version 4 (issue 33: wider margins and channels).
  { gameId: 'space-relics', rulesVersion: 3, commit: 'e5ee858fe6b9c9594685934d100eea010b36ff83', players: 3, options: {}, seed: 'rules-v3-space-relics', tries: 40, prefer: ['chooseAirlock', 'step', 'pickUpArtifact', 'useItem', 'counterTrap', 'springTrap', 'grapple', 'rocket'] },
  // Reliques & Co 1: before 1594c8f (four face-up cards per market row, the pile's top on offer).
  { gameId: 'reliques-co', rulesVersion: 1, commit: '24ecf4790a1836fd813be66d81b93816fb486799', players: 3, options: {}, seed: 'rules-v1-reliques-co' },
];

/** Run inside the old tree: plays the match with the old catalog and engine, prints the fixture's body. */
const PLAYER = `
import { games } from './src/games/index.js';
import { pick, randomInt, seedRng } from './src/engine/index.js';
const spec = JSON.parse(process.argv[2]);
const game = games.find((g) => g.id === spec.gameId);
if (!game) throw new Error('no game ' + spec.gameId);
const options = game.options.parse(spec.options);
// A seeded random player (preferring spec.prefer's move types), to the end or to maxMoves.
function play(choiceSeed, maxMoves) {
  let state = game.setup({ players: spec.players, options, seed: spec.seed });
  const chooser = seedRng(choiceSeed);
  const moves = [];
  while (game.result(state) === null && moves.length < maxMoves) {
    const active = game.activeSeats(state);
    const seat = active[randomInt(chooser, active.length)];
    const legal = game.legalMoves(state, seat);
    const preferred = legal.filter((m) => (spec.prefer ?? []).includes(m.type));
    const move = pick(chooser, preferred.length > 0 ? preferred : legal);
    state = game.apply(state, seat, move).state;
    moves.push({ seat, move });
  }
  return { state, moves, finished: game.result(state) !== null };
}
let choiceSeed;
let whole;
for (let i = 0; i < (spec.tries ?? 1); i++) {
  const tried = 'choices:' + i + ':' + spec.seed;
  const played = play(tried, 100000);
  if (!played.finished) throw new Error('the random match did not finish');
  if (whole === undefined || played.moves.length > whole.moves.length) [choiceSeed, whole] = [tried, played];
}
const storedAt = Math.floor((whole.moves.length * 3) / 4);
const halfway = play(choiceSeed, storedAt);
process.stdout.write(JSON.stringify({
  options,
  storedAt,
  moves: whole.moves,
  stored: halfway.state,
  final: whole.state,
  result: game.result(whole.state),
}));
`;

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'test', 'games', 'rules-versions');

function checkout(commit: string, into: string): void {
  mkdirSync(into, { recursive: true });
  const archive = execFileSync('git', ['archive', commit, 'src'], { cwd: root, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', into], { input: archive });
  symlinkSync(join(root, 'node_modules'), join(into, 'node_modules'));
  writeFileSync(join(into, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(into, 'play.ts'), PLAYER);
}

const only = process.argv[2];
const work = mkdtempSync(join(tmpdir(), 'rules-versions-'));
try {
  mkdirSync(out, { recursive: true });
  for (const spec of FIXTURES.filter((f) => only === undefined || f.gameId === only)) {
    const tree = join(work, spec.commit);
    if (!existsSync(tree)) checkout(spec.commit, tree);
    const body = JSON.parse(execFileSync(join(root, 'node_modules', '.bin', 'tsx'), ['play.ts', JSON.stringify(spec)], { cwd: tree, maxBuffer: 1 << 28 }).toString());
    const subject = execFileSync('git', ['log', '-1', '--format=%h %s', spec.commit], { cwd: root }).toString().trim();
    const fixture = { gameId: spec.gameId, rulesVersion: spec.rulesVersion, builtFrom: subject.slice(0, 120), players: spec.players, seed: spec.seed, ...body };
    const file = join(out, `${spec.gameId}-v${spec.rulesVersion}-${spec.players}p.json`);
    writeFileSync(file, `${JSON.stringify(fixture)}\n`);
    console.log(`${file}: ${body.moves.length} moves, stored at ${body.storedAt}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
