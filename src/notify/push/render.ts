import { findGame, type AnyGame, type Locale } from '../../engine/index.js';
import type { OutboxRow } from '../../db/notify.js';
import { listPushSubscriptions, type PushSubscriptionRow } from '../../db/push.js';
import { findUser, loadMatch } from '../../db/queries.js';
import { preferencesOf } from '../preferences.js';
import { awayDeferral, type RenderContext } from '../render.js';
import { matchLink, type NotifySettings } from '../settings.js';
import { localeOfUser, notifyWords } from '../words.js';

/**
 * Everything a turn's push message carries, and all the service worker shows. It names the
 * match, the game and that it is the reader's turn: public facts about the match (its page says
 * as much to anyone), never anything from the state or a view (no hand, no seed, no log).
 */
export interface TurnPush {
  type: 'turn';
  matchId: string;
  gameId: string;
  /** The match version that made it this user's turn: the service worker shows one notification per turn. */
  version: number;
  title: string;
  body: string;
  /** The match page for people (WEB_URL). */
  url: string;
  /** One notification per match on a device: a newer turn replaces the older one. */
  tag: string;
}

export function turnPush(settings: NotifySettings, game: Pick<AnyGame, 'id' | 'title'>, match: { id: string; version: number }, locale: Locale = 'en'): TurnPush {
  const t = notifyWords(locale);
  return {
    type: 'turn',
    matchId: match.id,
    gameId: game.id,
    version: match.version,
    title: t('pushTitle', { game: game.title }),
    body: t('pushBody', { game: game.title, match: match.id }),
    url: matchLink(settings, match.id),
    tag: `turn:${match.id}`,
  };
}

export type RenderedPush = { push: TurnPush; subscriptions: PushSubscriptionRow[] } | { skip: string } | { deferUntil: Date };

/**
 * A `push` row as the turn email is judged: from the current database, skipped if the turn was
 * played or the user turned push off, deferred while the user was active in the last
 * NOTIFY_ACTIVE_GRACE_S seconds (they are at the table; the open app tells them itself).
 */
export async function renderPush(ctx: Pick<RenderContext, 'db' | 'games' | 'settings' | 'now'>, row: OutboxRow): Promise<RenderedPush> {
  const user = row.userId ? await findUser(ctx.db, row.userId) : undefined;
  if (!user) return { skip: 'no such user' };
  if (!preferencesOf(user.prefs).push) return { skip: 'push notifications are off' };
  const away = awayDeferral(user, row.kind, ctx.now);
  if (away) return away;
  const match = row.matchId ? await loadMatch(ctx.db, row.matchId) : undefined;
  if (!match) return { skip: 'no such match' };
  const game = findGame(ctx.games, match.gameId, match.rulesVersion);
  if (!game) return { skip: `unknown game ${match.gameId} or rules version ${match.rulesVersion}` };
  const mine = match.seats.filter((s) => s.userId === user.id && match.activeSeats.includes(s.seat));
  if (match.status !== 'active' || mine.length === 0) return { skip: 'the turn was played' };
  const graceMs = ctx.settings.activeGraceSeconds * 1000;
  if (user.lastActiveAt && ctx.now.getTime() - user.lastActiveAt.getTime() < graceMs) {
    return { deferUntil: new Date(user.lastActiveAt.getTime() + graceMs) };
  }
  const subscriptions = await listPushSubscriptions(ctx.db, user.id);
  if (subscriptions.length === 0) return { skip: 'no push subscription' };
  const version = typeof (row.payload as { version?: unknown }).version === 'number' ? ((row.payload as { version: number }).version) : match.version;
  return { push: turnPush(ctx.settings, game, { id: match.id, version }, localeOfUser(user)), subscriptions };
}
