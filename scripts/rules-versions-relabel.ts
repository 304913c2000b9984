/**
 * Once after migration 0017, with the servers stopped: gives each match stored before rules
 * versions the version that rebuilds it from its seed and log, where the latest does not
 * (src/db/rules-versions.ts; README, "Rules versions").
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/rules-versions-relabel.ts [--dry-run]
 *   DATA_DIR=./.data npx tsx scripts/rules-versions-relabel.ts [--dry-run]    # the embedded database
 */
import { openNodeDatabase } from '../src/db/node.js';
import { relabelRulesVersions } from '../src/db/rules-versions.js';
import { games } from '../src/games/index.js';

const dryRun = process.argv.includes('--dry-run');
const database = await openNodeDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR || './.data' });
try {
  const found = await relabelRulesVersions(database.db, games, { dryRun });
  for (const m of found) {
    console.log(m.to === null ? `${m.matchId} (${m.gameId}): no version rebuilds it; left at ${m.from}` : `${m.matchId} (${m.gameId}): ${m.from} -> ${m.to}${dryRun ? ' (dry run)' : ''}`);
  }
  console.log(`${found.filter((m) => m.to !== null).length} relabelled, ${found.filter((m) => m.to === null).length} left as they were.`);
} finally {
  await database.close();
}
