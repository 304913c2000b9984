/**
 * Standard Webhooks (https://www.standardwebhooks.com) signing: the secret is `whsec_` +
 * base64 of the key; `webhook-signature` is `v1,` + base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)).
 */
const prefix = 'whsec_';

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
}

export function newWebhookSecret(): string {
  return prefix + toBase64(crypto.getRandomValues(new Uint8Array(24)));
}

export async function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', fromBase64(secret.slice(prefix.length)), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestampSeconds}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/** The three headers of one delivery attempt. */
export async function webhookHeaders(secret: string, id: string, now: Date, body: string): Promise<Record<string, string>> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook(secret, id, timestamp, body),
  };
}
