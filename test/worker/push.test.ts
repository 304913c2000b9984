/// <reference types="@cloudflare/vitest-pool-workers/types" />
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sendPush } from '../../src/notify/push/send.js';
import { generateVapidKeys } from '../../src/notify/push/vapid.js';

/**
 * Web Push from inside workerd, with the library and code Node uses: keys made with WebCrypto,
 * a message encrypted and VAPID-signed here, decrypted and checked by a local push service in
 * Node (test/support/push.ts, started by the global setup).
 */
const testEnv = env as unknown as { PUSH_SUBSCRIPTION: string; PUSH_INBOX_URL: string };

describe('Web Push inside workerd', () => {
  it('makes a VAPID pair and sends a message the push service authenticates and the browser decrypts', async () => {
    const keys = await generateVapidKeys();
    const subscription = JSON.parse(testEnv.PUSH_SUBSCRIPTION) as { endpoint: string; keys: { p256dh: string; auth: string } };
    const data = JSON.stringify({ type: 'turn', matchId: 'mat_workerd', title: 'Your turn in Ruin Runner' });
    const outcome = await sendPush(
      { vapid: { ...keys, subject: 'mailto:ops@reliquary.test' }, allowPrivate: true },
      { endpoint: subscription.endpoint, ...subscription.keys },
      data,
      'mat_workerd',
    );
    expect(outcome).toEqual({ ok: true, status: 201 });
    const inbox = (await (await fetch(testEnv.PUSH_INBOX_URL)).json()) as { received: { text: string; vapidKey: string; claims: { sub: string } }[]; rejected: unknown[] };
    expect(inbox.rejected).toEqual([]);
    expect(inbox.received.at(-1)).toMatchObject({ text: data, vapidKey: keys.publicKey, claims: { sub: 'mailto:ops@reliquary.test' } });
  });
});
