import { z } from '@hono/zod-openapi';
import type { BotRow } from '../db/bots.js';

export const BotSchema = z
  .object({
    id: z.string().openapi({ example: 'usr_0a1b2c3d4e5f6a7b' }),
    name: z.string(),
    kind: z.literal('bot'),
    ownerId: z.string(),
    maxConcurrentMatches: z.number().int().nullable().openapi({ description: 'Joins beyond this many waiting or active matches are refused; null: no limit.' }),
    createdAt: z.string().datetime(),
  })
  .openapi('Bot');

export const BotWithToken = z
  .object({
    bot: BotSchema,
    token: z.string().openapi({ description: 'The bot’s token (`rlq_bot_…`) for `Authorization: Bearer`. Shown only now; the server keeps its hash.' }),
  })
  .openapi('BotWithToken');

export const BotIdParam = z.object({
  botId: z.string().min(1).openapi({ param: { name: 'botId', in: 'path' }, example: 'usr_0a1b2c3d4e5f6a7b' }),
});

export function toBotBody(row: BotRow): z.infer<typeof BotSchema> {
  return {
    id: row.id,
    name: row.name,
    kind: 'bot',
    ownerId: row.ownerId as string,
    maxConcurrentMatches: row.maxConcurrentMatches,
    createdAt: row.createdAt.toISOString(),
  };
}
