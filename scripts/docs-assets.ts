/**
 * Copies Scalar's browser script (the installed @scalar/api-reference) to <dir>/docs/scalar.js
 * (default dir: web/dist/, the Worker's static assets, after the web app is built), so /docs needs no CDN on Workers either.
 * `npm run dev` and `npm run bundle` run it first; the Node server reads it from node_modules.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'web/dist';
mkdirSync(join(dir, 'docs'), { recursive: true });
copyFileSync(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'), join(dir, 'docs', 'scalar.js'));
