function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 256 bits by default, hex: sign-in links and refresh tokens (stored only as SHA-256). */
export const randomToken = (bytes = 32) => randomHex(bytes);

/** A six-digit code from the cryptographic generator (rejection sampling, no modulo bias). */
export function randomCode(): string {
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const v = buf[0] as number;
    if (v < 4_294_000_000) return String(v % 1_000_000).padStart(6, '0');
  }
}

/** HMAC-SHA256 with the server key, hex: short codes are hashed with a secret, not bare SHA-256. */
export async function hmacHex(key: Uint8Array, text: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(sig), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const newUserId = () => `usr_${randomHex(8)}`;
export const newMatchId = () => `mat_${randomHex(8)}`;
export const newInvitationId = () => `inv_${randomHex(8)}`;
/** A match seed: 128 bits from the platform's cryptographic generator. */
export const newSeed = () => randomHex(16);

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
