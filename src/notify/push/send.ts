import { buildPushPayload } from '@block65/webcrypto-web-push';
import { webhookUrlProblem } from '../../webhooks/url.js';
import type { VapidKeys } from './vapid.js';

/** How this server sends Web Push: its VAPID keys and, on Node, a fetch that reaches public addresses only. */
export interface PushSettings {
  vapid: VapidKeys;
  /** Development only (PUSH_ALLOW_PRIVATE): endpoints may be http and private or loopback addresses. */
  allowPrivate: boolean;
  fetch?: typeof fetch | undefined;
  /** How long a push service keeps a message for a browser that is offline (TTL); a day by default. */
  ttlSeconds?: number;
}

/** Where one browser takes messages (a stored subscription). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Most subscriptions one user keeps (one per browser); storing another drops the least recently stored. */
export const maxPushSubscriptionsPerUser = 10;
/** Longest endpoint accepted; push services' are well under 1,000 characters. */
export const maxPushEndpointLength = 1000;

/**
 * Whether an endpoint is acceptable: https, no credentials, and a public host, the rules webhook
 * URLs follow (push services are public; anything else would let a user make the server POST to
 * its own network). `allowPrivate` lifts them for local tests.
 */
export function pushEndpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  if (endpoint.length > maxPushEndpointLength) return `must be at most ${maxPushEndpointLength} characters`;
  return webhookUrlProblem(endpoint, allowPrivate);
}

export type PushOutcome =
  | { ok: true; status: number }
  /** The push service no longer knows the subscription (404, 410) or it is no longer acceptable: delete it. */
  | { ok: false; gone: true; error: string }
  | { ok: false; gone: false; error: string };

/**
 * Encrypts `data` for one browser (RFC 8291, aes128gcm, padded to a constant 4 KiB) and POSTs it to
 * its push service with a VAPID signature (RFC 8292). `topic` lets the push service replace a
 * message still waiting for the browser by the newer one of the same topic (RFC 8030 §5.4).
 */
export async function sendPush(settings: PushSettings, target: PushTarget, data: string, topic?: string): Promise<PushOutcome> {
  const problem = pushEndpointProblem(target.endpoint, settings.allowPrivate);
  if (problem) return { ok: false, gone: true, error: `endpoint ${problem}` };
  // The library signs for https endpoints only; a local http one (allowPrivate) is signed as its https twin.
  const signedFor = target.endpoint.replace(/^http:/, 'https:');
  let status: number;
  try {
    const request = await buildPushPayload(
      { data, options: { ttl: settings.ttlSeconds ?? 86_400, urgency: 'high', ...(topic ? { topic: topic.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}) } },
      { endpoint: signedFor, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
      settings.vapid,
    );
    const res = await (settings.fetch ?? fetch)(target.endpoint, {
      method: 'POST',
      headers: request.headers,
      body: request.body as BodyInit,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await res.body?.cancel().catch(() => {});
    status = res.status;
  } catch (err) {
    return { ok: false, gone: false, error: err instanceof Error ? err.message.slice(0, 200) : 'push request failed' };
  }
  if (status >= 200 && status < 300) return { ok: true, status };
  if (status === 404 || status === 410) return { ok: false, gone: true, error: `push service answered ${status}` };
  return { ok: false, gone: false, error: `push service answered ${status}` };
}
