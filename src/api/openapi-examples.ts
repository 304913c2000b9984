/**
 * Response examples shared by several operations of the contract (each route sets its own
 * `example` from these). One story runs through them: Ada and Bob play Ruin Runner, Rita is
 * Ada's bot. test/api/openapi-examples.test.ts validates every example against its schema.
 */

const at = '2026-05-04T09:30:00.000Z';
const later = '2026-05-04T09:41:12.000Z';

const exampleUser = { id: 'usr_4f9c2d1e8a7b6c5d', name: 'Ada', kind: 'guest' } as const;
const bob = { id: 'usr_9b1d7e3f2a4c6e80', name: 'Bob', kind: 'person' } as const;
const rita = { id: 'usr_5e2a8c4f1b9d7036', name: 'Rita', kind: 'bot' } as const;

const exampleSession = {
  user: exampleUser,
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3JfNGY5YzJkMWU4YTdiNmM1ZCJ9.c2lnbmF0dXJl',
  refreshToken: 'rfr_3q2x9v7m1k5b8n4c6z0d',
};

const noCounters = { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0 };

/** Ada's view (seat 0) of a two-player Ruin Runner match as it starts: her hand and cards, not Bob's. */
const exampleView = {
  phase: 'discovery',
  players: 2,
  options: { noHonorAmongThieves: false },
  you: 0,
  turn: 0,
  activeSeats: [0],
  prompt: 'Seat 0: place a tile from your hand next to the ruins so that every arrow flows properly, or pass if no tile fits.',
  step: null,
  firstDiscoverer: 0,
  firstLooter: 1,
  board: [{ tile: 0, kind: 'start', sides: 'oooo', pair: null, x: 0, y: 0, rotation: 0, counters: noCounters, gateArrow: null }],
  drawPileSize: 25,
  discardedCount: 0,
  supply: { red: 17, orange: 17, yellow: 17, green: 17, blue: 17, purple: 17 },
  seats: [
    { seat: 0, handSize: 5, cardCount: 2, counters: noCounters, looter: null, cards: ['green', 'purple'] },
    { seat: 1, handSize: 5, cardCount: 2, counters: noCounters, looter: null, cards: null },
  ],
  hand: [
    { tile: 16, kind: 'path', sides: 'oiio', pair: null, circle: 'green', diamonds: ['blue'] },
    { tile: 34, kind: 'teleport-to-start', sides: 'iiii', pair: null, circle: null, diamonds: [] },
    { tile: 28, kind: 'gate', sides: 'wiwi', pair: null, circle: null, diamonds: ['orange', 'yellow'] },
    { tile: 13, kind: 'path', sides: 'ooii', pair: null, circle: 'red', diamonds: ['orange'] },
    { tile: 22, kind: 'path', sides: 'oioi', pair: null, circle: 'green', diamonds: [] },
  ],
  cards: ['green', 'purple'],
  passesInRow: 0,
  turnsWithoutTake: 0,
  tookThisTurn: false,
  result: null,
};

/** Bob's view (seat 1) of the same moment: his hand and cards instead of Ada's. */
const bobView = {
  ...exampleView,
  you: 1,
  seats: [
    { ...exampleView.seats[0], cards: null },
    { ...exampleView.seats[1], cards: ['orange', 'blue'] },
  ],
  hand: [
    { tile: 33, kind: 'teleport-exit', sides: 'ooii', pair: 'B', circle: 'purple', diamonds: [] },
    { tile: 11, kind: 'path', sides: 'oiii', pair: null, circle: 'blue', diamonds: ['purple'] },
    { tile: 30, kind: 'teleport-entrance', sides: 'ooii', pair: 'A', circle: null, diamonds: [] },
    { tile: 35, kind: 'teleport-to-start', sides: 'iiii', pair: null, circle: null, diamonds: [] },
    { tile: 12, kind: 'path', sides: 'ooii', pair: null, circle: 'purple', diamonds: ['red'] },
  ],
  cards: ['orange', 'blue'],
};

/** What a spectator sees: no hand, no cards. */
const spectatorView = { ...exampleView, you: null, seats: bobView.seats.map((s) => ({ ...s, cards: null })), hand: [], cards: [] };

