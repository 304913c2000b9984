import { z } from 'zod';
import type { AnyGame, GameShapes } from '../engine/index.js';

/** `ruin-runner` -> `RuinRunner`: the prefix of a game's component names. */
export function gameComponentPrefix(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_, __, ch: string) => ch.toUpperCase());
}

type JsonSchema = Record<string, any>;
type Doc = { components?: { schemas?: Record<string, any> } };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The platform's own details of a result: a match ended by resignation, timeout or claim (src/engine/timeout.ts). */
const forfeitDetails = z
  .object({
    forfeit: z.object({
      seats: z.array(z.number().int().min(0)).describe('The seats that forfeited: they lose, every other seat wins (nobody, in a co-operative game).'),
      reason: z.enum(['timeout', 'claim', 'resign']),
    }),
  })
  .describe('The match ended by forfeit; the game’s own score was never reached, so `scores` are all 0.');

/**
 * zod's JSON Schema as OpenAPI 3.1 components, in the forms linters and client generators read
 * best: no dialect line, no bounds that only restate "a safe integer", a record keyed by an enum
 * as an object with those properties, a tuple of one type as an array of that length. Parts a
 * game named with `.meta({ id })` become components of their own, under that id.
 */
function asComponents(name: string, schema: z.ZodType): Record<string, JsonSchema> {
  const tidy = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(tidy);
    if (node === null || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === '$defs') continue;
      if (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) continue;
      if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue;
      out[key] = key === '$ref' && typeof value === 'string' ? value.replace(/^#\/\$defs\//, '#/components/schemas/') : tidy(value);
    }
    return enumKeyedAsProperties(tupleAsArray(out));
  };
  const { $defs = {}, ...root } = z.toJSONSchema(schema) as JsonSchema;
  const named = Object.entries($defs as Record<string, JsonSchema>).map(([id, def]) => [id, tidy(def)]);
  return { ...Object.fromEntries(named), [name]: tidy(root) as JsonSchema };
}

function enumKeyedAsProperties(node: JsonSchema): JsonSchema {
  const keys: unknown = node.propertyNames?.enum;
  if (node.type !== 'object' || !Array.isArray(keys) || typeof node.additionalProperties !== 'object') return node;
  const { propertyNames: _names, additionalProperties: value, ...rest } = node;
  return { ...rest, properties: Object.fromEntries(keys.map((k) => [k, value])), additionalProperties: false };
}

function tupleAsArray(node: JsonSchema): JsonSchema {
  const items: unknown = node.prefixItems;
  if (!Array.isArray(items) || node.items !== false) return node;
  const first = JSON.stringify(items[0]);
  if (!items.every((item) => JSON.stringify(item) === first)) return node;
  const { prefixItems: _prefix, ...rest } = node;
  return { ...rest, items: items[0] };
}

const shapeComponents = new WeakMap<GameShapes, Record<string, JsonSchema>>();
function componentsOf(prefix: string, shapes: GameShapes): Record<string, JsonSchema> {
  let found = shapeComponents.get(shapes);
  if (!found) {
    found = { ...asComponents(`${prefix}View`, shapes.view), ...asComponents(`${prefix}ResultDetails`, shapes.resultDetails) };
    shapeComponents.set(shapes, found);
  }
  return found;
}

/**
 * The routes' zod schemas take any move, options, view and result (the game decides, once it
 * knows the match's game); the contract says which, game by game, so a generated client knows
 * every game. It only narrows: what the server accepts and answers is unchanged.
 * - `move` in MoveRequest and `moves` in LegalMoves are one of the games' `<Game>Move`: the
 *   request does not name the game (the match does), so `anyOf`, not a discriminated `oneOf`
 *   (two games may share a move, e.g. `{ "type": "pass" }`).
 * - CreateMatchRequest and SeekRequest, which name the game, are each one of their
 *   `<Game>CreateMatchRequest` / `<Game>SeekRequest`, told apart by `gameId`: the common fields
 *   (`CreateMatchRequestBase`, `SeekRequestBase`) with that game's `<Game>Options`.
 * - `Match` is one of the `<Game>Match` components, told apart by `gameId`: each is `MatchBase`
 *   (what every match has) with that game's `<Game>Options`, `<Game>View` and `<Game>Result`
 *   (whose `details` are the game's `<Game>ResultDetails`, or `ForfeitDetails` when the match
 *   ended by forfeit).
 * - `Replay` likewise is one of the `<Game>Replay`: `ReplayBase` with the game's `<Game>Result`
 *   and steps of `<Game>ReplayStep` (`ReplayStep`, whose view is free, with the game's `<Game>View`).
 * A game without published shapes (a test fixture) keeps a free view and the generic `Result`.
 */
export function referenceGameSchemas<D extends Doc>(doc: D, games: readonly AnyGame[]): D {
  const schemas = doc.components?.schemas ?? {};
  const prefixed = (suffix: string) => games.map((g) => ref(`${gameComponentPrefix(g.id)}${suffix}`));
  const requestMove = schemas.MoveRequest?.properties;
  if (requestMove?.move) requestMove.move = { description: requestMove.move.description, anyOf: prefixed('Move') };
  const legal = schemas.LegalMoves?.properties?.moves;
  if (legal?.items) legal.items = { anyOf: prefixed('Move') };
  for (const name of ['CreateMatchRequest', 'SeekRequest']) if (schemas[name]?.properties?.options) typeRequestOptions(schemas, name, games);
  if (schemas.Match?.properties) typeMatches(schemas, games);
  if (schemas.Replay?.properties && schemas.ReplayStep?.properties) typeReplays(schemas, games);
  // With every game typed, nothing refers to the generic `Result` any more.
  if (schemas.Result && !JSON.stringify(doc).includes('"#/components/schemas/Result"')) delete schemas.Result;
  return doc;
}

