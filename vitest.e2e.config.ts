import { defineConfig } from 'vitest/config';

// Browser tests (npm run test:e2e): real Chromium through playwright-core, against `npm start`'s
// server with a throw-away database. Kept out of `npm test`; the web app is built first.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
