import type { Db } from '../db/client.js';
import type { StoredEvent } from '../db/events.js';

/** A new inbox event: the stored event itself, or only its seq when it was too large to send. */
export interface InboxSignal {
  userId: string;
  seq: number;
  event?: StoredEvent;
}

/** A new match version, with the public facts any spectator may read. */
export interface MatchSignal {
  matchId: string;
  version: number;
  status: string;
  activeSeats: number[];
}

/**
 * What a listener hears: a signal, or `resync` when signals may have been lost (the database
 * connection that brings them was lost): reread from the database once.
 */
export type Heard<T> = T | 'resync';
type Listener<T> = (heard: Heard<T>) => void;

class Topic<T> {
  private readonly listeners = new Map<string, Set<Listener<T>>>();

  on(key: string, listener: Listener<T>): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  emit(key: string, heard: Heard<T>): void {
    for (const listener of this.listeners.get(key) ?? []) listener(heard);
  }

  resync(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener('resync');
  }

  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}

/**
 * The process-wide fan-out: one database listener feeds it, and every SSE stream and long poll
 * of this process listens here, in memory. Nothing here touches the database.
 */
export class LiveHub {
  /**
   * `db`: the database the hub listens to, when its pool serves any request (Node): a stream
   * rereads from it without keeping its request's context alive.
   */
  constructor(readonly db?: Db) {}

  private readonly inbox = new Topic<InboxSignal>();
  private readonly matches = new Topic<MatchSignal>();

  onInbox(userId: string, listener: Listener<InboxSignal>): () => void {
    return this.inbox.on(userId, listener);
  }

  onMatch(matchId: string, listener: Listener<MatchSignal>): () => void {
    return this.matches.on(matchId, listener);
  }

  publishInbox(signal: InboxSignal): void {
    this.inbox.emit(signal.userId, signal);
  }

  publishMatch(signal: MatchSignal): void {
    this.matches.emit(signal.matchId, signal);
  }

  /** Every listener rereads once: notifications may have been missed. */
  resync(): void {
    this.inbox.resync();
    this.matches.resync();
  }

  /** Listeners currently attached (for tests and benchmarks). */
  get listenerCount(): number {
    return this.inbox.size + this.matches.size;
  }
}

export const inboxChannel = 'reliquary_inbox';
export const matchChannel = 'reliquary_match';

/** Turns one notification (migrations/0007) into a hub signal; anything malformed is ignored. */
export function publishNotification(hub: LiveHub, channel: string, payload: string | undefined): void {
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(payload ?? '') as Record<string, unknown>;
  } catch {
    return;
  }
  if (channel === inboxChannel && typeof message.userId === 'string' && typeof message.seq === 'number') {
    const signal: InboxSignal = { userId: message.userId, seq: message.seq };
    if (typeof message.type === 'string' && typeof message.createdAt === 'string') {
      signal.event = {
        seq: message.seq,
        type: message.type,
        matchId: typeof message.matchId === 'string' ? message.matchId : null,
        payload: (message.payload ?? {}) as Record<string, unknown>,
        createdAt: new Date(message.createdAt),
      };
    }
    hub.publishInbox(signal);
  } else if (channel === matchChannel && typeof message.matchId === 'string' && typeof message.version === 'number') {
    hub.publishMatch({
      matchId: message.matchId,
      version: message.version,
      status: String(message.status),
      activeSeats: Array.isArray(message.activeSeats) ? (message.activeSeats as number[]) : [],
    });
  }
}
