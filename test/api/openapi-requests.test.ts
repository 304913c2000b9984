import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type AnyGame } from '../../src/engine/index.js';
import { describeGame } from '../../src/api/game-body.js';
import { gameComponentPrefix } from '../../src/api/openapi-games.js';
import { games } from '../../src/games/index.js';
import type { TestClient } from '../support/api.js';
import { fullRun } from '../support/budget.js';
import { Contract } from '../support/contract.js';
import { useApi } from '../support/setup.js';

const contract = new Contract();
const schemas = contract.doc.components.schemas;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const componentOf = ($ref: string) => $ref.replace('#/components/schemas/', '');

/** Every component a schema refers to, directly or through other components. */
function reachable(schema: unknown, seen = new Set<string>()): Set<string> {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = componentOf(value);
        if (!seen.has(name)) {
          seen.add(name);
          walk(schemas[name]);
        }
      } else walk(value);
    }
  };
  walk(schema);
  return seen;
}

const createMatch = ['POST', '/v1/matches'] as const;
const makeMove = ['POST', '/v1/matches/{matchId}/moves'] as const;
const createSeek = ['POST', '/v1/seeks'] as const;

describe('request bodies in the contract are typed by game', () => {
  it('POST …/moves takes one of the games’ moves, and nothing else', () => {
    expect(contract.requestSchema(...makeMove)).toEqual(ref('MoveRequest'));
    const { move } = schemas.MoveRequest.properties;
    // Only the games' moves: a free object beside them would let a generated client send anything.
    expect(move).toEqual({ description: expect.any(String), anyOf: games.map((g) => ref(`${gameComponentPrefix(g.id)}Move`)) });
    const used = reachable(contract.requestSchema(...makeMove));
    for (const game of games) expect(used.has(`${gameComponentPrefix(game.id)}Move`), game.id).toBe(true);
    expect(schemas.LegalMoves.properties.moves.items).toEqual({ anyOf: games.map((g) => ref(`${gameComponentPrefix(g.id)}Move`)) });
  });

  it.each([
    ['POST /v1/matches', createMatch, 'CreateMatchRequest'],
    ['POST /v1/seeks', createSeek, 'SeekRequest'],
  ] as const)('%s is one of the games’ requests, told apart by gameId, each with its game’s options', (_name, [method, path], component) => {
    expect(contract.requestSchema(method, path)).toEqual(ref(component));
    const variants = games.map((g) => ref(`${gameComponentPrefix(g.id)}${component}`));
    expect(schemas[component].oneOf).toEqual(variants);
    expect(schemas[component].discriminator).toEqual({ propertyName: 'gameId', mapping: Object.fromEntries(games.map((g, i) => [g.id, variants[i]!.$ref])) });
    for (const game of games) {
      const prefix = gameComponentPrefix(game.id);
      const [base, own] = schemas[`${prefix}${component}`].allOf;
      expect(base).toEqual(ref(`${component}Base`));
      expect(own.properties.gameId.const).toBe(game.id);
      expect(own.properties.options.$ref).toBe(ref(`${prefix}Options`).$ref);
      expect(schemas[`${component}Base`].properties.options, 'the base leaves options to the game').toBeUndefined();
    }
    const used = reachable(contract.requestSchema(method, path));
    for (const game of games) expect(used.has(`${gameComponentPrefix(game.id)}Options`), game.id).toBe(true);
  });

  it('a replay is one of the games’ replays: each step with its game’s view, the result in its game’s shape', () => {
    const variants = games.map((g) => ref(`${gameComponentPrefix(g.id)}Replay`));
    expect(contract.responseSchema('GET', '/v1/matches/{matchId}/replay', 200)).toEqual(ref('Replay'));
    expect(schemas.Replay.oneOf).toEqual(variants);
    expect(schemas.Replay.discriminator.propertyName).toBe('gameId');
    for (const game of games) {
      const prefix = gameComponentPrefix(game.id);
      const [, own] = schemas[`${prefix}Replay`].allOf;
      expect(own.properties.gameId.const).toBe(game.id);
      expect(own.properties.steps.items).toEqual(ref(`${prefix}ReplayStep`));
      expect(own.properties.result.anyOf).toEqual([ref(`${prefix}Result`), { type: 'null' }]);
      const [step, view] = schemas[`${prefix}ReplayStep`].allOf;
      expect(step).toEqual(ref('ReplayStep'));
      expect(view.properties.view.$ref).toBe(ref(`${prefix}View`).$ref);
      expect(view.required).toEqual(['view']);
    }
  });

  it('the published request schemas refuse what no game takes', () => {
    const moveRequest = contract.validator(contract.requestSchema(...makeMove));
    expect(moveRequest({ expectedVersion: 0, move: { type: 'no-such-move' } })).toBe(false);
    expect(moveRequest({ expectedVersion: 0, move: 'pass' })).toBe(false);
    const create = contract.validator(contract.requestSchema(...createMatch));
    expect(create({ gameId: 'ruin-runner', players: 2, options: { noHonorAmongThieves: true } })).toBe(true);
    expect(create({ gameId: 'ruin-runner', players: 2, options: { noHonorAmongThieves: 'yes' } })).toBe(false);
    expect(create({ gameId: 'relic-runners', players: 2, options: { setup: 'upside-down' } })).toBe(false);
    expect(create({ gameId: 'no-such-game', players: 2 })).toBe(false);
  });
});

