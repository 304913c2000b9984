import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** guest | person | bot */
  kind: text('kind').notNull(),
  email: text('email'),
  createdAt: createdAt(),
  /** For a bot: the account that manages it. */
  ownerId: text('owner_id'),
  /** For a bot: joins beyond this many waiting or active matches are refused (null: no limit). */
  maxConcurrentMatches: integer('max_concurrent_matches'),
  /** A deleted bot keeps its row (its seats and moves stay in history) but can no longer act. */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  /** The last `seq` of this user's event inbox; bumped under the row lock, so seqs follow commit order. */
  eventSeq: integer('event_seq').notNull().default(0),
});

/** Opaque personal and bot tokens; only their SHA-256 is stored. */
export const tokens = pgTable(
  'tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hash: text('hash').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('tokens_hash_key').on(t.hash), index('tokens_user_idx').on(t.userId)],
);

export const matches = pgTable(
  'matches',
  {
    id: text('id').primaryKey(),
    gameId: text('game_id').notNull(),
    options: jsonb('options').notNull(),
    players: integer('players').notNull(),
    /** waiting | active | finished | aborted */
    status: text('status').notNull(),
    /** The full game state, secrets included: only ever read by the engine. */
    state: jsonb('state').notNull(),
    /** Never leaves the server; kept so the move log can be replayed. */
    seed: text('seed').notNull(),
    /** Bumped by every change of the row; the optimistic-concurrency token and the ETag. */
    version: integer('version').notNull().default(0),
    activeSeats: integer('active_seats').array().notNull().default(sql`'{}'::integer[]`),
    result: jsonb('result'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('matches_status_idx').on(t.status, t.updatedAt)],
);

export const matchSeats = pgTable(
  'match_seats',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index('match_seats_user_idx').on(t.userId)],
);

/** Append-only move log: setup(seed) + these moves in `seq` order rebuild `matches.state`. */
export const moves = pgTable(
  'moves',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    seat: integer('seat').notNull(),
    move: jsonb('move').notNull(),
    /** The game's events for this move, each with its audience; read back filtered per seat. */
    events: jsonb('events').notNull().default(sql`'[]'::jsonb`),
    actorId: text('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

/** Notifications, written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    matchId: text('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /** `match/version/user/kind`: the same notification is never queued twice. */
    dedupeKey: text('dedupe_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('outbox_dedupe_key').on(t.dedupeKey), index('outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/** First responses to state-changing POSTs, replayed for a repeated `Idempotency-Key`. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Seats reserved at creation for an invited user (bot or person); only they may take it. */
export const matchInvitations = pgTable(
  'match_invitations',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] }), index('match_invitations_user_idx').on(t.userId)],
);

/**
 * Each user's event inbox, written in the same statement or transaction as the change that
 * causes it. Thin: ids and versions only, never a view, so nothing hidden can leak through it.
 */
export const events = pgTable(
  'events',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    matchId: text('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] })],
);

/** Where a user's inbox events are also POSTed, signed the Standard Webhooks way. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    eventTypes: text('event_types').array().notNull(),
    /** `whsec_<base64>`: kept in clear, since the server must sign with it. */
    secret: text('secret').notNull(),
    /** enabled | disabled */
    status: text('status').notNull().default('enabled'),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The last inbox seq turned into deliveries. */
    cursor: integer('cursor').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_user_idx').on(t.userId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The `webhook-id` header: the same for every retry of one message. */
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventSeq: integer('event_seq'),
    type: text('type').notNull(),
    /** The exact JSON body sent (and signed). */
    body: text('body').notNull(),
    /** pending | delivered | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.webhookId, t.eventSeq),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const schema = { users, tokens, matches, matchSeats, moves, outbox, idempotencyKeys, matchInvitations, events, webhooks, webhookDeliveries };