const exampleMatchId = 'mat_8c1f0e2d3b4a5968';

/** The match as Ada (seat 0) reads it once Bob has joined. */
const exampleVacation = {
  away: false,
  current: null,
  allowance: { year: 2026, daysPerYear: 30, daysUsed: 3, daysLeft: 27 },
  pauseMinPerMoveSeconds: 86400,
};

const exampleMatch = {
  id: exampleMatchId,
  gameId: 'ruin-runner',
  rulesVersion: 2,
  status: 'active',
  version: 2,
  players: 2,
  options: { noHonorAmongThieves: false },
  seat: 0,
  seats: [
    { seat: 0, userId: exampleUser.id, name: 'Ada', computer: false, level: null, awayUntil: null },
    { seat: 1, userId: bob.id, name: 'Bob', computer: false, level: null, awayUntil: '2026-05-12T08:00:00.000Z' },
  ],
  activeSeats: [0],
  view: exampleView,
  result: null,
  timeControl: { perMoveSeconds: 86400, pauseWeekends: false, pausesForVacation: true },
  onTimeout: 'skip',
  deadlineAt: '2026-05-05T09:41:12.000Z',
  visibility: 'public',
  rated: false,
  abortVotes: null,
  createdAt: at,
  updatedAt: later,
};

/** The same match once Bob resigned, as Bob reads it: Ada wins by forfeit (the game itself never reached its end). */
const exampleFinishedMatch = {
  ...exampleMatch,
  status: 'finished',
  version: 3,
  seat: 1,
  activeSeats: [],
  view: bobView,
  result: { winners: [0], scores: [0, 0], details: { forfeit: { seats: [1], reason: 'resign' } } },
  deadlineAt: null,
  updatedAt: '2026-05-04T10:02:45.000Z',
};

const exampleInvitation = {
  id: 'inv_2d6f8a0c4e1b3d5f',
  matchId: exampleMatchId,
  seat: 1,
  email: 'bob@example.com',
  userId: null,
  invitedBy: exampleUser.id,
  status: 'pending',
  createdAt: at,
};

const exampleBot = {
  id: rita.id,
  name: rita.name,
  kind: 'bot',
  ownerId: exampleUser.id,
  maxConcurrentMatches: 4,
  createdAt: at,
};

const exampleBotWithToken = { bot: exampleBot, token: 'rlq_b0t7k3n5e9c2r4e6t8x1' };

const exampleToken = {
  id: 'tok_7a3c9e1f5b2d8064',
  name: 'laptop scripts',
  scopes: ['matches:read', 'matches:play'],
  createdAt: at,
  lastUsedAt: later,
};

const exampleWebhook = {
  id: 'whk_1c3e5a7f9b0d2e4a',
  url: 'https://bots.example.com/reliquary/hooks',
  events: ['invitation', 'turn'],
  status: 'enabled',
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: at,
};

const exampleWebhookDelivery = {
  id: 'dlv_6b8d0f2a4c6e8a0c',
  type: 'turn',
  eventSeq: 42,
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastStatusCode: 204,
  lastError: null,
  deliveredAt: later,
  createdAt: later,
};

const exampleRating = { gameId: 'ruin-runner', rating: 1562.4, rd: 87.2, provisional: false, games: 23 };

const exampleChatMessage = {
  id: 'msg_0e2c4a6f8b1d3e5a',
  matchId: exampleMatchId,
  userId: bob.id,
  name: 'Bob',
  text: 'Nice gate. I did not see that coming.',
  createdAt: later,
};

const exampleSeek = {
  id: 'sek_3f5b7d9a1c2e4f60',
  gameId: 'ruin-runner',
  players: 2,
  options: { noHonorAmongThieves: false },
  timeControl: { perMoveSeconds: 86400, pauseWeekends: true },
  rated: true,
  status: 'open',
  matchId: null,
  createdAt: at,
  expiresAt: '2026-05-04T10:41:12.000Z',
};

const exampleMe = {
  ...exampleUser,
  kind: 'person',
  email: 'ada@example.com',
  preferences: { turn: 'immediate', reminders: true, results: true, invitations: true, push: true },
  timeZone: 'Europe/Paris',
  language: 'fr',
};

