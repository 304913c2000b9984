import { findGame, type AnyGame } from '../engine/index.js';
import { readableLog } from '../api/words.js';
import type { Db } from '../db/client.js';
import { findInvitation, type OutboxRow } from '../db/notify.js';
import { findUser, listTurns, loadMatch, loadMoveEvents, type MatchRecord } from '../db/queries.js';
import type { OutgoingMail } from './mail.js';
import { allows, categoryOf, preferencesOf } from './preferences.js';
import { matchLink, type NotifySettings } from './settings.js';
import { notificationMail, type NotificationContent } from './templates.js';
import { signedId, unsubscribeToken } from './unsubscribe.js';

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

function seatName(match: MatchRecord, seat: number): string {
  const holder = match.seats.find((s) => s.seat === seat);
  return holder ? `${holder.name} (seat ${seat})` : `seat ${seat}`;
}

/**
 * What happened since `seat` last moved, in the game's words, as that seat may know it: only
 * events addressed to everyone or to that seat (the match log `GET /v1/matches/{id}/events`
 * gives the same reader), told from the seat's own view.
 */
async function sinceLastTurn(ctx: RenderContext, game: AnyGame, match: MatchRecord, seat: number): Promise<{ moved: boolean; texts: string[] }> {
  const moves = await loadMoveEvents(ctx.db, match.id);
  let lastOwn = -1;
  moves.forEach((m, i) => {
    if (m.seat === seat) lastOwn = i;
  });
  const texts = readableLog(game, match, seat, moves.slice(lastOwn + 1)).map((e) => e.text);
  const left = texts.length - maxTurnEmailEvents;
  return {
    moved: lastOwn >= 0,
    texts: left <= 0 ? texts : [`…and ${left} earlier ${left === 1 ? 'event' : 'events'} (the match page has them all)`, ...texts.slice(-maxTurnEmailEvents)],
  };
}

