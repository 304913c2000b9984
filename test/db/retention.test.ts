import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { sweepRetention } from '../../src/db/retention.js';
import { openTestDatabase, testDrivers } from '../support/databases.js';
import { rows } from '../support/lobby.js';

// Issue 28, item 7: nothing ever deleted idempotency keys, sent notifications or webhook deliveries.
describe.each(testDrivers)('the retention sweep (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('deletes idempotency keys after a day and settled notifications and deliveries after 30 days, in batches, and nothing else', async () => {
    const db = database.db;
    // Ages are the database's: rows are dated from its now().
    const [row] = await rows<{ now: Date }>(db, sql`select now() as now`);
    const now = row!.now;
    const ago = (hours: number) => new Date(new Date(now).getTime() - hours * 3_600_000).toISOString();
    await db.execute(sql`insert into users (id, name, kind) values ('usr_keep', 'Keeper', 'guest')`);
    await db.execute(sql`insert into webhooks (id, user_id, url, event_types, secret) values ('whk_1', 'usr_keep', 'https://example.com/hook', '{turn}', 'whsec_x')`);
    for (let i = 0; i < 3; i++) {
      await db.execute(sql`insert into idempotency_keys (user_id, key, request_hash, status, body, created_at) values ('usr_keep', ${`old${i}`}, 'h', 200, '{}', ${ago(25)}::timestamptz)`);
    }
    await db.execute(sql`insert into idempotency_keys (user_id, key, request_hash, status, body, created_at) values ('usr_keep', 'fresh', 'h', 200, '{}', ${ago(23)}::timestamptz)`);
    const notification = (key: string, status: string, hours: number) =>
      db.execute(sql`insert into outbox (kind, user_id, payload, dedupe_key, status, created_at) values ('turn', 'usr_keep', '{}', ${key}, ${status}, ${ago(hours)}::timestamptz)`);
    await notification('sent-old', 'sent', 31 * 24);
    await notification('failed-old', 'failed', 31 * 24);
    await notification('pending-old', 'pending', 31 * 24);
    await notification('sent-recent', 'sent', 29 * 24);
    const delivery = (id: string, status: string, hours: number, seq: number) =>
      db.execute(sql`insert into webhook_deliveries (id, webhook_id, event_seq, type, body, status, created_at) values (${id}, 'whk_1', ${seq}, 'turn', '{}', ${status}, ${ago(hours)}::timestamptz)`);
    await delivery('msg_old', 'delivered', 31 * 24, 1);
    await delivery('msg_pending', 'pending', 31 * 24, 2);
    await delivery('msg_recent', 'delivered', 2, 3);

    // A batch of 2: the backlog of three old keys takes two runs.
    expect(await sweepRetention(db, 2)).toEqual({ idempotencyKeys: 2, notifications: 2, deliveries: 1 });
    expect(await sweepRetention(db, 2)).toEqual({ idempotencyKeys: 1, notifications: 0, deliveries: 0 });
    expect(await rows(db, sql`select key from idempotency_keys order by key`)).toEqual([{ key: 'fresh' }]);
    expect(await rows(db, sql`select dedupe_key from outbox order by dedupe_key`)).toEqual([{ dedupe_key: 'pending-old' }, { dedupe_key: 'sent-recent' }]);
    expect(await rows(db, sql`select id from webhook_deliveries order by id`)).toEqual([{ id: 'msg_pending' }, { id: 'msg_recent' }]);
  });
});