/** A spectator's push: the public view, no legal moves, the last move's public events in words. */
const exampleMatchPush = {
  matchId: exampleMatchId,
  version: exampleMatch.version,
  status: 'active',
  activeSeats: exampleMatch.activeSeats,
  match: { ...exampleMatch, seat: null, view: spectatorView },
  legalMoves: null,
  lastMove: { seq: 1, seat: 0, events: [{ seq: 1, seat: 0, type: 'tile-placed', data: { seat: 0, tile: 16, x: 0, y: 1, rotation: 0 }, text: 'Ada placed path tile 16 on the square 1 north of START.' }] },
};

/** A server-sent events stream, as it starts. */
const exampleMatchStream = `id: ${exampleMatch.version}\nevent: match\ndata: ${JSON.stringify(exampleMatchPush)}\n\n: heartbeat\n\n`;

/** The head of an HTML page served to people (sign-in links, invitations, unsubscribing). */
const exampleHtmlPage = '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Reliquary</title></head>\n<body>…</body>\n</html>\n';

const inboxStream = `id: 42\nevent: turn\ndata: {"seq":42,"type":"turn","matchId":"${exampleMatchId}","data":{"matchId":"${exampleMatchId}","seat":0,"version":2,"deadline":"2026-05-05T09:41:12.000Z"},"createdAt":"${later}"}\n\n`;

const exampleGame = {
  id: 'ruin-runner',
  title: 'Ruin Runner',
  summary: 'Lay ruin tiles so their arrows flow, then send your looter through the ruins to grab the most valuable resources.',
  minPlayers: 2,
  maxPlayers: 6,
  rulesVersion: 2,
  rated: { minOwnMoves: 10 },
  defaultOptions: { noHonorAmongThieves: false },
  optionsSchema: { type: 'object', properties: { noHonorAmongThieves: { default: false, type: 'boolean' } } },
  moveSchema: {
    description: 'A Ruin Runner move (abridged here: one of its seven kinds).',
    oneOf: [{ type: 'object', properties: { type: { type: 'string', const: 'pass' } }, required: ['type'], additionalProperties: false }],
  },
};

const waitingMatch = { ...exampleMatch, status: 'waiting', version: 1, seats: [exampleMatch.seats[0], { seat: 1, userId: null, name: null, computer: false, level: null }], activeSeats: [], deadlineAt: null, updatedAt: at };

/**
 * The example of each operation's success response, by operationId (a 204 has none: its errors'
 * examples come from errorResponses).
 */
/** Ada's replay (seat 0) of the same match, at version 2 of 3: two tiles placed, Bob's move in words. */
const exampleReplay = {
  matchId: exampleMatchId,
  gameId: 'ruin-runner',
  status: 'active',
  seat: 0,
  lastVersion: 3,
  result: null,
  steps: [
    {
      version: 2,
      activeSeats: [0],
      view: {
        ...exampleView,
        board: [
          { tile: 0, kind: 'start', sides: 'oooo', pair: null, x: 0, y: 0, rotation: 0, counters: { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 0 }, gateArrow: null },
          { tile: 16, kind: 'path', sides: 'oiio', pair: null, x: 0, y: 1, rotation: 0, counters: { red: 0, orange: 0, yellow: 0, green: 3, blue: 1, purple: 0 }, gateArrow: null },
          { tile: 33, kind: 'teleport-exit', sides: 'ooii', pair: 'B', x: 1, y: 0, rotation: 0, counters: { red: 0, orange: 0, yellow: 0, green: 0, blue: 0, purple: 3 }, gateArrow: null },
        ],
        drawPileSize: 23,
        supply: { red: 17, orange: 17, yellow: 17, green: 14, blue: 16, purple: 14 },
        hand: [
          { tile: 34, kind: 'teleport-to-start', sides: 'iiii', pair: null, circle: null, diamonds: [] },
          { tile: 28, kind: 'gate', sides: 'wiwi', pair: null, circle: null, diamonds: ['orange', 'yellow'] },
          { tile: 13, kind: 'path', sides: 'ooii', pair: null, circle: 'red', diamonds: ['orange'] },
          { tile: 22, kind: 'path', sides: 'oioi', pair: null, circle: 'green', diamonds: [] },
          { tile: 20, kind: 'path', sides: 'ooii', pair: null, circle: 'orange', diamonds: [] },
        ],
      },
      events: [
        { seq: 2, seat: 1, type: 'tile-placed', data: { x: 1, y: 0, kind: 'teleport-exit', seat: 1, tile: 33, rotation: 0, gateArrow: null }, text: 'Bob placed teleport exit 33 (3 purple) on the square 1 east of START, as printed.' },
        { seq: 2, seat: 1, type: 'tile-drawn', data: { seat: 1, drawPileSize: 23 }, text: 'Bob drew a tile (23 tiles left to draw).' },
      ],
    },
  ],
};

