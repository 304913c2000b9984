/** Whether the reader asked the system for less motion; boards skip their animations then. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * `data-changed` for an element whose content differs from the previous view's, so the
 * board's CSS can play a short arrival animation on it (see board.css; never under reduced
 * motion, and a click or key on the board skips it). No previous view: nothing is new.
 */
export function changed<T>(previous: T | undefined | null, next: T, hasPrevious: boolean): { 'data-changed'?: '' } {
  if (!hasPrevious) return {};
  return JSON.stringify(previous) === JSON.stringify(next) ? {} : { 'data-changed': '' };
}