/** `name` (a request with `gameId` and `options`) as one of its games' `<Game><name>`, each with the game's own options. */
function typeRequestOptions(schemas: Record<string, any>, name: string, games: readonly AnyGame[]) {
  const request = schemas[name];
  const { options, ...common } = request.properties;
  schemas[`${name}Base`] = {
    ...request,
    properties: common,
    description: `What \`${name}\` takes whatever the game; each \`<Game>${name}\` adds the game’s own \`options\`.`,
  };
  const mapping: Record<string, string> = {};
  for (const game of games) {
    const prefix = gameComponentPrefix(game.id);
    schemas[`${prefix}${name}`] = {
      description: `\`${name}\` for ${game.title}.`,
      allOf: [
        ref(`${name}Base`),
        {
          type: 'object',
          properties: { gameId: { type: 'string', const: game.id }, options: { ...ref(`${prefix}Options`), description: options.description } },
          required: ['gameId'],
        },
      ],
    };
    mapping[game.id] = ref(`${prefix}${name}`).$ref;
  }
  schemas[name] = {
    description: `${request.description ? `${request.description} ` : ''}\`gameId\` says which game, so which \`<Game>${name}\` this is, and so which \`options\` it takes.`,
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'gameId', mapping },
  };
}

/**
 * `Replay` as one of the `<Game>Replay`: the result in the game's own shape, and steps of
 * `<Game>ReplayStep`, each the common `ReplayStep` (whose `view` is free) with the game's view.
 */
function typeReplays(schemas: Record<string, any>, games: readonly AnyGame[]) {
  const { result: _result, steps, ...common } = schemas.Replay.properties;
  schemas.ReplayBase = {
    ...schemas.Replay,
    properties: common,
    required: (schemas.Replay.required as string[]).filter((k) => k !== 'result' && k !== 'steps'),
    description: 'What every replay has, whatever its game; `Replay` adds the game’s own `result` and `steps`.',
  };
  const freeView = schemas.ReplayStep.properties.view;
  const mapping: Record<string, string> = {};
  for (const game of games) {
    const prefix = gameComponentPrefix(game.id);
    const typed = Boolean(game.shapes);
    schemas[`${prefix}ReplayStep`] = {
      description: `A step of a ${game.title} replay: \`ReplayStep\` with the game’s own view.`,
      allOf: [
        ref('ReplayStep'),
        { type: 'object', properties: { view: typed ? { ...ref(`${prefix}View`), description: freeView?.description } : { description: freeView?.description } }, required: ['view'] },
      ],
    };
    schemas[`${prefix}Replay`] = {
      description: `A ${game.title} match step by step.`,
      allOf: [
        ref('ReplayBase'),
        {
          type: 'object',
          properties: {
            gameId: { type: 'string', const: game.id },
            result: { anyOf: [ref(typed ? `${prefix}Result` : 'Result'), { type: 'null' }], description: schemas.Replay.properties.result?.description },
            steps: { ...steps, items: ref(`${prefix}ReplayStep`) },
          },
          required: ['gameId', 'result', 'steps'],
        },
      ],
    };
    mapping[game.id] = ref(`${prefix}Replay`).$ref;
  }
  schemas.Replay = {
    description: 'A match step by step, with its game’s own views and result: `gameId` says which game, so which `<Game>Replay` this is.',
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'gameId', mapping },
  };
}

function typeMatches(schemas: Record<string, any>, games: readonly AnyGame[]) {
  const { view: freeView, result: _result, options, ...common } = schemas.Match.properties;
  schemas.MatchBase = {
    ...schemas.Match,
    properties: common,
    required: (schemas.Match.required as string[]).filter((k) => k !== 'view' && k !== 'result' && k !== 'options'),
    description: 'What every match has, whatever its game; `Match` adds the game’s own `options`, `view` and `result`.',
  };
  const genericResult = schemas.Result;
  const mapping: Record<string, string> = {};
  for (const game of games) {
    const prefix = gameComponentPrefix(game.id);
    let view: JsonSchema = { description: freeView?.description };
    let result: JsonSchema = ref('Result');
    if (game.shapes) {
      Object.assign(schemas, componentsOf(prefix, game.shapes));
      schemas.ForfeitDetails ??= asComponents('ForfeitDetails', forfeitDetails).ForfeitDetails;
      schemas[`${prefix}Result`] = {
        type: 'object',
        description: `How a ${game.title} match ended.`,
        properties: { ...genericResult?.properties, details: { anyOf: [ref(`${prefix}ResultDetails`), ref('ForfeitDetails')] } },
        required: ['winners', 'scores', 'details'],
      };
      view = { ...ref(`${prefix}View`), description: freeView?.description };
      result = { anyOf: [ref(`${prefix}Result`), { type: 'null' }] };
    }
    schemas[`${prefix}Match`] = {
      description: `A ${game.title} match.`,
      allOf: [
        ref('MatchBase'),
        {
          type: 'object',
          properties: { gameId: { type: 'string', const: game.id }, options: { ...ref(`${prefix}Options`), description: options?.description }, view, result },
          required: ['gameId', 'options', 'view', 'result'],
        },
      ],
    };
    mapping[game.id] = ref(`${prefix}Match`).$ref;
  }
  schemas.Match = {
    description: 'A match with its game’s own view and result: `gameId` says which game, so which `<Game>Match` this is.',
    oneOf: Object.values(mapping).map(($ref) => ({ $ref })),
    discriminator: { propertyName: 'gameId', mapping },
  };
}
