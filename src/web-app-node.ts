import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/** Where `npm run build:web` puts the web app. */
export const webDistDir = fileURLToPath(new URL('../web/dist', import.meta.url));

/** Paths the API answers; everything else is the web app (the same split as wrangler.toml's run_worker_first). */
export function isApiPath(path: string): boolean {
  return path.startsWith('/v1/') || path === '/v1' || path === '/openapi.json' || path === '/docs' || path === '/healthz';
}

/**
 * The built web app for Node: its files, and index.html for any other path (client-side routes
 * such as /matches/{id}). Hashed assets are cached for a year, index.html never. Each file goes out
 * as the `.br` or `.gz` the build wrote beside it when the client takes that encoding.
 */
export function webAppHandler(dir: string = webDistDir): ((request: Request) => Response | Promise<Response>) | undefined {
  if (!existsSync(`${dir}/index.html`)) return undefined;
  const web = new Hono();
  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  web.use('*', serveStatic({ root: dir, precompressed: true }));
  web.get(
    '*',
    serveStatic({ root: dir, path: 'index.html', precompressed: true, onFound: (_path, c) => void c.header('Cache-Control', 'no-cache') }),
  );
  return web.fetch;
}
