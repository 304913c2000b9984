function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const newUserId = () => `usr_${randomHex(8)}`;
export const newMatchId = () => `mat_${randomHex(8)}`;
/** A match seed: 128 bits from the platform's cryptographic generator. */
export const newSeed = () => randomHex(16);

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
