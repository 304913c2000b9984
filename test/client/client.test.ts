import { describe, expect, expectTypeOf, it } from 'vitest';
import { gameIds, isGame, reliquaryClient, type GameId, type Match, type MoveOf, type ViewOf } from '@reliquary/client';
import { games } from '../../src/games/index.js';
import { useApi } from '../support/setup.js';

/** The published client package (packages/client), against a real app: what a bot developer writes. */
describe('@reliquary/client', () => {
  const api = useApi('pglite');
  const clientOf = (token?: string) =>
    reliquaryClient('http://reliquary.test', { ...(token ? { token } : {}), fetch: async (request: Request) => api.client.app.fetch(request) });

  it('knows every game of the catalog', () => {
    expect(gameIds).toEqual(games.map((g) => g.id));
    expectTypeOf<GameId>().toEqualTypeOf<'relic-runners' | 'ruin-runner' | 'relic-run' | 'reliques-co' | 'space-relics'>();
  });

  it('signs in, opens a match, and plays a typed move', async () => {
    const anonymous = clientOf();
    const ada = (await anonymous.POST('/v1/auth/guest', { body: { name: 'Ada' } })).data!;
    const bob = (await anonymous.POST('/v1/auth/guest', { body: { name: 'Bob' } })).data!;
    const asAda = clientOf(ada.token);
    const created = await asAda.POST('/v1/matches', { body: { gameId: 'ruin-runner', players: 2 } });
    expect(created.response.status).toBe(201);
    const matchId = created.data!.id;
    await clientOf(bob.token).POST('/v1/matches/{matchId}/join', { params: { path: { matchId } }, body: {} });

    const { data: match } = await asAda.GET('/v1/matches/{matchId}', { params: { path: { matchId }, query: {} } });
    expect(match && isGame(match, 'ruin-runner')).toBe(true);
    if (!match || !isGame(match, 'ruin-runner')) return;
    // Narrowed by gameId: the view is Ruin Runner's, with Ada's own hand.
    expectTypeOf(match.view).toEqualTypeOf<ViewOf<'ruin-runner'>>();
    expect(match.view.hand.length).toBeGreaterThan(0);
    expect(isGame(match as Match, 'space-relics')).toBe(false);

    const seat = match.activeSeats[0]!;
    const mover = seat === 0 ? asAda : clientOf(bob.token);
    const legal = (await mover.GET('/v1/matches/{matchId}/legal-moves', { params: { path: { matchId }, query: {} } })).data!;
    const move: MoveOf<'ruin-runner'> = legal.moves[0] as MoveOf<'ruin-runner'>;
    const played = await mover.POST('/v1/matches/{matchId}/moves', { params: { path: { matchId }, query: {} }, body: { expectedVersion: legal.version, move } });
    expect(played.response.status).toBe(200);
    expect(played.data!.version).toBe(legal.version + 1);

    const refused = await mover.POST('/v1/matches/{matchId}/moves', { params: { path: { matchId }, query: {} }, body: { expectedVersion: legal.version, move } });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.code).toBe('stale-version');
  });
});
