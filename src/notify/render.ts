import { findGame, listing, type AnyGame, type Locale } from '../engine/index.js';
import { readableLog } from '../api/words.js';
import type { Db } from '../db/client.js';
import { findInvitation, type OutboxRow } from '../db/notify.js';
import { findUser, listTurns, loadMatch, loadMoveEvents, type MatchRecord } from '../db/queries.js';
import type { OutgoingMail } from './mail.js';
import { allows, categoryOf, preferencesOf } from './preferences.js';
import { matchLink, type NotifySettings } from './settings.js';
import { notificationMail, type NotificationContent } from './templates.js';
import { signedId, unsubscribeToken } from './unsubscribe.js';
import { localeOfUser, notifyWords } from './words.js';

export type Rendered = { mail: OutgoingMail } | { skip: string } | { deferUntil: Date };

export interface RenderContext {
  db: Db;
  games: readonly AnyGame[];
  settings: NotifySettings;
  secret: Uint8Array;
  now: Date;
}

/** A turn email lists at most this many of the latest events; the match page has the whole log. */
export const maxTurnEmailEvents = 30;

function seatName(match: MatchRecord, seat: number, locale: Locale): string {
  const t = notifyWords(locale);
  const holder = match.seats.find((s) => s.seat === seat);
  return holder ? t('seatOf', { name: holder.name, seat }) : t('seat', { seat });
}

/**
 * What happened since `seat` last moved, in the game's words, as that seat may know it: only
 * events addressed to everyone or to that seat (the match log `GET /v1/matches/{id}/events`
 * gives the same reader), told from the seat's own view.
 */
async function sinceLastTurn(ctx: RenderContext, game: AnyGame, match: MatchRecord, seat: number, locale: Locale): Promise<{ moved: boolean; texts: string[] }> {
  const moves = await loadMoveEvents(ctx.db, match.id);
  let lastOwn = -1;
  moves.forEach((m, i) => {
    if (m.seat === seat) lastOwn = i;
  });
  const texts = readableLog(game, match, seat, moves.slice(lastOwn + 1), locale).map((e) => e.text);
  const left = texts.length - maxTurnEmailEvents;
  return {
    moved: lastOwn >= 0,
    texts: left <= 0 ? texts : [notifyWords(locale)('earlierEvents', { n: left }), ...texts.slice(-maxTurnEmailEvents)],
  };
}

const when = (d: Date) => d.toISOString().replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');

/**
 * A player on vacation is not told of turns (nor reminded, nor sent a digest) while away: the
 * notification waits for the vacation's end, and ending it early brings it back at once
 * (db/vacations.ts `endVacation`). Results, invitations and sign-in codes still go out.
 */
export function awayDeferral(user: { awayUntil: Date | null }, kind: string, now: Date): { deferUntil: Date } | undefined {
  if (!['turn', 'reminder', 'digest', 'push'].includes(kind)) return undefined;
  return user.awayUntil && user.awayUntil > now ? { deferUntil: user.awayUntil } : undefined;
}

/**
 * Builds the email for one outbox row from the current database, so it never says more than
 * the recipient may see now, and is skipped when it no longer applies (the turn was played,
 * the category was unsubscribed, the invitation answered).
 */
