import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

// The web app: built into web/dist, which the API serves on the same origin (src/node.ts,
// wrangler.toml [assets]), each text file also as .br and .gz for the Node server (precompress.ts).
// `npm run dev:web` proxies the API to a server on port 8787.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [preact(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: {
    proxy: Object.fromEntries(['/v1', '/openapi.json', '/docs', '/healthz'].map((path) => [path, process.env.API_URL ?? 'http://127.0.0.1:8787'])),
  },
});
