import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from '../../web/src/coalesce.ts';

/** A read that stays on its way until the test lets it finish. */
function slowRead() {
  const finishers: (() => void)[] = [];
  const read = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { read, finishNext: () => finishers.shift()!() };
}

describe('coalesce: one read for several reasons', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads once for calls that come together, after the delay', async () => {
    const { read } = slowRead();
    const refresh = coalesce(read, 150);
    refresh();
    refresh();
    await vi.advanceTimersByTimeAsync(100);
    refresh();
    await vi.advanceTimersByTimeAsync(149);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads once more after a read on its way when called meanwhile (the read may have left before the news)', async () => {
    const { read, finishNext } = slowRead();
    const refresh = coalesce(read, 150);
    refresh();
    await vi.advanceTimersByTimeAsync(150);
    expect(read).toHaveBeenCalledTimes(1);
    refresh();
    refresh();
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(1); // never two at once
    finishNext();
    await vi.advanceTimersByTimeAsync(150);
    expect(read).toHaveBeenCalledTimes(2); // the calls made during the first read: one read after it
    finishNext();
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('goes on reading after a read fails', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const refresh = coalesce(read, 10);
    refresh();
    await vi.advanceTimersByTimeAsync(10);
    refresh();
    await vi.advanceTimersByTimeAsync(10);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
