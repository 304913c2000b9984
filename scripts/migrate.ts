/** Applies migrations/ to DATABASE_URL (e.g. a Neon database before deploying): `npm run db:migrate`. */
import { openNodeDatabase } from '../src/db/node.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to the postgres:// URL to migrate.');
  process.exit(1);
}
const database = await openNodeDatabase({ url });
await database.close();
console.log('Migrations applied.');
