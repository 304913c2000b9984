/**
 * One read for several reasons to read: `refresh()` reads `delayMs` after the last call, never two
 * reads at once, and a call that comes while a read is on its way reads once more after it (that
 * read may have left before what the caller was told of).
 */
export function coalesce(read: () => Promise<unknown>, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading = false;
  let again = false;
  const refresh = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      void read()
        .catch(() => undefined)
        .finally(() => {
          reading = false;
          if (again) {
            again = false;
            refresh();
          }
        });
    }, delayMs);
  };
  return refresh;
}
