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
