import { sql } from 'drizzle-orm';
import { bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  /** The language of emails, push messages and the web app (`en`, `fr`); null: the browser's, emails in English. */
  language: text('language'),
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
  /**
   * The latest vacation (table `vacations`, README "Vacation"): away from, until (set to the
   * moment it ended when it was ended early). Past values stay; only `away_until > now` is away.
   */
  awayFrom: timestamp('away_from', { withTimezone: true, mode: 'date' }),
  awayUntil: timestamp('away_until', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('users_email_key').on(t.email),
  // An owner's bots, counted against their quota (migrations/0018).
  index('users_owner_idx').on(t.ownerId).where(sql`owner_id is not null`),
]);

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
    /** public | private: a private match is never listed to anyone who does not sit at it. */
    visibility: text('visibility').notNull().default('public'),
    /** Whether finishing it changes the players' Glicko-2 ratings (reliquary_rate_match, migrations/0005). */
    rated: boolean('rated').notNull().default(false),
    /** The finished match this one is the rematch of; one rematch per match. */
    rematchOf: text('rematch_of'),
    /**
     * Seats whose players agreed to abort the started match; null once anything is in the move
     * log (migrations/0009's trigger), when abort is no longer possible.
     */
    abortVotes: integer('abort_votes').array().default(sql`'{}'::integer[]`),
    /**
     * The version of its game's rules and data the match began with and plays to its end
     * (src/engine/versions.ts); a new match names its game's latest. migrations/0017.
     */
    rulesVersion: integer('rules_version').notNull().default(1),
  },
  (t) => [
    // No index may hold a column every move changes (updated_at, version, state): then a move's
    // UPDATE is HOT (heap-only, no index writes; fillfactor in migrations/0008 leaves the room).
    // Deadlines change with every move of a timed match, so only timed matches pay for them.
    index('matches_status_idx').on(t.status, t.createdAt, t.id),
    index('matches_deadline_idx').on(t.deadlineAt).where(sql`deadline_at is not null`),
    index('matches_reminder_idx').on(t.reminderAt).where(sql`reminder_at is not null`),
    index('matches_created_idx').on(t.createdAt, t.id),
    // A creator's waiting matches, counted against their quota (migrations/0018).
    index('matches_waiting_creator_idx').on(t.createdBy).where(sql`status = 'waiting'`),
    uniqueIndex('matches_rematch_of_key').on(t.rematchOf),
  ],
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

/**
 * Append-only move log: setup(seed) + these moves in `seq` order rebuild `matches.state`.
 * No foreign keys on the append-only logs (moves, outbox, events): every writer appends only
 * after updating (so locking) the match or user the row names, in the same transaction, and a
 * key check per row cost a move about a third of its insert time (bench/README.md, API). A
 * deleted match or user still takes its rows with it (migrations/0010's triggers).
 */
