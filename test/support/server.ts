import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ReliquaryApp } from '../../src/api/app.js';

/** Serves the app over real HTTP on 127.0.0.1 (a free port), as the bot runner needs. */
export async function listen(app: ReliquaryApp): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Long-polls of stopped bots: drop their sockets so the handlers see the abort.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
