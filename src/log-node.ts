import type { LogSink } from './api/log.js';

/**
 * Node's log sink: lines are gathered and written once per turn of the event loop, one write per
 * stream, instead of a synchronous write (Node writes to files and pipes synchronously) for each
 * request's line. Errors and warnings go to stderr at once, in order with the lines before them;
 * whatever is gathered is written when the process exits.
 *
 * A stream that fails (EPIPE: whoever read the output has gone) loses its lines, as `console`
 * would: a log nobody reads never stops the server.
 */
export function bufferedLogSink(out: NodeJS.WriteStream = process.stdout, err: NodeJS.WriteStream = process.stderr): LogSink {
  for (const stream of new Set([out, err])) stream.on('error', () => {});
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    out.write(text);
  };
  process.once('exit', flush);
  return (level, line) => {
    if (level !== 'info') {
      flush();
      err.write(`${line}\n`);
      return;
    }
    pending.push(line);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}
