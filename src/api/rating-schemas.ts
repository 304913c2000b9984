import { z } from '@hono/zod-openapi';
import { provisionalRd, type RatingRow } from '../db/lobby.js';

export const RatingSchema = z
  .object({
    gameId: z.string(),
    rating: z.number().openapi({ description: 'Glicko-2 rating, rounded to a whole number; everyone starts at 1500.', example: 1587 }),
    rd: z.number().openapi({ description: 'Rating deviation (uncertainty), rounded; starts at 350.', example: 92 }),
    provisional: z.boolean().openapi({ description: `True while the deviation is above ${provisionalRd}: too few rated games to trust the number.` }),
    games: z.number().int().openapi({ description: 'Rated matches played.' }),
  })
  .openapi('Rating');

export function toRating(row: RatingRow): z.infer<typeof RatingSchema> {
  return { gameId: row.gameId, rating: Math.round(row.rating), rd: Math.round(row.rd), provisional: row.rd > provisionalRd, games: row.games };
}
