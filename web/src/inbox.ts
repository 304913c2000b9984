/**
 * A doorbell on the caller's inbox (GET /v1/me/events/stream?from=now: only what happens from
 * now on, authenticated by the session cookie). Each page reads what it shows from its own
 * route and uses this only to know when to read again: `onEvent` for an event of the types
 * asked for, `onResume` after a reconnection (events may have been missed meanwhile). Where no
 * stream answers, `onResume` is called every `pollMs` instead.
 */
import type { Watch } from './live.ts';

export interface InboxEvent {
  type: string;
  matchId: string | null;
  data: Record<string, unknown>;
}

export function watchInbox(types: string[], onEvent: (event: InboxEvent) => void, onResume: () => void, pollMs = 5000): Watch {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    if (stopped) return;
    timer = setTimeout(() => (onResume(), poll()), pollMs);
  };
  if (typeof EventSource === 'undefined') {
    poll();
    return { stop: () => ((stopped = true), clearTimeout(timer)) };
  }
  let source: EventSource | undefined = new EventSource('/v1/me/events/stream?from=now');
  let opened = false;
  source.addEventListener('open', () => {
    if (opened) onResume();
    opened = true;
  });
  for (const type of types) {
    source.addEventListener(type, (message) => {
      try {
        onEvent(JSON.parse((message as MessageEvent<string>).data) as InboxEvent);
      } catch {
        onResume();
      }
    });
  }
  source.addEventListener('error', () => {
    if (!opened && source) {
      source.close();
      source = undefined;
      poll();
    }
  });
  return {
    stop() {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    },
  };
}