export const examples = {
  getMatchReplay: exampleReplay,
  healthz: { ok: true },
  createGuest: exampleSession,
  createBrowserGuest: { user: exampleUser },
  refreshBrowserSession: { user: exampleUser },
  verifyBrowserEmailSignIn: { user: { ...exampleUser, kind: 'person' } },
  requestEmailSignIn: { sent: true, expiresInSeconds: 900 },
  emailSignInPage: exampleHtmlPage,
  verifyEmailSignIn: { ...exampleSession, user: { ...exampleUser, kind: 'person' } },
  refreshSession: exampleSession,
  listGames: { games: [exampleGame] },
  getGame: exampleGame,
  getLeaderboard: {
    gameId: 'ruin-runner',
    entries: [{ rank: 1, user: bob, rating: exampleRating }],
    computers: [{ level: 'hard', user: { id: 'usr_cpu-hard-ruin-runner', name: 'Computer (hard)', kind: 'bot' }, rating: { gameId: 'ruin-runner', rating: 1712, rd: 180, provisional: true, games: 14 } }],
  },
  createMatch: waitingMatch,
  listMatches: {
    matches: [
      {
        id: exampleMatchId,
        gameId: 'ruin-runner',
        status: 'waiting',
        version: 1,
        players: 2,
        options: { noHonorAmongThieves: false },
        seats: waitingMatch.seats,
        openSeats: [1],
        visibility: 'public',
        rated: false,
        timeControl: { perMoveSeconds: 86400, pauseWeekends: false },
        createdAt: at,
        updatedAt: at,
      },
    ],
    nextCursor: null,
  },
  joinMatch: { ...exampleMatch, seat: 1, view: bobView },
  getMatch: exampleMatch,
  listLegalMoves: {
    version: 2,
    seat: 0,
    moves: [
      { type: 'place', tile: 16, x: 0, y: 1, rotation: 0 },
      { type: 'place', tile: 16, x: 0, y: 1, rotation: 1 },
    ],
    texts: [
      'Place path tile 16 (3 green and 1 blue) on the square 1 north of START, as printed',
      'Place path tile 16 (3 green and 1 blue) on the square 1 north of START, turned 90° clockwise',
    ],
  },
  listMatchEvents: {
    seat: 1,
    events: [
      { seq: 1, seat: 0, type: 'tile-placed', data: { seat: 0, tile: 16, x: 0, y: 1, rotation: 0 }, text: 'Ada placed path tile 16 on the square 1 north of START.' },
      { seq: 1, seat: 0, type: 'tile-drawn', data: { seat: 0, drawPileSize: 24 }, text: 'Ada drew a tile.' },
    ],
    next: null,
  },
  makeMove: { ...exampleMatch, version: 3, activeSeats: [1], deadlineAt: '2026-05-05T09:45:03.000Z', updatedAt: '2026-05-04T09:45:03.000Z', view: { ...exampleView, turn: 1, activeSeats: [1], prompt: 'Seat 1: place a tile from your hand next to the ruins so that every arrow flows properly, or pass if no tile fits.' } },
  streamMatch: exampleMatchStream,
  claimWin: { ...exampleFinishedMatch, seat: 0, view: exampleView, onTimeout: 'claim', result: { winners: [0], scores: [0, 0], details: { forfeit: { seats: [1], reason: 'claim' } } } },
  leaveMatch: { ...waitingMatch, seat: null, view: spectatorView, seats: [{ seat: 0, userId: null, name: null, computer: false, level: null }, { seat: 1, userId: bob.id, name: 'Bob', computer: false, level: null }] },
  resignMatch: exampleFinishedMatch,
  abortMatch: { ...exampleMatch, status: 'aborted', version: 3, activeSeats: [], deadlineAt: null },
  rematch: { ...waitingMatch, id: 'mat_1a3c5e7092b4d6f8', seat: 0 },
  invitePlayer: exampleInvitation,
  getInvitation: exampleInvitation,
  closeInvitation: { ...exampleInvitation, status: 'withdrawn' },
  invitationPage: exampleHtmlPage,
  acceptInvitation: { session: { ...exampleSession, user: bob }, match: { ...exampleMatch, seat: 1, view: bobView } },
  declineInvitation: { ...exampleInvitation, status: 'declined' },
  listMyTurns: { turns: [{ matchId: exampleMatchId, gameId: 'ruin-runner', version: 2, seats: [0], deadlineAt: exampleMatch.deadlineAt, waitingSince: later }] },
  getMe: exampleMe,
  getMyVacation: exampleVacation,
  startVacation: { ...exampleVacation, away: true, current: { startsAt: '2026-05-05T08:00:00.000Z', endsAt: '2026-05-12T08:00:00.000Z', days: 7 }, allowance: { ...exampleVacation.allowance, daysUsed: 10, daysLeft: 20 } },
  endVacation: { ...exampleVacation, allowance: { ...exampleVacation.allowance, daysUsed: 5, daysLeft: 25 } },
  updateMe: { ...exampleMe, emailPending: 'ada@new.example.com' },
  listDevMailbox: {
    messages: [
      {
        id: 7,
        to: 'ada@example.com',
        from: 'Reliquary <no-reply@reliquary.example>',
        subject: 'Your Reliquary sign-in code',
        text: 'Your code is 482913. It expires in 15 minutes.',
        html: null,
        headers: { 'Auto-Submitted': 'auto-generated' },
        createdAt: at,
      },
    ],
  },
  unsubscribePage: exampleHtmlPage,
  unsubscribe: { userId: exampleUser.id, category: 'turn', unsubscribed: true },
  listMyEvents: {
    events: [{ seq: 42, type: 'turn', matchId: exampleMatchId, data: { matchId: exampleMatchId, seat: 0, version: 2, deadline: exampleMatch.deadlineAt }, createdAt: later }],
    next: 42,
  },
  streamMyEvents: inboxStream,
  createBot: exampleBotWithToken,
  listBots: { bots: [exampleBot] },
  rotateBotToken: { ...exampleBotWithToken, token: 'rlq_n3wt0k3n8d2f6h1j4k7m' },
  createToken: { token: exampleToken, secret: 'rlq_p3rs0n4lt0k3n5q8w2e' },
  listTokens: { tokens: [exampleToken] },
  getTokenSelf: { kind: 'personal', tokenId: exampleToken.id, scopes: exampleToken.scopes, user: exampleUser },
  createWebhook: { webhook: exampleWebhook, secret: 'whsec_9f8e7d6c5b4a3f2e1d0c' },
  listWebhooks: { webhooks: [exampleWebhook] },
  enableWebhook: exampleWebhook,
  listWebhookDeliveries: { deliveries: [exampleWebhookDelivery] },
  testWebhook: { ...exampleWebhookDelivery, type: 'webhook.test', eventSeq: null },
  createSeek: exampleSeek,
  listSeeks: { seeks: [exampleSeek] },
  getUser: {
    user: bob,
    ratings: [exampleRating],
    recentResults: [
      {
        matchId: 'mat_0f1e2d3c4b5a6978',
        gameId: 'ruin-runner',
        seats: [1],
        outcome: 'loss',
        rated: true,
        ratingBefore: 1570,
        ratingAfter: 1562,
        finishedAt: later,
        players: [
          { seat: 0, userId: 'usr_4f9c2d1e8a7b6c5d', name: 'Ada' },
          { seat: 1, userId: bob.id, name: 'Bob' },
        ],
        winners: [0],
        scores: [0, 0],
        ending: { how: 'resign', seats: [1] },
      },
    ],
  },
  postChat: exampleChatMessage,
  getChat: { messages: [exampleChatMessage] },
  listMutes: { mutes: [{ userId: bob.id, name: 'Bob' }] },
};
