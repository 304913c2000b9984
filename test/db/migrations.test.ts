import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/node.js';

/** A copy of migrations/ that stops after the migration tagged `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'reliquary-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

describe('migration 0004: seats reserved with `invite` become invitations', () => {
  const older = migrationsUpTo('0003_commit_move_functions');
  const client = new PGlite();
  const db = drizzle(client);
  afterAll(async () => {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('keeps live reservations pending, taken ones accepted, and drops the ones that no longer reserve anything', async () => {
    await migrate(db, { migrationsFolder: older });
    await db.execute(sql`insert into users (id, name, kind) values ('host', 'Host', 'guest'), ('bot', 'Bot', 'bot'), ('amy', 'Amy', 'guest')`);
    await db.execute(sql`
      insert into matches (id, game_id, options, players, status, state, seed, created_by) values
        ('waiting', 'race-to-ten', '{}', 4, 'waiting', '{}', 's', 'host'),
        ('started', 'race-to-ten', '{}', 2, 'active', '{}', 's', 'host')`);
    await db.execute(sql`insert into match_seats (match_id, seat, user_id) values ('waiting', 0, 'host'), ('waiting', 1, 'bot'), ('started', 0, 'host'), ('started', 1, 'amy')`);
    await db.execute(sql`
      insert into match_invitations (match_id, seat, user_id) values
        ('waiting', 1, 'bot'), ('waiting', 2, 'amy'), ('waiting', 3, 'bot'), ('started', 1, 'bot')`);
    // Seat 3 was also reserved by a later invitation, which is the one joins honoured.
    await db.execute(sql`insert into invitations (id, match_id, seat, email, invited_by) values ('inv_later', 'waiting', 3, 'x@example.com', 'host')`);

    await migrate(db, { migrationsFolder });

    const rows = await db.execute(sql`select match_id, seat, user_id, email, invited_by, status from invitations order by match_id, seat, id`);
    expect(rows.rows).toEqual([
      { match_id: 'waiting', seat: 1, user_id: 'bot', email: null, invited_by: 'host', status: 'accepted' },
      { match_id: 'waiting', seat: 2, user_id: 'amy', email: null, invited_by: 'host', status: 'pending' },
      { match_id: 'waiting', seat: 3, user_id: null, email: 'x@example.com', invited_by: 'host', status: 'pending' },
    ]);
    const table = await db.execute(sql`select to_regclass('match_invitations') as t`);
    expect(table.rows).toEqual([{ t: null }]);
  });
});

describe('migration 0017: matches keep the rules version they play', () => {
  const older = migrationsUpTo('0016_friends');
  const client = new PGlite();
  const db = drizzle(client);
  afterAll(async () => {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('gives the matches stored before it their game’s latest version at the time, which they were being played with', async () => {
    await migrate(db, { migrationsFolder: older });
    await db.execute(sql`insert into users (id, name, kind) values ('host', 'Host', 'guest')`);
    await db.execute(sql`
      insert into matches (id, game_id, options, players, status, state, seed, created_by) values
        ('rr', 'ruin-runner', '{}', 2, 'active', '{}', 's', 'host'),
        ('rrs', 'relic-runners', '{}', 2, 'finished', '{}', 's', 'host'),
        ('run', 'relic-run', '{}', 1, 'active', '{}', 's', 'host'),
        ('sr', 'space-relics', '{}', 2, 'waiting', '{}', 's', 'host'),
        ('race', 'race-to-ten', '{}', 2, 'active', '{}', 's', 'host')`);

    await migrate(db, { migrationsFolder });

    const rows = await db.execute(sql`select id, rules_version from matches order by id`);
    // A game this server does not host (a test fixture's) plays version 1, as every game began.
    expect(rows.rows).toEqual([
      { id: 'race', rules_version: 1 },
      { id: 'rr', rules_version: 2 },
      { id: 'rrs', rules_version: 3 },
      { id: 'run', rules_version: 2 },
      { id: 'sr', rules_version: 2 },
    ]);
  });
});
