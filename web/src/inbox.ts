/**
 * A doorbell on the caller's inbox (GET /v1/me/events/stream?from=now: only what happens from
 * now on, authenticated by the session cookie). Each page reads what it shows from its own
 * route and uses this only to know when to read again: `onEvent` for an event of the types
 * asked for, `onResume` after a reconnection (events may have been missed meanwhile). Where no
 * stream answers, `onResume` is called every `pollMs` instead.
 *
 * Every watcher of a tab shares one stream (the turn count, the chat, the rematch offer): a
 * browser keeps at most six connections to a server over HTTP/1.1, and each open stream holds one.
 */
import type { Watch } from './live.ts';

export interface InboxEvent {
  type: string;
  matchId: string | null;
  data: Record<string, unknown>;
}

interface Watcher {
  types: string[];
  onEvent: (event: InboxEvent) => void;
  onResume: () => void;
  pollMs: number;
  timer?: ReturnType<typeof setTimeout> | undefined;
}

const watchers = new Set<Watcher>();
let source: EventSource | undefined;
/** The shared stream opened once; a later `open` is a reconnection. */
let opened = false;
/** The stream never opened (no stream here): everyone polls until all have stopped. */
let failed = false;
const listening = new Set<string>();

function poll(w: Watcher): void {
  clearTimeout(w.timer);
  w.timer = setTimeout(() => {
    if (!watchers.has(w)) return;
    w.onResume();
    poll(w);
  }, w.pollMs);
}

function listen(types: string[]): void {
  for (const type of types) {
    if (!source || listening.has(type)) continue;
    listening.add(type);
    source.addEventListener(type, (message) => {
      const interested = [...watchers].filter((w) => w.types.includes(type));
      let event: InboxEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as InboxEvent;
      } catch {
        for (const w of interested) w.onResume();
        return;
      }
      for (const w of interested) w.onEvent(event);
    });
  }
}

function openStream(): void {
  opened = false;
  listening.clear();
  const stream = new EventSource('/v1/me/events/stream?from=now');
  source = stream;
  stream.addEventListener('open', () => {
    if (opened) for (const w of [...watchers]) w.onResume();
    opened = true;
  });
  stream.addEventListener('error', () => {
    if (!opened && source === stream) {
      stream.close();
      source = undefined;
      failed = true;
      for (const w of watchers) poll(w);
    }
  });
}

export function watchInbox(types: string[], onEvent: (event: InboxEvent) => void, onResume: () => void, pollMs = 5000): Watch {
  const w: Watcher = { types, onEvent, onResume, pollMs };
  watchers.add(w);
  if (typeof EventSource === 'undefined' || failed) poll(w);
  else {
    if (!source) openStream();
    listen(types);
  }
  return {
    stop() {
      watchers.delete(w);
      clearTimeout(w.timer);
      if (watchers.size === 0) {
        source?.close();
        source = undefined;
        failed = false;
      }
    },
  };
}
