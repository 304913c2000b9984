import { z } from '@hono/zod-openapi';
import type { ChatMessageRow } from '../db/chat.js';

/** Chat limits, documented in the README and the contract. */
export const chatLimits = { maxChars: 500, perWindow: 10, windowSeconds: 60, page: 100 };

export const ChatMessageSchema = z
  .object({
    id: z.string().openapi({ description: 'Increasing within the match; pass the last one you have as `after`.', example: '42' }),
    matchId: z.string(),
    userId: z.string(),
    name: z.string(),
    text: z.string().openapi({ description: 'Exactly as written: plain text, to be escaped by whoever shows it.' }),
    createdAt: z.string().datetime(),
  })
  .openapi('ChatMessage');

export function toChatBody(m: ChatMessageRow): z.infer<typeof ChatMessageSchema> {
  return { id: String(m.id), matchId: m.matchId, userId: m.userId, name: m.name, text: m.text, createdAt: m.createdAt.toISOString() };
}
