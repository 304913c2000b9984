import { api, must, type Schemas } from './api.ts';

export type MatchSummary = Schemas['MatchSummary'];
export type Turn = Schemas['Turn'];

export interface Home {
  /** Matches waiting for the caller, most urgent first (with deadlines). */
  yourTurn: { turn: Turn; match: MatchSummary | undefined }[];
  /** Started matches where others are to play, and matches still gathering players. */
  waiting: MatchSummary[];
  recentlyFinished: MatchSummary[];
  /** Waiting matches with a seat anyone may take, the caller's own left out. */
  open: MatchSummary[];
}

function list(query: { status?: MatchSummary['status']; player?: string; open?: 'true'; limit?: number }) {
  return api.GET('/v1/matches', { params: { query } }).then((r) => must(r).matches);
}

/** Everything the home page lists: the caller's turns, their matches by state, open matches. */
export async function loadHome(userId: string): Promise<Home> {
  const [turns, active, gathering, finished, open] = await Promise.all([
    api.GET('/v1/me/turns').then((r) => must(r).turns),
    list({ player: 'me', status: 'active', limit: 50 }),
    list({ player: 'me', status: 'waiting', limit: 50 }),
    list({ player: 'me', status: 'finished', limit: 10 }),
    list({ open: 'true', limit: 20 }),
  ]);
  const mine = new Set(turns.map((t) => t.matchId));
  return {
    yourTurn: turns.map((turn) => ({ turn, match: active.find((m) => m.id === turn.matchId) })),
    waiting: [...active.filter((m) => !mine.has(m.id)), ...gathering],
    recentlyFinished: finished,
    open: open.filter((m) => !m.seats.some((s) => s.userId === userId)),
  };
}

export interface PendingInvitation {
  id: string;
  matchId: string;
  gameId: string;
  seat: number;
}

/** The inbox holds at most this many pages of events worth reading for invitations. */
const maxPages = 5;

/** Invitations still waiting for an answer, from the inbox's `invitation` events. */
export async function loadOpenInvitations(): Promise<PendingInvitation[]> {
  const events = [];
  let after = 0;
  for (let page = 0; page < maxPages; page++) {
    const body = must(await api.GET('/v1/me/events', { params: { query: { after } } }));
    events.push(...body.events.filter((e) => e.type === 'invitation'));
    if (body.events.length < 100) break;
    after = body.next;
  }
  const found = await Promise.all(
    events.map(async (e) => {
      const data = e.data as { matchId: string; gameId: string; seat: number; invitationId: string };
      const r = await api.GET('/v1/matches/{matchId}/invitations/{invitationId}', { params: { path: { matchId: data.matchId, invitationId: data.invitationId } } });
      return r.data?.status === 'pending' ? { id: data.invitationId, matchId: data.matchId, gameId: data.gameId, seat: data.seat } : null;
    }),
  );
  return found.filter((i): i is PendingInvitation => i !== null);
}
