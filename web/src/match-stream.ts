import type { Schemas } from './api.ts';
import { currentLocale } from './i18n.ts';

/**
 * What the match stream pushes this reader at each version: the match as GET answers it, the
 * seat's legal moves when it must act, and the latest move's events in words. Nothing to refetch.
 */
export type MatchPush = Schemas['MatchPush'];

export interface MatchStreamHandlers {
  /** A new version, as this reader may see it. */
  push(push: MatchPush): void;
  /**
   * The stream was down for a while (or the tab slept): versions may have passed unseen. The page
   * checks once (a 304 when nothing changed); the stream's first push also brings the newest.
   */
  resync(): void;
}

export interface MatchStream {
  stop(): void;
}

/** Remembered per tab: this server answers match streams by SSE only (Node), so skip the WebSocket attempt. */
const sseOnlyKey = 'reliquary:match-stream:sse-only';
const keepAliveMs = 30_000;
const retryMs = [1000, 2000, 5000, 10_000, 30_000];

/**
 * Follows a match: a WebSocket where the server offers one (on Workers it idles in a hibernating
 * Durable Object, costing nothing between moves), else Server-Sent Events (Node), else a poll once
 * a second through `resync`. Reconnects by itself with backoff, and resyncs once when the tab
 * comes back or the network returns.
 */
export function followMatch(matchId: string, seat: number | undefined, handlers: MatchStreamHandlers, held?: number): MatchStream {
  /** The newest version this page holds: the stream sends nothing older, and not that one again. */
  let known = held;
  // EventSource and WebSocket send no Accept-Language or Last-Event-ID of ours: both go in the query.
  const path = () => {
    const query = new URLSearchParams({ ...(seat === undefined ? {} : { seat: String(seat) }), lang: currentLocale.get(), ...(known === undefined ? {} : { after: String(known) }) });
    return `/v1/matches/${encodeURIComponent(matchId)}/stream?${query}`;
  };
  let stopped = false;
  let close: () => void = () => {};
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onPush = (text: string) => {
    let push: MatchPush;
    try {
      push = JSON.parse(text) as MatchPush;
    } catch {
      return;
    }
    failures = 0;
    if (known === undefined || push.version > known) known = push.version;
    handlers.push(push);
  };

  const later = (run: () => void) => {
    if (stopped) return;
    timer = setTimeout(run, retryMs[Math.min(failures++, retryMs.length - 1)]);
  };

  const poll = () => {
    if (stopped) return;
    handlers.resync();
    timer = setTimeout(poll, document.visibilityState === 'hidden' ? 5000 : 1000);
  };

  function openSocket(): void {
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path()}`);
    let opened = false;
    let keepAlive: ReturnType<typeof setInterval> | undefined;
    socket.addEventListener('open', () => {
      if (opened) return;
      opened = true;
      if (failures > 0) handlers.resync();
      keepAlive = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('ping'), keepAliveMs);
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data !== 'pong') onPush(event.data);
    });
    socket.addEventListener('close', () => {
      clearInterval(keepAlive);
      if (stopped) return;
      if (!opened) {
        // Never upgraded: this server streams by SSE only.
        sessionStorage.setItem(sseOnlyKey, '1');
        openEventSource();
        return;
      }
      later(openSocket);
    });
    close = () => socket.close(1000);
  }

  function openEventSource(): void {
    if (typeof EventSource === 'undefined') return poll();
    const source = new EventSource(path());
    let opened = false;
    source.addEventListener('open', () => {
      // EventSource reconnects by itself; after a reconnection, look once.
      if (opened) handlers.resync();
      opened = true;
    });
    source.addEventListener('match', (event) => onPush((event as MessageEvent<string>).data));
    source.addEventListener('error', () => {
      if (opened) return;
      // Never opened: no stream can be reached here, so poll.
      source.close();
      poll();
    });
    close = () => source.close();
  }

  const wake = () => {
    if (document.visibilityState === 'visible') handlers.resync();
  };
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('online', handlers.resync);

  if (typeof WebSocket !== 'undefined' && !sessionStorage.getItem(sseOnlyKey)) openSocket();
  else openEventSource();

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', handlers.resync);
      close();
    },
  };
}
