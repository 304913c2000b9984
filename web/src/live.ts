/**
 * Tells the match page when the match changes. It listens to the match's event stream
 * (GET /v1/matches/{id}/stream, event `match`) where the server offers one, and otherwise asks
 * once a second with If-None-Match, which costs a 304 when nothing changed.
 */
export interface Watch {
  stop(): void;
}

/** `check` is told the version an event names (the stream's `id`), so a page that has it already may skip the read. */
export function watchMatch(matchId: string, check: (version?: number) => Promise<void>, pollMs = 1000): Watch {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | undefined;

  const poll = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void check()
        .catch(() => undefined)
        .finally(poll);
    }, document.visibilityState === 'hidden' ? pollMs * 5 : pollMs);
  };

  if (typeof EventSource !== 'undefined') {
    source = new EventSource(`/v1/matches/${encodeURIComponent(matchId)}/stream`);
    let opened = false;
    source.addEventListener('open', () => {
      // A reconnection may have missed changes: look once.
      if (opened) void check().catch(() => undefined);
      opened = true;
    });
    source.addEventListener('match', (event) => {
      const id = (event as MessageEvent).lastEventId;
      void check(/^\d+$/.test(id) ? Number(id) : undefined).catch(() => undefined);
    });
    source.addEventListener('error', () => {
      // Never opened: no stream here (or it cannot be reached), so poll. Opened then dropped: EventSource retries by itself.
      if (!opened && source) {
        source.close();
        source = undefined;
        poll();
      }
    });
  } else {
    poll();
  }

  return {
    stop() {
      stopped = true;
      source?.close();
      if (timer) clearTimeout(timer);
    },
  };
}