export async function renderNotification(ctx: RenderContext, row: OutboxRow): Promise<Rendered> {
  const payload = row.payload as Record<string, unknown>;
  if (row.kind === 'invitation') return renderInvitation(ctx, row, payload);
  const user = row.userId ? await findUser(ctx.db, row.userId) : undefined;
  if (!user) return { skip: 'no such user' };
  if (!user.email) return { skip: 'no email address' };
  if (!allows(preferencesOf(user.prefs), row.kind)) return { skip: `${categoryOf(row.kind)} emails are off` };
  const away = awayDeferral(user, row.kind, ctx.now);
  if (away) return away;
  const locale = localeOfUser(user);
  const t = notifyWords(locale);
  const unsubscribeUrl = `${ctx.settings.publicUrl}/v1/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(ctx.secret, user.id, categoryOf(row.kind)))}`;

  if (row.kind === 'digest') {
    const turns = await listTurns(ctx.db, user.id);
    if (turns.length === 0) return { skip: 'nothing waiting' };
    const lines = turns.map((m) => {
      const game = ctx.games.find((g) => g.id === m.gameId);
      const line = { game: game?.title ?? m.gameId, link: matchLink(ctx.settings, m.id) };
      return m.deadlineAt ? t('digestLineDeadline', { ...line, deadline: when(m.deadlineAt) }) : t('digestLine', line);
    });
    const content: NotificationContent = {
      subject: t('digestSubject', { n: turns.length }),
      lines: [t('digestIntro'), ...lines],
    };
    return { mail: notificationMail(ctx.settings, { key: row.dedupeKey, to: user.email, unsubscribeUrl, content, locale }) };
  }

  const match = row.matchId ? await loadMatch(ctx.db, row.matchId) : undefined;
  if (!match) return { skip: 'no such match' };
  const game = findGame(ctx.games, match.gameId, match.rulesVersion);
  if (!game) return { skip: `unknown game ${match.gameId} or rules version ${match.rulesVersion}` };
  const link = { href: matchLink(ctx.settings, match.id), label: t('openMatch') };
  const title = { game: game.title, match: match.id };
  const mySeats = match.seats.filter((s) => s.userId === user.id).map((s) => s.seat);
  const myActive = mySeats.filter((s) => match.activeSeats.includes(s));
  let content: NotificationContent;

  switch (row.kind) {
    case 'turn': {
      if (match.status !== 'active' || myActive.length === 0) return { skip: 'the turn was played' };
      const graceMs = ctx.settings.activeGraceSeconds * 1000;
      if (user.lastActiveAt && ctx.now.getTime() - user.lastActiveAt.getTime() < graceMs) {
        return { deferUntil: new Date(user.lastActiveAt.getTime() + graceMs) };
      }
      const seat = myActive[0] as number;
      const happened = await sinceLastTurn(ctx, game, match, seat, locale);
      content = {
        subject: t('turnSubject', title),
        lines: [
          t('turnLine', { ...title, seat: seatName(match, seat, locale) }),
          ...(match.deadlineAt ? [t('deadline', { deadline: when(match.deadlineAt) })] : []),
          t(happened.texts.length === 0 ? 'nothingYet' : happened.moved ? 'sinceLastTurn' : 'soFar'),
        ],
        items: happened.texts,
        link: { ...link, label: t('playTurn') },
      };
      break;
    }
    case 'reminder': {
      const deadline = typeof payload.deadlineAt === 'string' ? payload.deadlineAt : null;
      if (match.status !== 'active' || myActive.length === 0 || !match.deadlineAt || match.deadlineAt.toISOString() !== deadline) {
        return { skip: 'the turn was played' };
      }
      const left = Math.max(0, match.deadlineAt.getTime() - ctx.now.getTime());
      const outcome = t(match.onTimeout === 'resign' ? 'outcomeResign' : match.onTimeout === 'claim' ? 'outcomeClaim' : 'outcomeSkip');
      content = {
        subject: t('reminderSubject', title),
        lines: [
          t('reminderLine', { ...title, deadline: when(match.deadlineAt), minutes: Math.round(left / 60_000) }),
          t('ifTimeRunsOut', { outcome }),
        ],
        link,
      };
      break;
    }
    case 'finished': {
      const result = match.result as { winners: number[]; scores: number[] } | null;
      if (!result) return { skip: 'no result' };
      const winners = result.winners.map((s) => seatName(match, s, locale));
      const mine = mySeats.some((s) => result.winners.includes(s));
      content = {
        subject: t(mine ? 'finishedSubjectWon' : 'finishedSubject', title),
        lines: [
          t('finishedLine', title),
          winners.length ? t('winners', { n: winners.length, names: winners.join(', ') }) : t('nobodyWon'),
          t('scores', { scores: result.scores.map((score, s) => `${seatName(match, s, locale)} ${score}`).join(', ') }),
        ],
        link,
      };
      break;
    }
    case 'timeout': {
      const seats = Array.isArray(payload.seats) ? (payload.seats as number[]) : [];
      const policy = payload.policy === 'resign' || payload.policy === 'claim' ? payload.policy : 'skip';
      content = {
        subject: t('timeoutSubject', title),
        lines: [
          t('timeoutLine', { ...title, n: seats.length, seats: seats.map((s) => seatName(match, s, locale)).join(', ') }),
          t(policy === 'resign' ? 'timeoutResign' : policy === 'claim' ? 'timeoutClaim' : 'timeoutSkip'),
        ],
        link,
      };
      break;
    }
    case 'matched': {
      if (match.status !== 'active') return { skip: 'the match is no longer in play' };
      const others = match.seats.filter((s) => s.userId !== user.id).map((s) => s.name);
      content = {
        subject: t('matchedSubject', title),
        lines: [
          t('matchedLine', { ...title, seats: mySeats.map((s) => t('seat', { seat: s })).join(', '), others: others.join(', ') }),
          t(myActive.length ? 'youMoveFirst' : 'youWillBeTold'),
        ],
        link,
      };
      break;
    }
    default:
      return { skip: `unknown kind ${row.kind}` };
  }
  return { mail: notificationMail(ctx.settings, { key: row.dedupeKey, to: user.email, matchId: match.id, unsubscribeUrl, content, locale }) };
}

async function renderInvitation(ctx: RenderContext, row: OutboxRow, payload: Record<string, unknown>): Promise<Rendered> {
  const invitation = typeof payload.invitationId === 'string' ? await findInvitation(ctx.db, payload.invitationId) : undefined;
  if (!invitation || invitation.status !== 'pending') return { skip: 'the invitation was answered' };
  const user = invitation.userId ? await findUser(ctx.db, invitation.userId) : undefined;
  const to = invitation.email ?? user?.email;
  if (!to) return { skip: 'no email address' };
  if (user && !allows(preferencesOf(user.prefs), 'invitation')) return { skip: 'invitations emails are off' };
  const match = await loadMatch(ctx.db, invitation.matchId);
  if (!match) return { skip: 'no such match' };
  const game = ctx.games.find((g) => g.id === match.gameId);
  const inviter = await findUser(ctx.db, invitation.invitedBy);
  const token = await signedId(ctx.secret, 'invitation', invitation.id);
  // An invitee without an account reads the inviter's language, which is likely theirs too.
  const locale = localeOfUser(user ?? inviter);
  const t = notifyWords(locale);
  const names = { inviter: inviter?.name ?? t('someone'), game: game?.title ?? match.gameId };
  const content: NotificationContent = {
    subject: t('inviteSubject', names),
    lines: [t('inviteLine', { ...names, seat: invitation.seat, players: match.players }), t('inviteHow')],
    link: { href: `${ctx.settings.publicUrl}/v1/invitations/${encodeURIComponent(token)}`, label: t('inviteAnswer') },
  };
  const unsubscribeUrl = user
    ? `${ctx.settings.publicUrl}/v1/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(ctx.secret, user.id, 'invitations'))}`
    : undefined;
  return { mail: notificationMail(ctx.settings, { key: row.dedupeKey, to, matchId: match.id, unsubscribeUrl, content, locale }) };
}
