import { hmacHex } from '../api/ids.js';
import { unsubscribeCategories, type UnsubscribeCategory } from './preferences.js';

/** `userId.category.signature`: works without signing in, for one user and one category only. */
export async function unsubscribeToken(secret: Uint8Array, userId: string, category: UnsubscribeCategory): Promise<string> {
  const sig = await hmacHex(secret, `unsubscribe:${userId}:${category}`);
  return `${userId}.${category}.${sig.slice(0, 32)}`;
}

export async function readUnsubscribeToken(secret: Uint8Array, token: string): Promise<{ userId: string; category: UnsubscribeCategory } | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, category, sig] = parts as [string, string, string];
  if (!(unsubscribeCategories as readonly string[]).includes(category)) return null;
  const expected = await unsubscribeToken(secret, userId, category as UnsubscribeCategory);
  // Constant-time comparison of the signatures.
  const a = new TextEncoder().encode(expected);
  const b = new TextEncoder().encode(`${userId}.${category}.${sig}`);
  if (a.length !== b.length) return null;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0 ? { userId, category: category as UnsubscribeCategory } : null;
}
