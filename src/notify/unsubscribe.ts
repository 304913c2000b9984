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

/** `id.signature` for links that name one record (an invitation): unguessable, nothing stored. */
export async function signedId(secret: Uint8Array, purpose: string, id: string): Promise<string> {
  return `${id}.${(await hmacHex(secret, `${purpose}:${id}`)).slice(0, 32)}`;
}

export async function readSignedId(secret: Uint8Array, purpose: string, token: string): Promise<string | null> {
  const at = token.lastIndexOf('.');
  if (at <= 0) return null;
  const id = token.slice(0, at);
  const expected = await signedId(secret, purpose, id);
  if (expected.length !== token.length) return null;
  let diff = 0;
  for (let i = 0; i < token.length; i++) diff |= expected.charCodeAt(i) ^ token.charCodeAt(i);
  return diff === 0 ? id : null;
}
