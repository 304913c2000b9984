/**
 * VAPID (RFC 8292): the key pair this server signs its Web Push requests with, so push services
 * know the messages come from the server a browser subscribed to. The public key is the
 * `applicationServerKey` browsers subscribe with (GET /v1/push/key). Node makes a pair on first
 * start and keeps it in DATA_DIR (vapid-node.ts); Workers read VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY from secrets. WebCrypto only, so one module serves both runtimes.
 */
export interface VapidKeys {
  /** The uncompressed P-256 public point, base64url (65 bytes). */
  publicKey: string;
  /** The private scalar (the JWK's `d`), base64url (32 bytes). */
  privateKey: string;
  /** A `mailto:` or `https:` contact for push services (VAPID_SUBJECT). */
  subject: string;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes base64url (or plain base64), or answers undefined for anything else. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_+/-]*={0,2}$/.test(text)) return undefined;
  const clean = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (clean.length % 4 === 1) return undefined;
  try {
    const binary = atob(clean + '='.repeat((4 - (clean.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** A P-256 public key as browsers and VAPID carry it: 65 bytes, 0x04 then x and y. */
export function isP256PublicKey(text: string): boolean {
  const bytes = fromBase64Url(text);
  return bytes?.length === 65 && bytes[0] === 4;
}

/** What is wrong with a configured pair, if anything. */
export function vapidKeysProblem(keys: { publicKey?: string | undefined; privateKey?: string | undefined }): string | undefined {
  if (!keys.publicKey && !keys.privateKey) return undefined;
  if (!keys.publicKey || !keys.privateKey) return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither.';
  if (!isP256PublicKey(keys.publicKey)) return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (65 bytes).';
  if (fromBase64Url(keys.privateKey)?.length !== 32) return 'VAPID_PRIVATE_KEY must be a P-256 private key, base64url (32 bytes).';
  return undefined;
}

/** A fresh key pair (what `npx web-push generate-vapid-keys` prints, in the same encoding). */
export async function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  return { publicKey: toBase64Url(raw), privateKey: jwk.d as string };
}

/**
 * VAPID_SUBJECT, else a contact derived from what is configured: the public URL when it is https,
 * else the sender's address (push services want a way to reach the operator).
 */
export function vapidSubject(subject: string | undefined, publicUrl: string | undefined, from: string | undefined): string {
  if (subject) {
    if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL (got "${subject}")`);
    return subject;
  }
  if (publicUrl?.startsWith('https://')) return publicUrl.replace(/\/+$/, '');
  const address = /<([^>]+)>/.exec(from ?? '')?.[1] ?? (from && !from.includes(' ') ? from : undefined);
  return `mailto:${address ?? 'reliquary@localhost'}`;
}