/** `{}` and, for each enum or boolean option, every value other than its default. */
function optionVariants(game: AnyGame): Record<string, unknown>[] {
  const schema = describeGame(game).optionsSchema as { properties?: Record<string, { enum?: unknown[]; type?: string; default?: unknown }> };
  const variants: Record<string, unknown>[] = [{}];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const values = property.enum ?? (property.type === 'boolean' ? [true, false] : []);
    for (const value of values) if (value !== property.default) variants.push({ [name]: value });
  }
  return variants;
}

/** Moves played per game (test:full plays every match to its end); every legal move of each turn is checked. */
const movesPerMatch = fullRun ? Infinity : 30;

/**
 * Real requests of every game fit the published request schemas: the body creating a match with
 * each variant of its options, and every legal move the server lists (each a body of POST …/moves)
 * over a real match; and the server still judges a move by the match's own game.
 */
describe('real requests fit the published request schemas, game by game', () => {
  const api = useApi('pglite');

  it.each(games.map((g) => [g.id, g] as const))('%s', async (_id, game) => {
    const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, 2));
    const guests = await Promise.all(Array.from({ length: players }, (_, i) => api.client.guest(`Player ${i}`)));
    const clientOf = (seat: number): TestClient => guests[seat]!.client;

    for (const options of optionVariants(game)) {
      const body = { gameId: game.id, players, options, seed: `contract-requests-${game.id}-${JSON.stringify(options)}` };
      contract.expectRequest(...createMatch, body, `options ${JSON.stringify(options)}`);
      const made = await clientOf(0).post('/v1/matches', body);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      contract.expectResponse(...createMatch, made);
    }
    const created = await clientOf(0).post('/v1/matches', { gameId: game.id, players, seed: `contract-requests-${game.id}` });
    const id = created.body.id as string;
    for (let seat = 1; seat < players; seat++) expect((await clientOf(seat).post(`/v1/matches/${id}/join`)).status).toBe(200);

    const chooser = seedRng(`contract-requests-choices-${game.id}`);
    let match = (await clientOf(0).get(`/v1/matches/${id}`)).body;
    let played = 0;
    let checked = 0;
    while (match.status === 'active' && played < movesPerMatch) {
      const seat: number = match.activeSeats[randomInt(chooser, match.activeSeats.length)];
      const legal = await clientOf(seat).get(`/v1/matches/${id}/legal-moves?seat=${seat}`);
      expect(legal.body.moves.length).toBeGreaterThan(0);
      for (const [i, move] of (legal.body.moves as unknown[]).entries()) {
        contract.expectRequest(...makeMove, { seat, expectedVersion: legal.body.version, move }, `move ${played}, legal move ${i} ${JSON.stringify(move)}`);
        checked++;
      }
      const move = legal.body.moves[randomInt(chooser, legal.body.moves.length)];
      const moved = await clientOf(seat).post(`/v1/matches/${id}/moves`, { seat, expectedVersion: legal.body.version, move });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      match = moved.body;
      played++;
    }
    expect(checked).toBeGreaterThanOrEqual(played);
    expect(played).toBeGreaterThan(0);
  });

  it('a move the contract allows but of another game gets the same problem as any move the game does not know', async () => {
    const ada = await api.client.guest('Ada');
    const bob = await api.client.guest('Bob');
    const created = await ada.client.post('/v1/matches', { gameId: 'ruin-runner', players: 2, seed: 'contract-requests-foreign-move' });
    await bob.client.post(`/v1/matches/${created.body.id}/join`);
    const match = (await ada.client.get(`/v1/matches/${created.body.id}`)).body;
    const seat: number = match.activeSeats[0];
    const mover = seat === 0 ? ada.client : bob.client;
    // A Relic Runners move (it fits the request schema) sent to a Ruin Runner match.
    const foreign = { seat, expectedVersion: match.version, move: { type: 'step', trail: 3 } };
    contract.expectRequest(...makeMove, foreign);
    const refused = await mover.post(`/v1/matches/${match.id}/moves`, foreign);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Content-Type')).toContain('application/problem+json');
    expect(refused.body.code).toBe('invalid-move');
    const unknown = await mover.post(`/v1/matches/${match.id}/moves`, { ...foreign, move: { type: 'no-such-move' } });
    expect({ status: unknown.status, code: unknown.body.code }).toEqual({ status: refused.status, code: refused.body.code });
    expect((await ada.client.get(`/v1/matches/${match.id}`)).body.version).toBe(match.version);
  });
});
