import { z } from '@hono/zod-openapi';
import type { AnyGame } from '../engine/index.js';

export const GameSchema = z
  .object({
    id: z.string().openapi({ example: 'ruin-runner' }),
    title: z.string().openapi({ example: 'Ruin Runner' }),
    summary: z.string(),
    minPlayers: z.number().int(),
    maxPlayers: z.number().int(),
    defaultOptions: z.record(z.string(), z.unknown()),
    optionsSchema: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of `options` for POST /v1/matches.' }),
    moveSchema: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of `move` for POST /v1/matches/{matchId}/moves.' }),
  })
  .openapi('Game');

export type GameBody = z.infer<typeof GameSchema>;

const jsonSchemaCache = new WeakMap<AnyGame, GameBody>();

export function describeGame(game: AnyGame): GameBody {
  const cached = jsonSchemaCache.get(game);
  if (cached) return cached;
  const body: GameBody = {
    id: game.id,
    title: game.title,
    summary: game.summary,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    defaultOptions: game.options.parse({}) as Record<string, unknown>,
    optionsSchema: z.toJSONSchema(game.options, { io: 'input' }) as Record<string, unknown>,
    moveSchema: z.toJSONSchema(game.move) as Record<string, unknown>,
  };
  jsonSchemaCache.set(game, body);
  return body;
}

