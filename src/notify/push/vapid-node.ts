import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toBase64Url, vapidKeysProblem } from './vapid.js';

/**
 * On a laptop the VAPID key pair is made once and kept beside the session key, in
 * DATA_DIR/vapid-keys.json (mode 600): browsers' subscriptions are tied to the public key, so it
 * must outlive restarts.
 */
export function localVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    const problem = vapidKeysProblem(keys);
    if (problem) throw new Error(`${file}: ${problem}`);
    return keys;
  }
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x as string, 'base64url');
  const y = Buffer.from(jwk.y as string, 'base64url');
  const keys = { publicKey: toBase64Url(new Uint8Array([4, ...x, ...y])), privateKey: jwk.d as string };
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
