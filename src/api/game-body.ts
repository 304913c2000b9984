import { z } from '@hono/zod-openapi';
import { ratingMinMovesOf, rulesVersionOf, type AnyGame, type Locale } from '../engine/index.js';

export const GameSchema = z
  .object({
    id: z.string().openapi({ example: 'ruin-runner' }),
    title: z.string().openapi({ example: 'Ruin Runner' }),
    summary: z.string(),
    minPlayers: z.number().int(),
    maxPlayers: z.number().int(),
    rulesVersion: z.number().int().openapi({
      example: 2,
      description:
        'The latest version of the game’s rules and data, which new matches take. A match keeps the version it began with (its own `rulesVersion`) to its end; this document describes the latest (README, “Rules versions”).',
    }),
    rated: z
      .object({ minOwnMoves: z.number().int().openapi({ example: 10 }) })
      .nullable()
      .openapi({ description: 'Whether matches of this game may be rated (null for a co-operative game), and how many moves of their own every player must make before a rated result counts (unless a deadline passed).' }),
    defaultOptions: z.record(z.string(), z.unknown()),
    optionsSchema: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of `options` for POST /v1/matches.' }),
    moveSchema: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of `move` for POST /v1/matches/{matchId}/moves.' }),
  })
  .openapi('Game');

export type GameBody = z.infer<typeof GameSchema>;

const jsonSchemaCache = new WeakMap<AnyGame, GameBody>();
const translatedCache = new WeakMap<AnyGame, Map<Locale, GameBody>>();

/** The catalog entry of a game in `locale`: its summary and option descriptions translated where the game gives them. */
export function describeGame(game: AnyGame, locale: Locale = 'en'): GameBody {
  const english = describeInEnglish(game);
  const words = locale === 'en' ? undefined : game.translations?.[locale];
  if (!words) return english;
  let byLocale = translatedCache.get(game);
  if (!byLocale) translatedCache.set(game, (byLocale = new Map()));
  let body = byLocale.get(locale);
  if (!body) {
    const schema = english.optionsSchema as { properties?: Record<string, Record<string, unknown>> };
    const properties = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => {
        const description = words.options?.[name];
        const title = words.optionTitles?.[name];
        return [name, { ...property, ...(description && 'description' in property ? { description } : {}), ...(title ? { title } : {}) }];
      }),
    );
    body = { ...english, summary: words.summary, optionsSchema: { ...english.optionsSchema, ...(schema.properties ? { properties } : {}) } };
    byLocale.set(locale, body);
  }
  return body;
}

function describeInEnglish(game: AnyGame): GameBody {
  const cached = jsonSchemaCache.get(game);
  if (cached) return cached;
  const body: GameBody = {
    id: game.id,
    title: game.title,
    summary: game.summary,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    rulesVersion: rulesVersionOf(game),
    rated: game.cooperative ? null : { minOwnMoves: ratingMinMovesOf(game) },
    defaultOptions: game.options.parse({}) as Record<string, unknown>,
    optionsSchema: z.toJSONSchema(game.options, { io: 'input' }) as Record<string, unknown>,
    moveSchema: z.toJSONSchema(game.move) as Record<string, unknown>,
  };
  jsonSchemaCache.set(game, body);
  return body;
}

