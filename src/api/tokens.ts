import { z } from '@hono/zod-openapi';
import { sha256Hex } from './ids.js';

/** What an opaque token may do. A session JWT may do everything its user may. */
export const tokenScopes = ['matches:read', 'matches:play', 'bots:manage', 'webhooks:manage'] as const;
export type TokenScope = (typeof tokenScopes)[number];

/** A bot's own token: it plays and may manage its webhooks, but cannot create other bots. */
export const botTokenScopes: TokenScope[] = ['matches:read', 'matches:play', 'webhooks:manage'];

/** Every opaque token starts with this, so `identify` tells it from a JWT without guessing. */
export const opaqueTokenPrefix = 'rlq_';

function randomBase64Url(bytes: number): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new opaque token (256 random bits) and the SHA-256 that is all the server keeps. */
export async function newOpaqueToken(kind: 'pat' | 'bot'): Promise<{ token: string; hash: string }> {
  const token = `${opaqueTokenPrefix}${kind}_${randomBase64Url(32)}`;
  return { token, hash: await hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => sha256Hex(token);

export const newTokenId = () => `tok_${randomBase64Url(9).replace(/[-_]/g, 'x')}`;

export const ScopeSchema = z.enum(tokenScopes).openapi('Scope', {
  description:
    '`matches:read` reads matches, legal moves, turns and the event inbox; `matches:play` creates, joins and plays matches; `bots:manage` manages bot accounts; `webhooks:manage` manages webhooks.',
});

export const TokenSchema = z
  .object({
    id: z.string().openapi({ example: 'tok_3k9x2m1q8v7w' }),
    name: z.string(),
    scopes: z.array(ScopeSchema),
    createdAt: z.string().datetime(),
    lastUsedAt: z.string().datetime().nullable(),
  })
  .openapi('Token');

export function toTokenBody(row: { id: string; name: string; scopes: string[]; createdAt: Date; lastUsedAt: Date | null }): z.infer<typeof TokenSchema> {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as TokenScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
