import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../src/compress-node.js';
import { startNodeServer } from '../../src/node.js';
import { webAppHandler, webDistDir } from '../../src/web-app-node.js';

/** A raw GET (Node's fetch would decode the body and hide its size): status, headers and the bytes as sent. */
function rawGet(port: number, path: string, acceptEncoding?: string, timeoutMs = 10_000): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      // An event stream never ends: what came in the first half second is enough.
      const stop = res.headers['content-type']?.startsWith('text/event-stream') ? setTimeout(() => res.destroy(), 500) : undefined;
      const done = () => {
        clearTimeout(stop);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      };
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', done);
      res.on('close', done);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(null)).toBeNull();
    expect(chooseEncoding('*, br;q=0, gzip;q=0')).toBeNull();
  });
});

describe('the web app on Node: files compressed when built', () => {
  it('sends the .br or .gz beside a file to a client that takes it, the file itself otherwise', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reliquary-precompressed-'));
    try {
      const script = 'export const words = "' + 'relic '.repeat(2000) + '";\n';
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Reliquary</title>');
      writeFileSync(join(dir, 'assets', 'app-1.js'), script);
      writeFileSync(join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(script));
      writeFileSync(join(dir, 'assets', 'app-1.js.gz'), gzipSync(script));
      const web = webAppHandler(dir)!;
      const get = (encoding?: string) => web(new Request('http://app.test/assets/app-1.js', { headers: encoding ? { 'Accept-Encoding': encoding } : {} }));

      const br = await get('gzip, deflate, br');
      expect(br.headers.get('Content-Encoding')).toBe('br');
      expect(br.headers.get('Content-Type')).toMatch(/javascript/);
      expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
      expect(br.headers.get('Cache-Control')).toMatch(/immutable/);
      const brBody = Buffer.from(await br.arrayBuffer());
      expect(brBody.length).toBeLessThan(script.length / 10);
      expect(brotliDecompressSync(brBody).toString()).toBe(script);

      const gz = await get('gzip');
      expect(gz.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

      const plain = await get();
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(await plain.text()).toBe(script);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the build writes them: every script and style of web/dist has its .br and .gz, a fraction of its size', () => {
    if (!existsSync(join(webDistDir, 'index.html'))) return; // `npm test` builds the app first (pretest)
    const assets = join(webDistDir, 'assets');
    const files = readdirSync(assets).filter((f) => /\.(js|css)$/.test(f) && readFileSync(join(assets, f)).length >= 1024);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const raw = readFileSync(join(assets, file));
      const br = readFileSync(join(assets, `${file}.br`));
      expect(brotliDecompressSync(br).equals(raw)).toBe(true);
      expect(br.length).toBeLessThan(raw.length * 0.6);
      expect(gunzipSync(readFileSync(join(assets, `${file}.gz`))).equals(raw)).toBe(true);
    }
    // Workers compress by themselves: the copies stay out of the Worker's assets.
    expect(readFileSync(join(webDistDir, '.assetsignore'), 'utf8')).toMatch(/\*\.br/);
  });
});

describe('npm start answers compressed', () => {
  let node: Awaited<ReturnType<typeof startNodeServer>>;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'reliquary-compress-'));
    node = await startNodeServer({ DATABASE_URL: 'memory://', DATA_DIR: dataDir, PORT: '0', NOTIFY_INTERVAL_MS: '0', JWT_SECRET: 'compression-test-secret-at-least-32-chars' });
    port = (node.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await node?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('JSON from the API: brotli or gzip as asked, the same document, much smaller; small answers as they are', async () => {
    const plain = await rawGet(port, '/v1/games');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = JSON.parse(plain.body.toString());
    expect(plain.body.length).toBeGreaterThan(4096);
    // Sent as it is to a client that takes no encoding, saying that another could have had it compressed.
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(plain.headers['content-length'] ?? plain.body.length)).toBe(plain.body.length);

    const br = await rawGet(port, '/v1/games', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(document);

    const gz = await rawGet(port, '/v1/games', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(document);

    const openapi = await rawGet(port, '/openapi.json', 'br');
    expect(openapi.headers['content-encoding']).toBe('br');

    // Under a kilobyte is not worth it; a problem is JSON too.
    const health = await rawGet(port, '/healthz', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await rawGet(port, '/v1/matches/mat_nothing', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/problem\+json/);
  });

  it('an event stream flows as it is', async () => {
    const created = await fetch(`http://127.0.0.1:${port}/v1/auth/guest`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Streamer' }) });
    const { token } = (await created.json()) as { token: string };
    const match = await fetch(`http://127.0.0.1:${port}/v1/matches`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ gameId: 'ruin-runner', players: 2 }),
    });
    const { id } = (await match.json()) as { id: string };
    const stream = await rawGet(port, `/v1/matches/${id}/stream`, 'br');
    expect(stream.headers['content-type']).toMatch(/text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body.toString()).toMatch(/event: match/);
  });

  it('the built web app: its entry script as brotli, a fraction of its size', async () => {
    if (!existsSync(join(webDistDir, 'index.html'))) return; // `npm test` builds the app first (pretest)
    const page = await rawGet(port, '/matches/mat_any', 'br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.body).toString() : page.body.toString();
    const entry = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const plain = await rawGet(port, entry!);
    const br = await rawGet(port, entry!, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length * 0.45);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    console.log(`entry script ${entry}: ${plain.body.length} bytes, ${br.body.length} as brotli`);
  });
});
