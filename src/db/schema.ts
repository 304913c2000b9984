import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** guest | person | bot */
  kind: text('kind').notNull(),
  /** Verified address, stored lower-case; unique. */
  email: text('email'),
  /** Notification preferences per category (src/notify/preferences.ts). */
  prefs: jsonb('prefs').notNull().default(sql`'{}'::jsonb`),
  /** IANA time zone for the daily digest. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** Last move or session refresh; a turn email waits while the player is still around. */
  lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  /** For a bot: the account that manages it. */
  ownerId: text('owner_id'),
  /** For a bot: joins beyond this many waiting or active matches are refused (null: no limit). */
  maxConcurrentMatches: integer('max_concurrent_matches'),
  /** A deleted bot keeps its row (its seats and moves stay in history) but can no longer act. */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  /** The last `seq` of this user's event inbox; bumped under the row lock, so seqs follow commit order. */
  eventSeq: integer('event_seq').notNull().default(0),
}, (t) => [uniqueIndex('users_email_key').on(t.email)]);

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
    /** `{ perMoveSeconds, pauseWeekends }`, or null for no clock. */
    timeControl: jsonb('time_control'),
    /** skip | resign: what the timeout sweep does when `deadline_at` passes. */
    onTimeout: text('on_timeout'),
    /** When the current deadline's clock started, and when its 80% reminder is due. */
    turnStartedAt: timestamp('turn_started_at', { withTimezone: true, mode: 'date' }),
    reminderAt: timestamp('reminder_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('matches_status_idx').on(t.status, t.updatedAt), index('matches_deadline_idx').on(t.status, t.deadlineAt)],
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
    /** pending | sending (handed to the transport, not yet confirmed) | sent | skipped | failed */
    status: text('status').notNull().default('pending'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key').on(t.dedupeKey),
    index('outbox_pending_idx').on(t.sentAt, t.nextAttemptAt),
    index('outbox_status_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Email sign-in: a short code and a link token per request, both stored hashed, single use. */
export const emailLogins = pgTable(
  'email_logins',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** A signed-in guest asking to attach this address to its account. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_logins_token_key').on(t.tokenHash), index('email_logins_email_idx').on(t.email, t.createdAt)],
);

/** Opaque refresh tokens (hashed), rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.hash)],
);

/** A reserved seat and who is invited to it: a user (bot or person) by id, or an address. */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    email: text('email'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | accepted | declined */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('invitations_pending_seat_key').on(t.matchId, t.seat).where(sql`status = 'pending'`),
    index('invitations_match_idx').on(t.matchId),
    index('invitations_user_idx').on(t.userId),
  ],
);

/** The `dev` mail transport's mailbox: every message, listed at GET /v1/dev/mailbox. */
export const devMail = pgTable(
  'dev_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The outbox dedupe key (or a random one): a redelivery is stored once. */
    key: text('key').notNull(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dev_mail_key').on(t.key), index('dev_mail_to_idx').on(t.to)],
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

export const schema = {
  users,
  tokens,
  matches,
  matchSeats,
  moves,
  outbox,
  idempotencyKeys,
  emailLogins,
  refreshTokens,
  invitations,
  devMail,
  events,
  webhooks,
  webhookDeliveries,
};
