/**
 * A running subscription (the inbox stream, a match stream): stopping it closes its connection.
 * The match page follows its match through match-stream.ts; the inbox through inbox.ts.
 */
export interface Watch {
  stop(): void;
}
