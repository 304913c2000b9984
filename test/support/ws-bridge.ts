import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

/**
 * What Neon's proxy does, for tests only: each WebSocket connection is piped to the TCP
 * address in its `address` query parameter, so the Neon driver can reach a plain Postgres.
 */
export async function startWsBridge(): Promise<{ port: number; close(): Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
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
