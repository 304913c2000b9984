import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * Compression of what the Node server answers (Workers need none: Cloudflare compresses there).
 * The web app's files are compressed once, when built (web/vite.config.ts writes `.br` and `.gz`
 * beside them, served by web-app-node.ts); this compresses the rest as it goes out: the API's JSON
 * and problems, /openapi.json, /docs. Brotli when the client takes it, else gzip. Never an event
 * stream (it must flow), a body under 1 KiB (not worth it), a HEAD, a range, or a body already encoded.
 */
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript)|text\/(html|css|javascript|plain))\b/i;
export const MIN_COMPRESSED_BYTES = 1024;
/**
 * Bodies up to this size are compressed on the request's own thread: a move's or a match's few
 * kilobytes take tens of microseconds, less than the hand-off to zlib's thread pool and back
 * (bench/README.md, "API"). Larger ones (the contract, the docs) go to the pool.
 */
const SYNC_COMPRESSED_BYTES = 32 * 1024;

/** The encoding to use for an `Accept-Encoding` header: br, then gzip, unless refused (`q=0`). */
export function chooseEncoding(accept: string | null): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const allowed = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (request.method === 'HEAD' || response.status === 204 || response.status === 206 || response.status === 304) return response;
  // Headers only until the body must be read: on Node the app's responses are Hono's lightweight
  // ones, and reading the body (even asking whether there is one) rebuilds them as full Responses.
  if (response.headers.has('Content-Encoding') || !COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')) return response;
  const declared = response.headers.get('Content-Length');
  if (declared !== null && Number(declared) < MIN_COMPRESSED_BYTES) return response;
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'));
  if (encoding === null) return withVary(response);
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length < MIN_COMPRESSED_BYTES) return new Response(body, { status: response.status, statusText: response.statusText, headers });
  const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  const inline = body.length <= SYNC_COMPRESSED_BYTES;
  const packed =
    encoding === 'br'
      ? inline ? brotliCompressSync(body, brotliOptions) : await brotli(body, brotliOptions)
      : inline ? gzipSync(body, { level: 6 }) : await gzipped(body, { level: 6 });
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(packed.length));
  return new Response(packed, { status: response.status, statusText: response.statusText, headers });
}

/** The response as it is, saying that another Accept-Encoding could have had it compressed. */
function withVary(response: Response): Response {
  try {
    response.headers.append('Vary', 'Accept-Encoding');
    return response;
  } catch {
    // Immutable headers (a response fetched from elsewhere): the same body under new ones.
    const headers = new Headers(response.headers);
    headers.append('Vary', 'Accept-Encoding');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
