/** One Server-Sent Events message, or a comment line (`: heartbeat`). */
export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads an SSE response until `until` says stop (or the stream ends), then cancels it. */
export async function readSse(res: Response, until: (seen: SseMessage[]) => boolean): Promise<SseMessage[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const seen: SseMessage[] = [];
  let buffer = '';
  try {
    while (!until(seen)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) message.comment = line.slice(1).trim();
          else {
            const colon = line.indexOf(':');
            const field = line.slice(0, colon) as 'id' | 'event' | 'data';
            const value = line.slice(colon + 1).replace(/^ /, '');
            message[field] = message[field] === undefined ? value : `${message[field]}\n${value}`;
          }
        }
        seen.push(message);
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return seen;
}

/** An SSE message with the time it arrived (performance.now()). */
export interface TimedSseMessage extends SseMessage {
  at: number;
}

/** Reads an SSE stream message by message, for tests that interleave reading with writes. */
export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private readonly queued: TimedSseMessage[] = [];
  private reading: Promise<boolean> | undefined;

  constructor(res: Response) {
    this.reader = (res.body as ReadableStream<Uint8Array>).getReader();
  }

  /** The next message that `accept` takes (others are dropped), or undefined after `timeoutMs`. */
  async next(accept: (m: SseMessage) => boolean = (m) => m.event !== undefined, timeoutMs = 5000): Promise<TimedSseMessage | undefined> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (this.queued.length > 0) {
        const m = this.queued.shift() as TimedSseMessage;
        if (accept(m)) return m;
      }
      const left = deadline - performance.now();
      if (left <= 0) return undefined;
      this.reading ??= this.pull().finally(() => (this.reading = undefined));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const more = await Promise.race([this.reading, new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), left)))]);
      clearTimeout(timer);
      if (more === false) return undefined;
    }
  }

  private async pull(): Promise<boolean> {
    const { value, done } = await this.reader.read();
    if (done) return false;
    const at = performance.now();
    this.buffer += this.decoder.decode(value, { stream: true });
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const message: TimedSseMessage = { at };
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) message.comment = line.slice(1).trim();
        else {
          const colon = line.indexOf(':');
          const field = line.slice(0, colon) as 'id' | 'event' | 'data';
          const value = line.slice(colon + 1).replace(/^ /, '');
          message[field] = message[field] === undefined ? value : `${message[field]}\n${value}`;
        }
      }
      this.queued.push(message);
    }
    return true;
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }
}
