/**
 * Applies migrations/ to DATABASE_URL (e.g. a Neon database before deploying): `npm run db:migrate`.
 * Under a PostgreSQL advisory lock (src/db/migrate.ts), so two at once (or a Node server starting)
 * apply each migration once; the second waits for the first.
 */
import { migrateDatabaseUrl } from '../src/db/migrate.js';
import { migrationsFolder } from '../src/db/node.js';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('Set DATABASE_URL to the postgres:// URL to migrate.');
  process.exit(1);
}
try {
  await migrateDatabaseUrl(url, migrationsFolder, (line) => console.log(line));
} catch (err) {
  console.error(`Migrations not applied: ${(err as Error).message}`);
  process.exit(1);
}
