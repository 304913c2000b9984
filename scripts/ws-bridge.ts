import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * What Neon's proxy does, for tests and local `wrangler dev` only (never deployed): each WebSocket connection is piped to the TCP
 * address in its `address` query parameter, so the Neon driver can reach a plain Postgres.
 */
export async function startWsBridge(port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port });
  wss.on('connection', (ws, req) => {
    const address = new URL(req.url ?? '/', 'http://bridge').searchParams.get('address') ?? '';
    const [host, port] = address.split(':');
    const tcp: Socket = connect(Number(port), host ?? '127.0.0.1');
    const pending: Buffer[] = [];
    let open = false;
    tcp.on('connect', () => {
      open = true;
      for (const chunk of pending.splice(0)) tcp.write(chunk);
    });
    ws.on('message', (data: Buffer) => (open ? tcp.write(data) : pending.push(data)));
    tcp.on('data', (chunk) => ws.send(chunk));
    tcp.on('close', () => ws.close());
    tcp.on('error', () => ws.close());
    ws.on('close', () => tcp.destroy());
  });
  await new Promise<void>((resolve) => wss.on('listening', resolve));
  return {
    port: (wss.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

/** `npm run ws-bridge`: lets `wrangler dev` reach a local Postgres (set NEON_WS_PROXY as printed). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const bridge = await startWsBridge(Number(process.env.BRIDGE_PORT || 0));
  console.log(`WebSocket bridge on 127.0.0.1:${bridge.port}; in .dev.vars: NEON_WS_PROXY=127.0.0.1:${bridge.port}`);
}