const when = (d: Date) => d.toISOString().replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC');

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
  const unsubscribeUrl = `${ctx.settings.publicUrl}/v1/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(ctx.secret, user.id, categoryOf(row.kind)))}`;

  if (row.kind === 'digest') {
    const turns = await listTurns(ctx.db, user.id);
    if (turns.length === 0) return { skip: 'nothing waiting' };
    const lines = turns.map((m) => {
      const game = ctx.games.find((g) => g.id === m.gameId);
      return `${game?.title ?? m.gameId}: ${matchLink(ctx.settings, m.id)}${m.deadlineAt ? ` (deadline ${when(m.deadlineAt)})` : ''}`;
    });
    const content: NotificationContent = {
      subject: `${turns.length} Reliquary ${turns.length === 1 ? 'match is' : 'matches are'} waiting for you`,
      lines: [`Matches waiting for your move:`, ...lines],
    };
    return { mail: notificationMail(ctx.settings, { key: row.dedupeKey, to: user.email, unsubscribeUrl, content }) };
  }

  const match = row.matchId ? await loadMatch(ctx.db, row.matchId) : undefined;
  if (!match) return { skip: 'no such match' };
  const game = findGame(ctx.games, match.gameId, match.rulesVersion);
  if (!game) return { skip: `unknown game ${match.gameId} or rules version ${match.rulesVersion}` };
  const link = { href: matchLink(ctx.settings, match.id), label: 'Open the match' };
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
      const happened = await sinceLastTurn(ctx, game, match, seat);
      content = {
        subject: `Your turn in ${game.title}`,
        lines: [
          `It is your turn in ${game.title}, as ${seatName(match, seat)}.`,
          ...(match.deadlineAt ? [`Deadline: ${when(match.deadlineAt)}.`] : []),
          happened.texts.length === 0 ? 'Nothing has happened yet: you make the first move.' : happened.moved ? 'Since your last turn:' : 'So far:',
        ],
        items: happened.texts,
        link: { ...link, label: 'Play your turn' },
      };
      break;
    }
    case 'reminder': {
      const deadline = typeof payload.deadlineAt === 'string' ? payload.deadlineAt : null;
      if (match.status !== 'active' || myActive.length === 0 || !match.deadlineAt || match.deadlineAt.toISOString() !== deadline) {
        return { skip: 'the turn was played' };
      }
      const left = Math.max(0, match.deadlineAt.getTime() - ctx.now.getTime());
      content = {
        subject: `Reminder: your move in ${game.title}`,
        lines: [
          `Your move in ${game.title} (match ${match.id}) is due by ${when(match.deadlineAt)}: about ${Math.round(left / 60_000)} minutes left.`,
          `If the time runs out: ${match.onTimeout === 'resign' ? 'you forfeit the match' : match.onTimeout === 'claim' ? 'the others may claim the win' : 'your turn is played out for you'}.`,
        ],
        link,
      };
      break;
    }
    case 'finished': {
      const result = match.result as { winners: number[]; scores: number[] } | null;
      if (!result) return { skip: 'no result' };
      const winners = result.winners.map((s) => seatName(match, s));
      const mine = mySeats.some((s) => result.winners.includes(s));
      content = {
        subject: `${game.title}: the match is over${mine ? ' — you won' : ''}`,
        lines: [
          `The ${game.title} match ${match.id} is over.`,
          winners.length ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.join(', ')}.` : 'Nobody won.',
          `Scores: ${result.scores.map((score, s) => `${seatName(match, s)} ${score}`).join(', ')}.`,
        ],
        link,
      };
      break;
    }
    case 'timeout': {
      const seats = Array.isArray(payload.seats) ? (payload.seats as number[]) : [];
      const policy = payload.policy === 'resign' || payload.policy === 'claim' ? payload.policy : 'skip';
      content = {
        subject: `${game.title}: time ran out`,
        lines: [
          `${seats.map((s) => seatName(match, s)).join(', ')} ran out of time in ${game.title} (match ${match.id}).`,
          policy === 'resign'
            ? 'The match ended by forfeit.'
            : policy === 'claim'
              ? 'The other players may now claim the win; until one does, the late player may still play.'
              : 'Their turn was played out for them; the match goes on.',
        ],
        link,
      };
      break;
    }
    case 'matched': {
      if (match.status !== 'active') return { skip: 'the match is no longer in play' };
      const others = match.seats.filter((s) => s.userId !== user.id).map((s) => s.name);
      content = {
        subject: `Quick match found: ${game.title}`,
        lines: [
          `Your quick match of ${game.title} (match ${match.id}) has started: you play ${mySeats.map((s) => `seat ${s}`).join(', ')} against ${others.join(', ')}.`,
          myActive.length ? 'You move first.' : 'You will be told when it is your turn.',
        ],
        link,
      };
      break;
    }
    default:
      return { skip: `unknown kind ${row.kind}` };
  }
  return { mail: notificationMail(ctx.settings, { key: row.dedupeKey, to: user.email, matchId: match.id, unsubscribeUrl, content }) };
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
  const content: NotificationContent = {
    subject: `${inviter?.name ?? 'Someone'} invites you to play ${game?.title ?? match.gameId}`,
    lines: [
      `${inviter?.name ?? 'Someone'} has kept seat ${invitation.seat} for you in a ${match.players}-player game of ${game?.title ?? match.gameId} on Reliquary.`,
      'Open the link to accept (it signs you in and seats you) or decline (the seat is freed).',
    ],
    link: { href: `${ctx.settings.publicUrl}/v1/invitations/${encodeURIComponent(token)}`, label: 'Answer the invitation' },
  };
  const unsubscribeUrl = user
    ? `${ctx.settings.publicUrl}/v1/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(ctx.secret, user.id, 'invitations'))}`
    : undefined;
  return { mail: notificationMail(ctx.settings, { key: row.dedupeKey, to, matchId: match.id, unsubscribeUrl, content }) };
}
