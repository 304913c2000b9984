import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  gameIds,
  isGame,
  reliquaryClient,
  type CreateMatchRequestOf,
  type GameId,
  type Match,
  type MoveOf,
  type OptionsOf,
  type ReplayOf,
  type Schemas,
  type ViewOf,
} from '@reliquary/client';
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

    // The replay is typed by its game too: narrowed by gameId, each step's view is Ruin Runner's.
    const replay = (await asAda.GET('/v1/matches/{matchId}/replay', { params: { path: { matchId }, query: { version: 0, count: 2 } } })).data!;
    expect(replay.gameId).toBe('ruin-runner');
    if (replay.gameId !== 'ruin-runner') return;
    expectTypeOf(replay).toExtend<ReplayOf<'ruin-runner'>>();
    expectTypeOf(replay.steps[0]!.view).toEqualTypeOf<ViewOf<'ruin-runner'>>();
    expect(replay.steps.map((s) => s.view.hand.length)).toEqual([5, 5]);
  });

  it('types requests by game: the options of a new match by its gameId, a move as one of the games’ moves', async () => {
    type RequestOptions = NonNullable<CreateMatchRequestOf<'relic-runners'>['options']>;
    expectTypeOf<RequestOptions>().toExtend<OptionsOf<'relic-runners'>>();
    expectTypeOf<OptionsOf<'relic-runners'>>().toExtend<RequestOptions>();
    expectTypeOf<OptionsOf<'ruin-runner'>>().not.toExtend<RequestOptions>();
    expectTypeOf<Schemas['MoveRequest']['move']>().toEqualTypeOf<MoveOf<GameId>>();
    const ada = (await clientOf().POST('/v1/auth/guest', { body: { name: 'Ada' } })).data!;
    const asAda = clientOf(ada.token);
    // A field left to its default may be left out; a value the game does not know is a type error.
    const created = await asAda.POST('/v1/matches', { body: { gameId: 'relic-runners', players: 2, options: { setup: 'first' } } });
    expect(created.response.status).toBe(201);
    expect(created.data!.options).toEqual({ setup: 'first' });
    // @ts-expect-error: Relic Runners has no setup "upside-down" (the server answers 422 invalid-options)
    const refused = await asAda.POST('/v1/matches', { body: { gameId: 'relic-runners', players: 2, options: { setup: 'upside-down' } } });
    expect(refused.error?.code).toBe('invalid-options');
  });
});