export const moves = pgTable(
  'moves',
  {
    matchId: text('match_id').notNull(),
    seq: integer('seq').notNull(),
    seat: integer('seat').notNull(),
    move: jsonb('move').notNull(),
    /** The game's events for this move, each with its audience; read back filtered per seat. */
    events: jsonb('events').notNull().default(sql`'[]'::jsonb`),
    actorId: text('actor_id'),
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
    userId: text('user_id'),
    matchId: text('match_id'),
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
    index('outbox_status_idx').on(t.status, t.nextAttemptAt),
    // The retention sweep's (src/db/retention.ts): only settled rows, so moves never update it.
    index('outbox_settled_idx').on(t.createdAt).where(sql`status in ('sent', 'skipped', 'failed')`),
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

/**
 * Opaque refresh tokens (hashed), rotated on every use. Every token descends from one sign-in,
 * its family: a used token presented again revokes the whole family (it was stolen).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    familyId: text('family_id').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.hash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Fixed-window counters shared by every process and isolate (sign-in emails per address,
 * guests and sign-ins per client address, invitation emails per account): one conditional
 * upsert counts and checks, so concurrent requests cannot overshoot.
 */
/**
 * Sessions signed out or found stolen: their JWTs are refused until they would have expired
 * anyway. `session_id` is the refresh-token family a session JWT names in its `sid`; a row lives
 * no longer than the longest session JWT, so the list stays as small as the sign-outs of an hour.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_sessions_expiry_idx').on(t.expiresAt)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

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
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Each user's event inbox, written in the same statement or transaction as the change that
 * causes it. Thin: ids and versions only, never a view, so nothing hidden can leak through it.
 */
export const events = pgTable(
  'events',
  {
    userId: text('user_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    matchId: text('match_id'),
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

/**
 * A browser's Web Push subscription (PushSubscription.toJSON()): where its push service takes
 * messages for it and the keys they are encrypted to (RFC 8291). An endpoint belongs to one user
 * at a time; a push service answering 404 or 410 has dropped it, and so is it here. migrations/0015.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key, base64url (65 bytes). */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret, base64url (16 bytes). */
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** Last stored (a browser sends its subscription again on each visit). */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId, t.updatedAt)],
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
    index('webhook_deliveries_settled_idx').on(t.createdAt).where(sql`status in ('delivered', 'failed')`),
  ],
);

/** Quick match: a player waiting for `players - 1` others who want the same game, options and clock. */
export const seeks = pgTable(
  'seeks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    players: integer('players').notNull(),
    options: jsonb('options').notNull(),
    timeControl: jsonb('time_control'),
    rated: boolean('rated').notNull().default(false),
    /** Seeks with the same pool are compatible: game, players, options, clock and rated, canonically. */
    pool: text('pool').notNull(),
    /** open | matched | cancelled | expired */
    status: text('status').notNull().default('open'),
    matchId: text('match_id').references(() => matches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** After this an open seek is never matched nor listed; it is marked `expired` when its pool is next used. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now() + interval '1 hour'`),
  },
  (t) => [
    uniqueIndex('seeks_open_user_pool_key').on(t.userId, t.pool).where(sql`status = 'open'`),
    index('seeks_open_pool_idx').on(t.pool, t.createdAt).where(sql`status = 'open'`),
    index('seeks_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Match chat, for the seated players only. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_match_idx').on(t.matchId, t.id), index('chat_messages_user_idx').on(t.userId, t.createdAt)],
);

/** `userId` no longer sees chat from `mutedUserId`, in any match. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedUserId: text('muted_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mutedUserId] })],
);

/** Glicko-2 rating per user and game; written only by reliquary_rate_match (migrations/0005). */
export const ratings = pgTable(
  'ratings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    rating: doublePrecision('rating').notNull().default(1500),
    rd: doublePrecision('rd').notNull().default(350),
    volatility: doublePrecision('volatility').notNull().default(0.06),
    games: integer('games').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('ratings_game_idx').on(t.gameId, t.rating)],
);

/** What one rated match did to each player's rating. */
export const ratingChanges = pgTable(
  'rating_changes',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    ratingBefore: doublePrecision('rating_before').notNull(),
    ratingAfter: doublePrecision('rating_after').notNull(),
    rdAfter: doublePrecision('rd_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] }), index('rating_changes_user_idx').on(t.userId, t.createdAt)],
);

/** `userId` follows `friendId` (one way; the followed player is not told). migrations/0016. */
export const friends = pgTable(
  'friends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: text('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] }), index('friends_friend_idx').on(t.friendId)],
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
  rateLimits,
  revokedSessions,
  invitations,
  devMail,
  events,
  webhooks,
  webhookDeliveries,
  pushSubscriptions,
  seeks,
  chatMessages,
  chatMutes,
  ratings,
  ratingChanges,
  friends,
};

/**
 * Vacations (README, "Vacation"), kept for the yearly allowance: the days of the vacations
 * begun in a calendar year (UTC) count against that year's. One ended early ends at that
 * moment; it counts the days begun (at least one).
 */
export const vacations = pgTable(
  'vacations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The planned end, or the moment it was ended early. */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Days asked for. */
    days: integer('days').notNull(),
    endedEarlyAt: timestamp('ended_early_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('vacations_user_idx').on(t.userId, t.startsAt)],
);
