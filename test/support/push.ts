import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece: the reference RFC 8188/8291 implementation (Mozilla's), independent of the sender's library.
// @ts-expect-error: the package ships no types
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/** A browser's side of one subscription: what `PushManager.subscribe()` would hand the app, and its private key. */
export interface FakeBrowser {
  id: string;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  browser: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload. */
  text: string;
  /** The VAPID JWT's claims, its signature checked against `k`. */
  claims: Record<string, unknown>;
  /** The VAPID public key the request was signed with. */
  vapidKey: string;
}

/**
 * A local push service: browsers' subscriptions point at it (http, on 127.0.0.1: the server under
 * test runs with PUSH_ALLOW_PRIVATE). Each message is checked as a push service and a browser
 * would: the VAPID JWT's signature (RFC 8292) and the aes128gcm encryption (RFC 8291), which
 * only the browser's private key opens. `answer` picks the status per browser (410: gone).
 */
export async function startPushService() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const received: ReceivedPush[] = [];
  const rejected: { browser: string; reason: string }[] = [];
  const answers = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const browser = decodeURIComponent(req.url?.replace(/^\/push\//, '') ?? '');
      void check(browser, req.headers, Buffer.concat(chunks)).then(
        (push) => {
          received.push(push);
          res.statusCode = answers.get(browser) ?? 201;
          res.end();
          waiters.splice(0).forEach((w) => w());
        },
        (err: unknown) => {
          rejected.push({ browser, reason: err instanceof Error ? err.message : String(err) });
          res.statusCode = 400;
          res.end();
          waiters.splice(0).forEach((w) => w());
        },
      );
    });
  });
  async function check(browser: string, headers: IncomingHttpHeaders, body: Buffer): Promise<ReceivedPush> {
    const keys = browsers.get(browser);
    if (!keys) throw new Error(`no browser ${browser}`);
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${headers['content-encoding']}`);
    if (!headers.ttl) throw new Error('no TTL');
    const auth = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(headers.authorization ?? '');
    if (!auth) throw new Error(`authorization ${headers.authorization}`);
    const [, jwt, k] = auth as unknown as [string, string, string];
    const point = Buffer.from(k, 'base64url');
    const key = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
    const { payload } = await jwtVerify(jwt, key);
    const text = (ece.decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }) as Buffer).toString('utf8');
    return { browser, headers, text, claims: payload as Record<string, unknown>, vapidKey: k };
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    rejected,
    /** A new browser subscription whose messages this service takes. */
    browser(id: string = `b${browsers.size + 1}`): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(id, { ecdh, auth });
      return { id, subscription: { endpoint: `${origin}/push/${encodeURIComponent(id)}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
    },
    answer(browser: string, status: number) {
      answers.set(browser, status);
    },
    /** Resolves once `n` messages (decrypted or refused) have arrived in all. */
    async waitFor(n: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length + rejected.length < n) {
        if (Date.now() > deadline) throw new Error(`push service: ${received.length + rejected.length} of ${n} messages`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fresh VAPID pair, made synchronously (for `useApi` options at collection time). */
export function testVapidKeys(subject = 'mailto:ops@reliquary.test') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url'), subject };
}
